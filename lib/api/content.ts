/**
 * The core's public surface for plugins: the content index and its records (lib/content), the walk over a content folder (lib/source), and the pages plugin's pages (lib/pages).
 * A room (plugins/…) imports the core only through these modules (scripts/lib/rooms.ts).
 */
export { docsPluginId } from '../content/docs-client-data';
export type { DocsClientData, GlobalDoc, GlobalVersion } from '../content/docs-client-data';
export type { CardDoc, CardListFacts, VersionLink } from '../content/routes';
export type { LocaleNav } from '../content/locale-nav';
export { SIDEBARS_FILE } from '../content/sidebars-file';
export { siteSearchPages } from '../content/site-search-pages';
export type { LoadedSite } from '../content/store';
export { siteIndex } from '../content/site-index';
export { docTags } from '../content/doc-tags';
export type { RouteEntry } from '../content/site-index';
export type { ContentIndex, DocRecord, SetRecord, SidebarCustomProps, SidebarItem, VersionRecord } from '../content/types';
export type { LocaleEditUrls, VersionEntry, VersionsFile } from '../content/versions';
export { pageFiles as sitePageFiles } from '../pages/build-pages';
export { dropUncompiledPages, pageModuleError, pageModules } from '../pages/compiled-pages';
export type { PageRecord } from '../pages/types';
export { contentBounds, contentPaths } from '../source/content-paths';
export { walkContent } from '../source/content-walk';
export type { ContentEntry, LinkDefect } from '../source/content-walk';
export { blankFrontmatter } from '../source/frontmatter';
export { allowedFolders, isWithin } from '../source/inside-content';
export { staticFileAt, staticFolders, type StaticFolder } from '../source/static-folders';
export { utf8Problem } from '../source/utf8';
