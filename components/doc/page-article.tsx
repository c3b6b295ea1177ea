import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ReactElement, ReactNode } from 'react';
import type { DocRecord, VersionRecord } from '@/lib/content/types';
import { renderCompiled, renderDoc } from '@/components/mdx/render';
import { KNOWN_COMPONENTS } from '@/lib/mdx/known-components';
import { ENGINE_MODULES } from '@/components/engine-modules';
import { testComponents } from 'docs-test-components';
import { DevContentError } from '@/components/layout/DevContentError';
import { prerenderedArticle, type ArticleShellData } from '@/lib/content/prerendered-articles';
import { checkOnePage } from '@/lib/check/one-page';
import { contentPaths } from '@/lib/content/store';
import { getSite } from '@/components/site';
import { plugins } from 'docs-plugins';
import { formatProblem } from '@/lib/errors';
import { ArticleBody } from './ArticleBody';

const asIs = (content: ReactElement): ReactNode => content;

/**
 * The article of a doc, a blog post or an MDX page: rendered by the build's page pass (an empty
 * slot the build fills, lib/content/prerendered-articles.ts), or here from the page pass's compile
 * (it hydrates). `npm run dev` runs the page pass on the page it shows (lib/check/one-page.ts), so
 * the preview shows what the build exports, and in place of the content the problems the build
 * would stop on (file:line). Where the page pass leaves the article to Next (a component only Next
 * can render), it is rendered here from the source, in the build as in the preview. `shape`: what
 * of the content rendered here the page shows (a blog post leaves out its h1 and truncate mark, as
 * the page pass does).
 */
export async function pageArticle(doc: DocRecord, version: VersionRecord, shape: (content: ReactElement) => ReactNode = asIs) {
  const prerendered: (ArticleShellData & { html?: string }) | { error: string } | undefined =
    process.env.NODE_ENV === 'development' ? await devArticle(doc, version) : prerenderedArticle(doc.url);
  if (prerendered && 'error' in prerendered)
    return { toc: [], hasTitle: true, body: <ArticleBody>{<DevContentError message={prerendered.error} />}</ArticleBody> };
  if (prerendered?.code !== undefined)
    return {
      toc: prerendered.toc,
      hasTitle: prerendered.hasTitle,
      body: <ArticleBody>{shape(renderCompiled(doc, version, { ...prerendered, code: prerendered.code }))}</ArticleBody>,
    };
  if (prerendered?.html !== undefined) return { toc: prerendered.toc, hasTitle: prerendered.hasTitle, body: <ArticleBody html={prerendered.html} /> };
  if (prerendered) return { toc: prerendered.toc, hasTitle: prerendered.hasTitle, body: <ArticleBody /> };
  const { content, toc, hasTitle } = await renderOrDevError(doc, version, shape);
  return { toc, hasTitle, body: <ArticleBody>{content}</ArticleBody> };
}

/** The live preview's run of the build's page pass on this page: its article, or the problems the build would stop on. */
async function devArticle(doc: DocRecord, version: VersionRecord) {
  try {
    const known = [...KNOWN_COMPONENTS, ...Object.keys(testComponents)];
    const rootDir = process.cwd();
    const renderModule = pathToFileURL(path.join(rootDir, ENGINE_MODULES.render)).href;
    const check = await checkOnePage(getSite(), doc, version, {
      rootDir,
      contentDir: contentPaths().contentDir,
      knownComponents: known,
      plugins,
      renderModule,
    });
    if (check.problems.length) return { error: check.problems.map(formatProblem).join('\n') };
    return check.article;
  } catch (err) {
    return { error: (err as Error).message };
  }
}

/** The page's MDX rendered from the source, or in `npm run dev` its error (file:line) in place of the content: builds still fail on it. */
async function renderOrDevError(doc: DocRecord, version: VersionRecord, shape: (content: ReactElement) => ReactNode) {
  try {
    const rendered = await renderDoc(doc, version);
    return { ...rendered, content: shape(rendered.content) };
  } catch (err) {
    if (process.env.NODE_ENV !== 'development') throw err;
    return { content: <DevContentError message={(err as Error).message} />, toc: [], hasTitle: true };
  }
}
