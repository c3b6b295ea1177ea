/**
 * The docs plugin's options the import applies, and a report line for each other one a site sets:
 * an option nobody mapped is named in the report rather than dropped without a word. The list is
 * checked against plugin-content-docs' own validation schema, newest 3.x and 2.4
 * (scripts/__tests__/docusaurus-content-plugin-options.test.ts).
 */

/** Options that reach the site (./config.ts instanceFrom, ./docs.ts, ./admonition-types.ts, ../site-components/doc-item.ts). */
const APPLIED = new Set([
  'id',
  'path',
  'routeBasePath',
  'include',
  'exclude',
  'sidebarPath',
  'sidebarCollapsible',
  'sidebarCollapsed',
  'includeCurrentVersion',
  'onlyIncludeVersions',
  'lastVersion',
  'versions',
  'editUrl',
  'editCurrentVersion',
  'editLocalizedFiles',
  'breadcrumbs',
  'tagsBasePath',
  'disableVersioning',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
  'tags',
  'onInlineTags',
  'admonitions',
  'docItemComponent',
  // (The docs' frame drawn from the instance's own route components: ../site-components/doc-root.ts.)
  'docsRootComponent',
  'docVersionRootComponent',
  'docRootComponent',
  'docLayoutComponent',
  // (The tags' and a category's pages drawn by the instance's own component: ../site-components/docs-pages.ts.)
  'docTagsListComponent',
  'docTagDocListComponent',
  'docCategoryGeneratedIndexComponent',
  // (By the site's own plugin-content-docs: ./docs-plugin-sidebars.ts, ./docs-number-prefixes.ts.)
  'sidebarItemsGenerator',
  'numberPrefixParser',
  // (Run where mdx-loader runs them: ./markdown-plugins.ts.)
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
  'recmaPlugins',
]);

const isUnset = (v: unknown) => v === undefined || v === null || v === false || (Array.isArray(v) && !v.length);

/** Route components at Docusaurus' own value (plugin-content-docs options.ts DEFAULT_OPTIONS; 2.x's docLayoutComponent): the theme's pages, which the engine draws. */
const DEFAULT_COMPONENTS: Record<string, string> = {
  docsRootComponent: '@theme/DocsRoot',
  docVersionRootComponent: '@theme/DocVersionRoot',
  docRootComponent: '@theme/DocRoot',
  docLayoutComponent: '@theme/DocPage',
  docTagsListComponent: '@theme/DocTagsListPage',
  docTagDocListComponent: '@theme/DocTagDocListPage',
  docCategoryGeneratedIndexComponent: '@theme/DocCategoryGeneratedIndexPage',
};

/** Report lines for the options of docs instance `id` the import does not apply. */
export function unappliedDocsOptions(options: Record<string, unknown>, id: string): string[] {
  return Object.entries(options)
    .filter(([key, value]) => !APPLIED.has(key) && !isUnset(value) && DEFAULT_COMPONENTS[key] !== value)
    .map(([key]) => `docs instance "${id}": ${key}: not applied`);
}
