/**
 * The build's article render. The page pass (lib/check/page-jobs.ts) parses a page once; this runs
 * MDX's compile on that tree, with the page pass's analysis (checks, Markdown export) right after
 * the remark stage, then renders to HTML. The components and plugins are renderDoc's (render.tsx),
 * which compiles from the source where there is no page pass (`npm run dev`). An article that
 * hydrates gets no HTML: its compiled code, which Next runs (components/doc/DocArticle.tsx).
 */
import { createProcessor } from '@mdx-js/mdx';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import type { ReactElement } from 'react';
import type { VFile } from 'vfile';
import type { RenderedArticle, TreeRenderer } from '@/lib/check/page-check';
import type { TocEntry } from '@/lib/mdx/rehype-toc';
import { siteIndex } from '@/lib/content/site-index';
import { getSite } from '@/lib/content/store';
import { getPageData } from '@/lib/content/routes';
import { isPublished } from '@/lib/content/published';
import type { DocRecord } from '@/lib/content/types';
import { extractArticle, type ExtractedPage } from '@/lib/output/search-index-builder';
import { searchRecordRules } from '@/lib/plugins/engine';
import type { SearchRecordRule } from '@/lib/plugins/types';
import { searchLvl0 } from '@/components/doc/SearchMeta';
import { isMarkupOnly } from './known-components';
import { checkParser } from '@/lib/check/parser';
import { pageCompileSetup, runCompiled, runContent } from './render';

/** What the rehype plugins leave in file.data (lib/mdx/vfile-data.d.ts). */
interface ArticleData {
  toc?: TocEntry[];
  hasH1?: boolean;
  usedComponents?: string[];
}

/** The renderer for the page at `url` of the site in `indexFile` (the build's index). */
export function pageRenderer(url: string, indexFile: string, knownComponents: readonly string[]): TreeRenderer {
  process.env.DOCS_INDEX_FILE = indexFile;
  return async (tree, file: VFile, afterRemarkStage): Promise<RenderedArticle> => {
    const entry = siteIndex(getSite().index).byUrl(url);
    if (entry?.kind !== 'doc') throw new Error(`${url} is not a doc page`);
    const { format, components, plugins, docsPlugins } = pageCompileSetup(entry.doc, entry.version, process.cwd(), knownComponents);
    // MDX's compile as renderDoc runs it, on the tree the page pass parsed: the remark stage in
    // MDX's order (its own unravelling of JSX paragraphs first), the page pass's analysis, then rehype.
    const processor = createProcessor({
      format,
      outputFormat: 'function-body',
      // The page pass's parser for the partials remark-imports parses too (lib/check/parser.ts: the same trees, faster).
      remarkPlugins: [[checkParser, format], ...plugins.remarkPlugins, afterRemarkStage],
      rehypePlugins: plugins.rehypePlugins,
      development: false,
    });
    const code = processor.stringify(await processor.run(tree as never, file), file);
    const data = file.data as ArticleData;
    const article = { toc: data.toc ?? [], hasTitle: data.hasH1 === true };
    // An article that hydrates is rendered by Next, from this compile.
    if (!isMarkupOnly(data.usedComponents ?? [], docsPlugins)) return { ...article, code: String(code) };
    const Content = runCompiled(String(code), data);
    const content = runContent(<Content components={components} />, String(file.value), entry.doc.source);
    let html: string;
    try {
      html = renderToString(content);
    } catch {
      // A component that waits (CodeBlockSource highlights as it renders): the renderer that waits.
      try {
        html = await htmlOnceReady(content);
      } catch {
        // Anything else only Next can render: Next renders the page.
        return article;
      }
    }
    return { ...article, html, search: searchRecords(html, entry.doc, url, searchRecordRules(docsPlugins)) };
  };
}

/** The page's search records from its article (components/doc/SearchMeta.tsx gives the same facts to the exported page). */
function searchRecords(html: string, doc: DocRecord, url: string, rules: readonly SearchRecordRule[]): ExtractedPage | null {
  if (!isPublished(doc)) return null;
  const { index, config } = getSite();
  const page = getPageData(index, config, url)!;
  return extractArticle(html, url, { title: page.title, lvl0: searchLvl0(page), description: page.description }, rules);
}

/** The HTML of a tree once every component it waits for is done. */
async function htmlOnceReady(content: ReactElement): Promise<string> {
  const { prelude } = await prerender(content);
  return new Response(prelude).text();
}
