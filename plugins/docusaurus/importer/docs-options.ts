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
  // (By the site's own plugin-content-docs: ./docs-plugin-sidebars.ts.)
  'sidebarItemsGenerator',
  // (Run where mdx-loader runs them: ./markdown-plugins.ts.)
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
  'recmaPlugins',
]);

/** What an option not applied did in Docusaurus, for its report line. */
const WHAT: Record<string, string> = {
  numberPrefixParser: 'a function of the site that reads number prefixes of file and folder names',
};

/** Options applied in some of their forms only: numberPrefixParser as true or false, not as a function of the site's. */
const APPLIED_AS: Record<string, (value: unknown) => boolean> = {
  numberPrefixParser: (value) => typeof value === 'boolean',
};

const isUnset = (v: unknown) => v === undefined || v === null || v === false || (Array.isArray(v) && !v.length);

/** Report lines for the options of docs instance `id` the import does not apply. */
export function unappliedDocsOptions(options: Record<string, unknown>, id: string): string[] {
  return Object.entries(options)
    .filter(([key, value]) => (APPLIED_AS[key] ? !APPLIED_AS[key](value) : !APPLIED.has(key) && !isUnset(value)))
    .map(([key]) => `docs instance "${id}": ${key}${WHAT[key] ? ` (${WHAT[key]})` : ''}: not applied`);
}
