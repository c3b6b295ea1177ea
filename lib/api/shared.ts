/**
 * The core's public surface for plugins, for the browser as well as the server: paths, sidebars and small helpers (lib/shared, lib/browser).
 * A room (plugins/…) imports the core only through these modules (scripts/lib/rooms.ts).
 */
export { admonitionStyle, admonitionType } from '../shared/admonition-types';
export { fetchSidebar } from '../browser/fetch-sidebar';
export { docsPluginOfSet, setOfDocsPlugin } from '../shared/docs-plugin-set';
export { NEW_TAB, escapeHtml, isExternalHref, withTrailingSlash, writtenAttributes } from '../shared/html';
export { delocalizePath, localeOfPath, localizeAbsoluteLink, localizePath } from '../shared/locale-paths';
export { localeDropdownLinks, type LocaleDropdownLink } from '../shared/locale-link';
export { isMarkdownModuleValue } from '../shared/markdown-module-value';
export type { MarkdownModuleValue } from '../shared/markdown-module-value';
export { caretLabel } from '../shared/sidebar-caret';
export { findCategory, firstSidebarLink, isVisibleItem, startsExpanded } from '../shared/sidebar-tree';
export { siteBase, siteEnginePaths, siteMount } from '../shared/site-paths';
export { svgParts } from '../shared/svg-parts';
export type { SiteClassNames, ThemeClassNames } from '../shared/theme-classes';
export type { SidebarClassNames } from '../shared/sidebar-html';
