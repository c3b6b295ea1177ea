import type { TocEntry } from './rehype-toc';
import type { BrokenFileLink } from './remark-links';

declare module 'vfile' {
  interface DataMap {
    toc: TocEntry[];
    hasH1: boolean;
    /** File links that match no doc (lib/mdx/remark-links); the caller applies the link policy. */
    brokenFileLinks: BrokenFileLink[];
    /** Components the page renders (lib/mdx/rehype-used-components). */
    usedComponents: string[];
    /** The tree nests elements as the HTML parser would not keep them (lib/mdx/rehype-parser-restructures). */
    parserRestructures: boolean;
  }
}
