/**
 * The Docusaurus modules the engine answers, in one table: esbuild resolves them for the site's
 * components and React pages (./bundle.ts), and MDX pages' imports of them (lib/mdx/remark-imports.ts)
 * bind either to the engine's own MDX component or, for the rest, to the module compiled with the
 * site's components (./resolve.ts), so a page may import whatever a component may.
 */
export interface DocusaurusModule {
  /** The engine file that answers it, relative to the engine root. */
  file: string;
  /** The named export standing for Docusaurus' default export, where the engine's module has none. */
  defaultExport?: string;
  /** In MDX: the engine's MDX component (components/mdx/registry.tsx) that an import of it binds to. */
  mdx?: string;
}

const shim = (file: string) => `components/docusaurus/${file}`;
const engine = (file: string) => `components/mdx/${file}`;

export const DOCUSAURUS_MODULES: Readonly<Record<string, DocusaurusModule>> = {
  '@docusaurus/Link': { file: shim('Link.tsx'), mdx: 'Link' },
  '@docusaurus/useBaseUrl': { file: shim('useBaseUrl.ts') },
  '@docusaurus/useDocusaurusContext': { file: shim('useDocusaurusContext.ts') },
  '@docusaurus/BrowserOnly': { file: shim('BrowserOnly.tsx'), mdx: 'BrowserOnly' },
  '@docusaurus/ErrorBoundary': { file: shim('ErrorBoundary.tsx') },
  '@theme/ErrorPageContent': { file: shim('ErrorBoundary.tsx'), defaultExport: 'ErrorPageContent' },
  '@docusaurus/useIsBrowser': { file: shim('useIsBrowser.ts') },
  '@docusaurus/isInternalUrl': { file: shim('isInternalUrl.ts') },
  '@docusaurus/Noop': { file: shim('Noop.ts') },
  '@docusaurus/useBrokenLinks': { file: shim('useBrokenLinks.ts') },
  '@docusaurus/useIsomorphicLayoutEffect': { file: shim('useIsomorphicLayoutEffect.ts') },
  '@docusaurus/ExecutionEnvironment': { file: shim('ExecutionEnvironment.ts') },
  '@docusaurus/Head': { file: shim('Head.tsx') },
  '@docusaurus/router': { file: shim('router.tsx') },
  '@docusaurus/Translate': { file: shim('Translate.tsx') },
  '@docusaurus/useGlobalData': { file: shim('useGlobalData.ts') },
  '@docusaurus/theme-common': { file: shim('theme-common.ts') },
  '@docusaurus/theme-common/internal': { file: shim('theme-common-internal.ts') },
  '@docusaurus/plugin-content-docs/client': { file: shim('docs-client.ts') },
  '@theme/Layout': { file: shim('Layout.tsx') },
  // What a site's Layout wrapper wraps (lib/site-components/resolve.ts FRAME_PARTS): the engine's.
  '@theme-original/Layout': { file: shim('Layout.tsx') },
  '@theme/ThemedImage': { file: shim('ThemedImage.tsx') },
  '@theme/BackToTopButton': { file: shim('BackToTopButton.tsx') },
  '@theme/Logo': { file: shim('Logo.tsx') },
  '@theme/CodeBlock': { file: shim('CodeBlock.tsx'), mdx: 'CodeBlockSource' },
  '@theme/Heading': { file: engine('Details.tsx'), defaultExport: 'Heading', mdx: 'Heading' },
  '@theme/Admonition': { file: engine('Admonition.tsx'), defaultExport: 'Admonition', mdx: 'Admonition' },
  '@theme/Tabs': { file: engine('Tabs.tsx'), defaultExport: 'Tabs', mdx: 'Tabs' },
  '@theme/TabItem': { file: engine('Tabs.tsx'), defaultExport: 'TabItem', mdx: 'TabItem' },
  '@theme/Details': { file: engine('Details.tsx'), defaultExport: 'Details', mdx: 'Details' },
  '@theme-original/MDXComponents': { file: shim('theme-original.ts') },
  ...Object.fromEntries(
    ['ExternalLink', 'Arrow', 'Close', 'Copy', 'Success', 'Edit', 'Home', 'Menu', 'Language', 'LightMode', 'DarkMode', 'SystemColorMode', 'WordWrap'].map(
      (name) => [`@theme/Icon/${name}`, { file: shim('Icons.tsx'), defaultExport: name }],
    ),
  ),
  // Layout parts a site's wrap-swizzle renders (./theme-wrappers.ts).
  '@theme-original/DocSidebar/Desktop/Content': { file: shim('DocSidebarDesktopContent.tsx') },
  ...Object.fromEntries(
    ['SearchBar', 'TOCCollapsible', 'NotFound/Content', 'DocItem/Layout'].map((part) => [`@theme-original/${part}`, { file: shim('OriginalPart.tsx') }]),
  ),
  '@theme/NavbarItem/DocsVersionDropdownNavbarItem': { file: shim('DocsVersionDropdownNavbarItem.tsx') },
  '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem': { file: shim('DocsVersionDropdownNavbarItem.tsx') },
};

const CLIENT_EXPORTS = /^@docusaurus\/core\/lib\/client\/exports\/([^/]+?)(?:\.js)?$/;

/**
 * The module a specifier names, as Docusaurus' webpack aliases give it: `@docusaurus/X` is an alias
 * of `@docusaurus/core/lib/client/exports/X` (core's getDocusaurusAliases), so a component that
 * imports the file by its path (`@docusaurus/core/lib/client/exports/useDocusaurusContext`) gets the
 * same module; any other specifier is returned as it is.
 */
export function docusaurusModuleSpec(spec: string): string {
  const m = CLIENT_EXPORTS.exec(spec);
  return m ? `@docusaurus/${m[1]}` : spec;
}

/** Docusaurus theme components an MDX page may import that only the engine's MDX renderer has (no module of their own). */
export const MDX_ONLY_THEME_IMPORTS: Readonly<Record<string, string>> = {
  '@theme/DocCardList': 'DocCardList',
  '@theme/DocCard': 'DocCard',
  '@theme/TOCInline': 'TOCInline',
};
