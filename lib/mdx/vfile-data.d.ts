import type { TocEntry } from './rehype-toc';

declare module 'vfile' {
  interface DataMap {
    toc: TocEntry[];
    hasH1: boolean;
  }
}
