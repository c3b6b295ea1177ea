/**
 * The core's public surface for plugins: the site's configuration (lib/config), its types, defaults and checks.
 * A room (plugins/…) imports the core only through these modules (scripts/lib/rooms.ts).
 */
export type { AdmonitionTypesEntry } from '../config/admonition-types';
export { BLOG_OPTIONS, DEFAULT_EXCLUDE, FEED_OPTIONS, blogScope } from '../config/blog';
export type { BlogConfig } from '../config/blog';
export { configHtmlScripts } from '../config/config-scripts';
export { siteLocales } from '../config/i18n';
export type { I18nConfig, Locale, LocaleConfig } from '../config/i18n';
export { SEVERITIES } from '../config/link-policy';
export type { ReportingSeverity } from '../config/link-policy';
export type { MarkdownPluginEntry } from '../config/markdown-plugins';
export { DEFAULT_MERMAID_THEMES } from '../config/mermaid-in-browser';
export type { MermaidInBrowser } from '../config/mermaid-in-browser';
export { DEFAULT_PAGES } from '../config/pages';
export type { PagesConfig } from '../config/pages';
export type { MarkdownModuleRef } from '../config/plugin-pages';
export type { PluginRoute } from '../config/plugin-routes';
export { DEFAULT_PRISM_THEME, PRISM_THEMES, prismProblems, resolvePrismTheme } from '../config/prism';
export type { CodeBlockClasses, PrismConfig, PrismThemeData } from '../config/prism';
export { isValidPathname } from '../config/redirects';
export type { Redirect } from '../config/redirects';
export type { FooterLink, NavbarDropdownEntry, NavbarItem, NavbarLinkItem, NavbarPosition, SiteConfig } from '../config/site-config';
export type { NumberPrefixTable } from '../source/paths';
export { headTagProblems, isEventHandlerAttribute, socialImage } from '../config/site-head';
export type { HeadTag, HeadTagLists, HeadTagName, SiteHead } from '../config/site-head';
