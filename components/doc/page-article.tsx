import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ReactElement, ReactNode } from 'react';
import type { DocRecord, VersionRecord } from '@/lib/content/types';
import { renderCompiled } from '@/components/mdx/render';
import { KNOWN_COMPONENTS } from '@/lib/mdx/known-components';
import { ENGINE_MODULES } from '@/components/engine-modules';
import { testComponents } from 'docs-test-components';
import { DevContentError } from '@/components/layout/DevContentError';
import { prerenderedArticle, type ArticleShellData } from '@/lib/content/prerendered-articles';
import type { LoadedSite } from '@/lib/content/store';
import { plugins } from 'docs-plugins';
import { formatProblem } from '@/lib/errors';
import { pluginsOfModule } from '@/lib/plugins/engine';
import { ArticleBody } from './ArticleBody';
import { layerOnly, themed, type ThemeClassNames } from '@/lib/shared/theme-classes';

const asIs = (content: ReactElement): ReactNode => content;

type OnePageModule = typeof import('@/lib/check/one-page');

/**
 * The article of a doc, a blog post or an MDX page, as the build's page pass made it (lib/check/
 * page-check.ts, the engine's one MDX compile): its HTML (in a build an empty slot the build fills,
 * lib/content/prerendered-articles.ts), or, for an article that hydrates, its compiled code run
 * here. `npm run dev` runs the page pass on the page it shows (lib/check/one-page.ts), so the
 * preview shows what the build exports, and in place of the content the problems the build would
 * stop on (file:line). `shape`: what of the compiled content the page shows (a blog post leaves
 * out its h1 and truncate mark, as the page pass does).
 */
export async function pageArticle(
  site: LoadedSite,
  doc: DocRecord,
  version: VersionRecord,
  shape: (content: ReactElement) => ReactNode = asIs,
  theme?: ThemeClassNames,
  /** A theme layer's part of this kind of page's body, beside `article-body`'s (a doc's: `doc-article-body`). */
  bodyPart?: string,
) {
  const article = await articleData(site, doc, version);
  const className = [themed(theme, 'article-body'), bodyPart && layerOnly(theme, bodyPart).className].filter(Boolean).join(' ');
  if ('error' in article)
    return { toc: [], hasTitle: true, body: <ArticleBody className={className}>{<DevContentError message={article.error} run={site.run} />}</ArticleBody> };
  const { toc, hasTitle } = article;
  if (article.code !== undefined)
    return {
      toc,
      hasTitle,
      body: <ArticleBody className={className}>{shape(renderCompiled(site, doc, version, { ...article, code: article.code }))}</ArticleBody>,
    };
  if (article.html !== undefined) return { toc, hasTitle, body: <ArticleBody className={className} html={article.html} /> };
  return { toc, hasTitle, body: <ArticleBody className={className} /> };
}

/** A page's article from the page pass, or (`npm run dev` only) the problems the build would stop on. */
export type ArticleData = (ArticleShellData & { html?: string }) | { error: string };

/**
 * The page pass's article of a page: in `npm run dev` its run on this page; in a build the one it
 * wrote. There is no other compile, so a page the build's pass left without one fails the build.
 */
export async function articleData(site: LoadedSite, doc: DocRecord, version: VersionRecord): Promise<ArticleData> {
  if (site.run.preview) return devArticle(site, doc, version);
  const article = prerenderedArticle(site, doc.url);
  if (!article) throw new Error(noArticle(doc));
  return article;
}

const noArticle = (doc: DocRecord) => `${doc.source}: the build's page pass left no article for this page — run the build again; if it persists, report it`;

/** The live preview's run of the build's page pass on this page: its article, or the problems the build would stop on. */
async function devArticle(site: LoadedSite, doc: DocRecord, version: VersionRecord): Promise<ArticleData> {
  try {
    const known = [...KNOWN_COMPONENTS, ...Object.keys(testComponents)];
    const { rootDir, contentDir } = site.paths;
    const compiled = site.run.compiledModules;
    const modules = compiled ?? ENGINE_MODULES;
    const renderModule = pathToFileURL(path.join(rootDir, modules.render)).href;
    // (Loaded by Node, as the render module is: in Next's bundle it would take the whole compile
    // pipeline into every build's server code, which only the live preview runs.)
    const { checkOnePage } = (await import(
      /* turbopackIgnore: true */ /* webpackIgnore: true */ pathToFileURL(path.join(rootDir, modules.onePage)).href
    )) as OnePageModule;
    const check = await checkOnePage(site, doc, version, {
      rootDir,
      contentDir,
      knownComponents: known,
      // (Compiled, the page pass runs with the compiled plugins, as the build's workers do: what they load by Node is compiled too.)
      plugins: compiled ? await pluginsOfModule(pathToFileURL(path.join(rootDir, compiled.plugins)).href) : plugins,
      renderModule,
      siteComponents: true,
    });
    if (check.problems.length) return { error: check.problems.map(formatProblem).join('\n') };
    return check.article ?? { error: noArticle(doc) };
  } catch (err) {
    return { error: (err as Error).message };
  }
}
