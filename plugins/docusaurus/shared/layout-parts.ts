/**
 * The layout parts a site may wrap-swizzle whose original is the engine's part in its place
 * (../components/OriginalPart.tsx): `@theme-original/<part>` inside the site's wrapper.
 */
export const ORIGINAL_PARTS = ['SearchBar', 'TOCCollapsible', 'NotFound', 'NotFound/Content', 'AnnouncementBar', 'SearchPage'] as const;

/**
 * Parts whose place the engine hands to a host of the site's component (a blog post's page:
 * ../site-components/blog-places.ts). A wrapper's original is the installed theme's module, as under
 * Docusaurus; the engine's part only where no theme is installed.
 */
export const HOSTED_PARTS = ['BlogPostPage'] as const;

/** The docs' main column's module names, Docusaurus 3's then 2's (../site-components/docs-main.ts). */
export const DOCS_MAIN_MODULES = ['DocRoot/Layout/Main', 'DocPage/Layout/Main'] as const;

/**
 * The parts `@docusaurus/theme-search-algolia` draws (DocSearch's search box and search page), which
 * the classic preset adds for themeConfig.algolia: where it is installed, its own are drawn and are
 * what a site's wrapper of them wraps (../site-components/theme-parts.ts, ../site-components/shim-plugin.ts).
 */
export const DOCSEARCH_PARTS: readonly string[] = ['SearchBar', 'SearchPage'];

/** Whether a theme module is one of the installed theme-search-algolia's. */
export const isDocSearchThemeFile = (file: string) => /[\\/]@docusaurus[\\/]theme-search-algolia[\\/]/.test(file);

/** Every part whose `@theme-original/<part>` is the engine's part in its place. */
export const ENGINE_ORIGINALS: readonly string[] = [...ORIGINAL_PARTS, ...HOSTED_PARTS];
