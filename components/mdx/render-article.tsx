/**
 * A page's article as HTML, rendered outside Next (scripts/lib/prerender-articles.ts): the same
 * compile as the page render (render.tsx), then React's server renderer. Only for articles that
 * need no hydration (markupOnly); any other page is left to Next.
 */
import { renderToString } from 'react-dom/server';
import type { DocRecord, VersionRecord } from '@/lib/content/types';
import type { TocEntry } from '@/lib/mdx/rehype-toc';
import { renderDoc } from './render';

export interface ArticleHtml {
  toc: TocEntry[];
  hasTitle: boolean;
  /** The article's HTML; undefined when the page needs hydration and Next renders it. */
  html?: string;
}

export async function renderArticleHtml(doc: DocRecord, version: VersionRecord): Promise<ArticleHtml> {
  const { content, toc, hasTitle, markupOnly } = await renderDoc(doc, version);
  return { toc, hasTitle, ...(markupOnly ? { html: renderToString(content) } : {}) };
}
