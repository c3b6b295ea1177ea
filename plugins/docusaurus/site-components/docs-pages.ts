/**
 * The docs' pages other than a doc's, as a site's swizzles change them: under Docusaurus a version's
 * tags route renders `@theme/DocTagsListPage`, a tag's `@theme/DocTagDocListPage`, and a category's
 * generated page `@theme/DocCategoryGeneratedIndexPage` (its banner, breadcrumbs, card list and
 * paginator). Each is drawn by the site's own module where it swizzled one, a docs instance's own
 * component where its options name one (docTagsListComponent…), or the installed theme's where its
 * tree reaches a swizzle the engine draws nowhere else; else the engine's page stands.
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { ThemeAliases } from './theme-aliases';
import { placeSwizzles } from './theme-graph';
import { isSwizzledIn } from './resolve';
import { hostedPartsPlugin, instanceComponents } from './instance-components';

/** Each page: the part that draws it (./theme-parts.ts) and the option a docs instance names its own component by. */
export const DOCS_PAGES = {
  DocTagsListPage: { part: 'docs-engine:doc-tags-list-page', option: 'docTagsListComponent' },
  DocTagDocListPage: { part: 'docs-engine:doc-tag-doc-list-page', option: 'docTagDocListComponent' },
  DocCategoryGeneratedIndexPage: { part: 'docs-engine:doc-category-generated-index-page', option: 'docCategoryGeneratedIndexComponent' },
} as const;

export type DocsPage = keyof typeof DOCS_PAGES;

/** What the engine draws in places of its own on these pages, whatever draws the page: the frame, the card list, the paginator, the banner. */
const ELSEWHERE: readonly string[] = ['Layout', 'DocCardList', 'DocPaginator', 'DocVersionBanner'];

/** Each docs instance's own component for the page, other than the default, by its id. */
export const docsPageComponents = (config: Record<string, unknown> | undefined, page: DocsPage): Record<string, string> =>
  instanceComponents(config, { part: 'docs', plugin: /plugin-content-docs/, option: DOCS_PAGES[page].option, byDefault: `@theme/${page}` });

/** Of each page, what the site swizzled in its tree: the module itself, else the swizzles its installed module reaches. */
export function docsPageSwizzles(siteRoot: string, aliases: ThemeAliases): Partial<Record<DocsPage, string[]>> {
  const isSwizzled = isSwizzledIn(siteRoot);
  const found: Partial<Record<DocsPage, string[]>> = {};
  for (const page of Object.keys(DOCS_PAGES) as DocsPage[]) {
    const reached = placeSwizzles(page, aliases, isSwizzled, (n) => ELSEWHERE.includes(n));
    if (reached.length) found[page] = reached;
  }
  return found;
}

/** The parts that draw the docs' pages: each the site swizzles (in its tree) or an instance names its own component for. */
export function docsPageParts(siteRoot: string, aliases: ThemeAliases, config?: Record<string, unknown>): Partial<Record<DocsPage, string>> {
  const swizzles = docsPageSwizzles(siteRoot, aliases);
  const drawn = (page: DocsPage) => swizzles[page] !== undefined || Object.keys(docsPageComponents(config, page)).length > 0;
  return Object.fromEntries((Object.keys(DOCS_PAGES) as DocsPage[]).filter(drawn).map((page) => [page, DOCS_PAGES[page].part]));
}

const HOST = path.join(process.cwd(), 'plugins/docusaurus/components/DocsPagesHost.tsx');

/** Answers each page's part: the host around `@theme/<page>` (the site's, else the installed theme's) and each instance's own component. */
export function docsPagesPlugin(config?: Record<string, unknown>): Plugin {
  const byPart = new Map(Object.entries(DOCS_PAGES).map(([page, { part }]) => [part as string, page as DocsPage]));
  return hostedPartsPlugin('docusaurus-docs-pages', /^docs-engine:doc-(tags|tag|category)-/, (part) => {
    const page = byPart.get(part)!;
    return { hostFile: HOST, host: 'docsIndexPageHost', component: `@theme/${page}`, own: docsPageComponents(config, page) };
  });
}
