/** The MDX pipeline for one page: remark/rehype plugins in the order they must run. */
import rehypeSlug from 'rehype-slug';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import remarkAdmonitions from './remark-admonitions';
import remarkHeadingId from './remark-heading-id';
import remarkLinks, { type LinkContext } from './remark-links';
import remarkKnownComponents from './remark-known-components';
import remarkImports, { type ImportContext } from './remark-imports';
import remarkImages, { type ImageContext } from './remark-images';
import rehypeToc from './rehype-toc';
import rehypeCode from './rehype-code';
import { syntaxPlugins } from './syntax';
import type { ContentIndex, VersionRecord } from '../content/types';
import type { PluggableList } from 'unified';

export interface PageCompileContext extends LinkContext, ImportContext, ImageContext {
  knownComponents: readonly string[];
  tocMin: number;
  tocMax: number;
  configToc?: (attrs: Record<string, string>) => { id: string; text: string }[];
  /** Draw ```mermaid blocks as diagrams (the site's markdown.mermaid). */
  mermaid?: boolean;
}

export function mdxPlugins(ctx: PageCompileContext): { remarkPlugins: PluggableList; rehypePlugins: PluggableList } {
  return {
    remarkPlugins: [
      // Partials first, so everything below also runs on their content.
      [remarkImports, ctx],
      ...syntaxPlugins,
      remarkAdmonitions,
      remarkHeadingId,
      [remarkLinks, ctx],
      [remarkImages, ctx],
      [remarkKnownComponents, { known: ctx.knownComponents, source: ctx.source }],
    ],
    rehypePlugins: [
      rehypeSlug,
      [rehypeToc, { minLevel: ctx.tocMin, maxLevel: ctx.tocMax, configToc: ctx.configToc }],
      [
        rehypeAutolinkHeadings,
        {
          behavior: 'append',
          test: ['h2', 'h3', 'h4', 'h5', 'h6'],
          properties: (node: Element) => ({ className: ['hash-link'], ariaLabel: `Direct link to ${toString(node)}` }),
          content: { type: 'text', value: '#' },
        },
      ],
      [rehypeCode, { mermaid: ctx.mermaid }],
    ],
  };
}

const fileMaps = new WeakMap<VersionRecord, Map<string, string>>();

/** Doc source path → URL for one version (what relative .mdx links resolve against). */
export function versionFileMap(version: VersionRecord): Map<string, string> {
  let map = fileMaps.get(version);
  if (!map) {
    map = new Map(version.docs.map((d) => [d.source, d.url]));
    fileMaps.set(version, map);
  }
  return map;
}

export function findVersion(index: ContentIndex, set: string, version: string): VersionRecord {
  const v = index.sets.find((s) => s.id === set)?.versions.find((x) => x.name === version);
  if (!v) throw new Error(`unknown version ${set}@${version}`);
  return v;
}
