/**
 * The build's article render. The page pass (lib/check/page-jobs.ts) parses a page once and runs
 * the remark stage for its checks; this goes on from that same tree through MDX's rehype and recma
 * stages to React, then to HTML. The components and plugins are renderDoc's (render.tsx), which
 * renders from the source where there is no page pass: `npm run dev`, and the pages Next renders
 * because their article needs hydration (this gives those no HTML).
 */
import { createProcessor } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import type { VFile } from 'vfile';
import type { RenderedArticle, TreeRenderer } from '@/lib/check/page-check';
import type { TocEntry } from '@/lib/mdx/rehype-toc';
import { siteIndex } from '@/lib/content/site-index';
import { getSite } from '@/lib/content/store';
import { isMarkupOnly } from './known-components';
import { pageCompileSetup, runContent } from './render';

/** What the rehype plugins leave in file.data (lib/mdx/vfile-data.d.ts). */
interface ArticleData {
  toc?: TocEntry[];
  hasH1?: boolean;
  usedComponents?: string[];
}

/** The compiled page's own code, run with the names a page may use (lib/check/expressions.ts PAGE_SCOPE). */
function runCompiled(code: string, data: ArticleData): (props: { components: object }) => ReactElement {
  const scope = { runMdxOptions: runtime, frontmatter: {}, toc: data.toc ?? [], hasH1: data.hasH1 === true };
  const body = new Function(...Object.keys(scope), code) as (...values: unknown[]) => { default: (props: { components: object }) => ReactElement };
  return body(...Object.values(scope)).default;
}

/** The renderer for the page at `url` of the site in `indexFile` (the build's index). */
export function pageRenderer(url: string, indexFile: string): TreeRenderer {
  process.env.DOCS_INDEX_FILE = indexFile;
  return async (tree, file: VFile): Promise<RenderedArticle> => {
    const entry = siteIndex(getSite().index).byUrl(url);
    if (entry?.kind !== 'doc') throw new Error(`${url} is not a doc page`);
    const { format, components, plugins, docsPlugins } = pageCompileSetup(entry.doc, entry.version);
    // The remark stage has run: MDX's own steps from there on, with the page's rehype plugins.
    const processor = createProcessor({ format, outputFormat: 'function-body', rehypePlugins: plugins.rehypePlugins, development: false });
    const code = processor.stringify(await processor.run(tree as never, file), file);
    const data = file.data as ArticleData;
    const article = { toc: data.toc ?? [], hasTitle: data.hasH1 === true };
    if (!isMarkupOnly(data.usedComponents ?? [], docsPlugins)) return article;
    const Content = runCompiled(String(code), data);
    const content = runContent(<Content components={components} />, String(file.value), entry.doc.source);
    try {
      return { ...article, html: renderToString(content) };
    } catch {
      // A component only Next can render (an async one): Next renders the page.
      return article;
    }
  };
}
