import type { ReactElement, ReactNode } from 'react';
import type { DocRecord, VersionRecord } from '@/lib/content/types';
import { renderCompiled, renderDoc } from '@/components/mdx/render';
import { DevContentError } from '@/components/layout/DevContentError';
import { prerenderedArticle } from '@/lib/content/prerendered-articles';
import { ArticleBody } from './ArticleBody';

/** The page's MDX, or in `npm run dev` its error (file:line) in place of the content: builds still fail on it. */
async function renderOrDevError(doc: DocRecord, version: VersionRecord, shape: (content: ReactElement) => ReactNode) {
  try {
    const rendered = await renderDoc(doc, version);
    return { ...rendered, content: shape(rendered.content) };
  } catch (err) {
    if (process.env.NODE_ENV !== 'development') throw err;
    return { content: <DevContentError message={(err as Error).message} />, toc: [], hasTitle: true };
  }
}

const asIs = (content: ReactElement): ReactNode => content;

/**
 * The article of a doc, a blog post or an MDX page: rendered by the build's page pass (an empty
 * slot the build fills, lib/content/prerendered-articles.ts), or here from the page pass's compile
 * (it hydrates), or here from the source (`npm run dev`). `shape`: what of the content rendered
 * here the page shows (a blog post leaves out its h1 and truncate mark, as the page pass does).
 */
export async function pageArticle(doc: DocRecord, version: VersionRecord, shape: (content: ReactElement) => ReactNode = asIs) {
  const prerendered = prerenderedArticle(doc.url);
  if (prerendered?.code !== undefined)
    return {
      toc: prerendered.toc,
      hasTitle: prerendered.hasTitle,
      body: <ArticleBody>{shape(renderCompiled(doc, version, { ...prerendered, code: prerendered.code }))}</ArticleBody>,
    };
  if (prerendered) return { toc: prerendered.toc, hasTitle: prerendered.hasTitle, body: <ArticleBody /> };
  const { content, toc, hasTitle } = await renderOrDevError(doc, version, shape);
  return { toc, hasTitle, body: <ArticleBody>{content}</ArticleBody> };
}
