/**
 * The Docusaurus modules the engine answers, in one table: esbuild resolves them for the site's
 * components and React pages (./bundle.ts, to the files components/engine-modules.ts names for
 * them), and MDX pages' imports of them (lib/mdx/remark-imports.ts) bind either to the engine's own
 * MDX component or, for the rest, to the module compiled with the site's components (./resolve.ts),
 * so a page may import whatever a component may.
 */
import { SIDEBAR_ITEM_PARTS } from '../shared/prop-sidebar';
import { DOC_ITEM_PART_EXPORTS } from '../shared/doc-item-parts';
import { FOOTER_PART_FILES } from '../shared/footer-parts';
import { DOCS_MAIN_MODULES, ENGINE_ORIGINALS } from '../shared/layout-parts';
import { COMPONENT_IMPORTS } from './component-imports';

export interface DocusaurusModule {
  /** The named export standing for Docusaurus' default export, where the engine's module has none. */
  defaultExport?: string;
}

export const DOCUSAURUS_MODULES: Readonly<Record<string, DocusaurusModule>> = {
  '@docusaurus/Link': {},
  '@docusaurus/useBaseUrl': {},
  '@docusaurus/useDocusaurusContext': {},
  '@docusaurus/BrowserOnly': {},
  '@docusaurus/ErrorBoundary': {},
  '@theme/ErrorPageContent': { defaultExport: 'ErrorPageContent' },
  '@docusaurus/useIsBrowser': {},
  '@docusaurus/isInternalUrl': {},
  '@docusaurus/Noop': {},
  '@docusaurus/useBrokenLinks': {},
  '@docusaurus/useIsomorphicLayoutEffect': {},
  '@docusaurus/ExecutionEnvironment': {},
  '@docusaurus/Head': {},
  '@docusaurus/router': {},
  '@docusaurus/Translate': {},
  '@docusaurus/useGlobalData': {},
  '@docusaurus/useRouteContext': {},
  '@docusaurus/renderRoutes': {},
  '@docusaurus/theme-common': {},
  '@docusaurus/theme-common/internal': {},
  '@docusaurus/plugin-content-docs/client': {},
  '@docusaurus/plugin-content-blog/client': {},
  '@theme/MDXContent': {},
  '@theme/SearchMetadata': {},
  '@theme/MDXComponents/Img': {},
  '@theme/EditThisPage': {},
  '@theme/EditMetaRow': {},
  '@theme/LastUpdated': {},
  '@theme/Tag': {},
  '@theme/TagsListInline': {},
  '@theme/Layout': {},
  // What a site's Layout wrapper wraps (plugins/docusaurus/site-components/resolve.ts FRAME_PARTS): the engine's.
  '@theme-original/Layout': {},
  // The layout's providers, which a page drawing its own frame wraps itself in: the engine's shell holds them.
  '@theme/Layout/Provider': {},
  // The bar and footer such a page renders itself: the shell's are there already; in the site's own
  // page frame (an ejected Layout), the shell's, where the frame places them (../components/FrameParts.tsx).
  '@theme/Navbar': { defaultExport: 'Navbar' },
  '@theme/Footer': { defaultExport: 'Footer' },
  '@theme/AnnouncementBar': { defaultExport: 'AnnouncementBar' },
  '@theme/SkipToContent': { defaultExport: 'SkipToContent' },
  '@theme/ThemedImage': {},
  '@theme/BackToTopButton': {},
  '@theme/Logo': {},
  '@theme/CodeBlock': {},
  '@theme/Heading': { defaultExport: 'Heading' },
  '@theme/Admonition': { defaultExport: 'Admonition' },
  '@theme/Tabs': { defaultExport: 'Tabs' },
  '@theme/TabItem': { defaultExport: 'TabItem' },
  '@theme/Details': { defaultExport: 'Details' },
  // The map the Markdown a component imports renders with (./bundle.ts mdxContentPlugin), and its parts.
  '@theme/MDXComponents': {},
  '@theme-original/MDXComponents': {},
  '@theme/MDXComponents/Code': { defaultExport: 'MDXCode' },
  '@theme/MDXComponents/A': { defaultExport: 'MDXA' },
  '@theme/MDXComponents/Pre': { defaultExport: 'MDXPre' },
  '@theme/MDXComponents/Details': {},
  '@theme/MDXComponents/Heading': { defaultExport: 'Heading' },
  ...Object.fromEntries(
    ['ExternalLink', 'Arrow', 'Close', 'Copy', 'Success', 'Edit', 'Home', 'Menu', 'Language', 'LightMode', 'DarkMode', 'SystemColorMode', 'WordWrap'].map(
      (name) => [`@theme/Icon/${name}`, { defaultExport: name }],
    ),
  ),
  '@theme/DocPaginator': {},
  '@theme/PaginatorNavLink': {},
  '@theme/BlogPostPaginator': {},
  '@theme/BlogListPaginator': {},
  '@theme/DocCardList': {},
  '@theme/DocCard': {},
  // Layout parts a site's wrap-swizzle renders (./theme-parts.ts).
  '@theme-original/DocSidebar/Desktop/Content': {},
  ...Object.fromEntries(ENGINE_ORIGINALS.map((part) => [`@theme-original/${part}`, {}])),
  // A doc page's item and its parts (./doc-item.ts): each the engine's, named as the port names it.
  '@theme/DocItem': {},
  '@theme/DocItem/Layout': {},
  ...Object.fromEntries(Object.entries(DOC_ITEM_PART_EXPORTS).map(([name, defaultExport]) => [`@theme/${name}`, { defaultExport }])),
  '@theme/NavbarItem/DocsVersionDropdownNavbarItem': {},
  '@theme/Navbar/Search': {},
  '@theme/SearchBar': {},
  '@theme-original/Root': {},
  ...Object.fromEntries(DOCS_MAIN_MODULES.map((name) => [`@theme-original/${name}`, {}])),
  // The footer the site's config draws, and its parts (./theme-parts.ts).
  '@theme-original/Footer': {},
  ...Object.fromEntries(Object.keys(FOOTER_PART_FILES).map((name) => [`@theme/${name}`, {}])),
  // The sidebar's entries, which a site's own DocSidebarItem parts render among (./theme-parts.ts).
  ...Object.fromEntries(
    SIDEBAR_ITEM_PARTS.flatMap((part) => [
      [`@theme/${part}`, {}],
      [`@theme-original/${part}`, {}],
    ]),
  ),
  '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem': {},
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

/**
 * The card list and card: a site component's import of them is a module (the installed theme's, else the
 * room's port), a page's is the engine's MDX renderer's place for them (components/mdx/render.tsx), which
 * draws that module as a theme part (./theme-parts.ts).
 */
const MDX_DRAWN = ['@theme/DocCardList', '@theme/DocCard'];

/** Docusaurus theme components an MDX page may import that the engine's MDX renderer draws (most have no module of their own). */
export const MDX_ONLY_THEME_IMPORTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(COMPONENT_IMPORTS).filter(([spec]) => !(spec in DOCUSAURUS_MODULES) || MDX_DRAWN.includes(spec)),
);
