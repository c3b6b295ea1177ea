/**
 * The `<html>` classes theme-classic's frames give a page through HtmlClassNameProvider, for the frames
 * the engine draws itself (its docs frame, its Layout, its not-found page): DocsRoot's `docs-wrapper`,
 * the Layout provider's plugin classes (PluginHtmlClassNameProvider), DocVersionRoot's version class,
 * DocRoot's `docs-doc-page`, DocItem's doc id, a tags page's own. Written through a Head
 * (./document-attributes.ts), so they are in the exported page and follow the page in the browser.
 */

/** PluginHtmlClassNameProvider's classes for the plugin whose route renders the page (theme-common metadataUtils). */
export const pluginClasses = (plugin: { name: string; id: string }): string =>
  `plugin-${plugin.name.replace(/docusaurus-(?:plugin|theme)-(?:content-)?/gi, '')} plugin-id-${plugin.id}`;

/** Which of a docs instance's pages: under DocRoot (a doc, a category's page), a tags page beside it, or a path none of its routes match (DocRoot's NotFound/Content). */
export type DocsFramePage = { docRoot: true; doc?: string } | { docRoot: false; tags: 'list' | 'tag' } | { notFound: true };

/** The docs frame's classes, outermost first: DocsRoot, the Layout's provider, DocVersionRoot's (the version's className), then DocRoot's and DocItem's, or the tags page's. */
export function docsFrameClasses(pluginId: string, versionClassName: string, page: DocsFramePage): string {
  const own =
    'notFound' in page
      ? []
      : page.docRoot
        ? ['docs-doc-page', page.doc && `docs-doc-id-${page.doc}`]
        : [page.tags === 'list' ? 'docs-tags-list-page' : 'docs-tag-doc-list-page'];
  return ['docs-wrapper', pluginClasses({ name: 'docusaurus-plugin-content-docs', id: pluginId }), versionClassName, ...own].filter(Boolean).join(' ');
}

/** MDXPage's classes (its front matter's wrapper, else `mdx-wrapper`), then the Layout provider's for the pages plugin. */
export const markdownPageClasses = (wrapperClassName: string | undefined): string =>
  `${wrapperClassName ?? 'mdx-wrapper'} mdx-page ${pluginClasses({ name: 'docusaurus-plugin-content-pages', id: 'default' })}`;

/** Docusaurus' not-found route is core's own: its plugin is `native`. */
export const NOT_FOUND_CLASSES = pluginClasses({ name: 'native', id: 'default' });
