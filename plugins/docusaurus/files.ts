/**
 * Where the files that answer Docusaurus' modules are, relative to the checkout's root: the
 * engine's own components where they are what Docusaurus' are, this room's ports (./components)
 * for the rest. The site's bundle resolves each module to its file (./site-components/bundle.ts).
 */
import type { SidebarItemPart } from './shared/prop-sidebar';
import { DOC_ITEM_PART_EXPORTS } from './shared/doc-item-parts';
import { FOOTER_FILE, FOOTER_PART_FILES } from './shared/footer-parts';
import { DOCS_MAIN_MODULES, ENGINE_ORIGINALS } from './shared/layout-parts';

export interface DocusaurusFiles {
  /** The file that answers each Docusaurus module of ./site-components/docusaurus-modules.ts, by specifier. */
  docusaurus: Readonly<Record<string, string>>;
  /** What each compiled site component is wrapped in, so its children render as MDX wrote them (flight-children.ts). */
  slotChildren: string;
  /** What a React page of the site is wrapped in, so its heads share one title record (page-record.tsx). */
  pageRecord: string;
  /**
   * The modules @docusaurus/theme-live-codeblock adds or replaces, where the config loads it
   * (./live-codeblock.ts); a site's swizzle of one wins, as over any theme component.
   */
  liveCodeBlock: Readonly<Record<string, string>>;
}

const ICONS = ['ExternalLink', 'Arrow', 'Close', 'Copy', 'Success', 'Edit', 'Home', 'Menu', 'Language', 'LightMode', 'DarkMode', 'SystemColorMode', 'WordWrap'];
const SIDEBAR_ITEM_FILES: Record<SidebarItemPart, string> = {
  DocSidebarItems: 'plugins/docusaurus/components/sidebar/DocSidebarItems.tsx',
  DocSidebarItem: 'plugins/docusaurus/components/sidebar/DocSidebarItem.tsx',
  'DocSidebarItem/Category': 'plugins/docusaurus/components/sidebar/DocSidebarItemCategory.tsx',
  'DocSidebarItem/Link': 'plugins/docusaurus/components/sidebar/DocSidebarItemLink.tsx',
  'DocSidebarItem/Html': 'plugins/docusaurus/components/sidebar/DocSidebarItemHtml.tsx',
};
const DOC_ITEM_PARTS = 'plugins/docusaurus/components/doc-item/DocItemParts.tsx';

export const DOCUSAURUS_FILES: DocusaurusFiles = {
  docusaurus: {
    '@docusaurus/Link': 'plugins/docusaurus/components/Link.tsx',
    '@docusaurus/useBaseUrl': 'plugins/docusaurus/components/useBaseUrl.ts',
    '@docusaurus/useDocusaurusContext': 'plugins/docusaurus/components/useDocusaurusContext.ts',
    '@docusaurus/BrowserOnly': 'plugins/docusaurus/components/BrowserOnly.tsx',
    '@docusaurus/ErrorBoundary': 'plugins/docusaurus/components/ErrorBoundary.tsx',
    '@theme/ErrorPageContent': 'plugins/docusaurus/components/ErrorBoundary.tsx',
    '@docusaurus/useIsBrowser': 'plugins/docusaurus/components/useIsBrowser.ts',
    '@docusaurus/isInternalUrl': 'plugins/docusaurus/components/isInternalUrl.ts',
    '@docusaurus/Noop': 'plugins/docusaurus/components/Noop.ts',
    '@docusaurus/useBrokenLinks': 'plugins/docusaurus/components/useBrokenLinks.ts',
    '@docusaurus/useIsomorphicLayoutEffect': 'plugins/docusaurus/components/useIsomorphicLayoutEffect.ts',
    '@docusaurus/ExecutionEnvironment': 'plugins/docusaurus/components/ExecutionEnvironment.ts',
    '@docusaurus/Head': 'plugins/docusaurus/components/Head.tsx',
    '@docusaurus/router': 'plugins/docusaurus/components/router.tsx',
    '@docusaurus/Translate': 'plugins/docusaurus/components/Translate.tsx',
    '@docusaurus/useGlobalData': 'plugins/docusaurus/components/useGlobalData.ts',
    '@docusaurus/useRouteContext': 'plugins/docusaurus/components/useRouteContext.ts',
    '@docusaurus/renderRoutes': 'plugins/docusaurus/components/renderRoutes.tsx',
    '@docusaurus/theme-common': 'plugins/docusaurus/components/theme-common.ts',
    '@docusaurus/theme-common/internal': 'plugins/docusaurus/components/theme-common-internal.ts',
    '@docusaurus/plugin-content-docs/client': 'plugins/docusaurus/components/docs-client.ts',
    '@docusaurus/plugin-content-blog/client': 'plugins/docusaurus/components/blog-client.tsx',
    '@theme/MDXContent': 'plugins/docusaurus/components/MDXContent.tsx',
    '@theme/SearchMetadata': 'plugins/docusaurus/components/SearchMetadata.tsx',
    '@theme/MDXComponents/Img': 'plugins/docusaurus/components/MDXImg.tsx',
    '@theme/EditThisPage': 'plugins/docusaurus/components/EditThisPage.tsx',
    '@theme/EditMetaRow': 'plugins/docusaurus/components/EditMetaRow.tsx',
    '@theme/LastUpdated': 'plugins/docusaurus/components/LastUpdated.tsx',
    '@theme/Tag': 'plugins/docusaurus/components/Tag.tsx',
    '@theme/TagsListInline': 'plugins/docusaurus/components/TagsListInline.tsx',
    '@theme/Layout': 'plugins/docusaurus/components/Layout.tsx',
    '@theme-original/Layout': 'plugins/docusaurus/components/Layout.tsx',
    '@theme/Layout/Provider': 'plugins/docusaurus/components/LayoutProvider.tsx',
    '@theme/Navbar': 'plugins/docusaurus/components/FrameParts.tsx',
    '@theme/Footer': 'plugins/docusaurus/components/FrameParts.tsx',
    '@theme/AnnouncementBar': 'plugins/docusaurus/components/FrameParts.tsx',
    '@theme/SkipToContent': 'plugins/docusaurus/components/FrameParts.tsx',
    '@theme/ThemedImage': 'plugins/docusaurus/components/ThemedImage.tsx',
    '@theme/BackToTopButton': 'plugins/docusaurus/components/BackToTopButton.tsx',
    '@theme/Logo': 'plugins/docusaurus/components/Logo.tsx',
    '@theme/CodeBlock': 'plugins/docusaurus/components/CodeBlock.tsx',
    '@theme/Heading': 'components/mdx/Details.tsx',
    '@theme/Admonition': 'plugins/docusaurus/components/Admonition.tsx',
    '@theme/Tabs': 'plugins/docusaurus/components/Tabs.tsx',
    '@theme/TabItem': 'plugins/docusaurus/components/TabItem.tsx',
    '@theme/Details': 'plugins/docusaurus/components/Details.tsx',
    '@theme/MDXComponents': 'plugins/docusaurus/components/MDXComponents.tsx',
    '@theme-original/MDXComponents': 'plugins/docusaurus/components/MDXComponents.tsx',
    ...Object.fromEntries(['Code', 'A', 'Pre'].map((part) => [`@theme/MDXComponents/${part}`, 'plugins/docusaurus/components/MDXComponents.tsx'])),
    '@theme/MDXComponents/Details': 'plugins/docusaurus/components/MDXComponentsDetails.tsx',
    '@theme/MDXComponents/Heading': 'components/mdx/Details.tsx',
    '@theme-original/DocSidebar/Desktop/Content': 'plugins/docusaurus/components/DocSidebarDesktopContent.tsx',
    '@theme/NavbarItem/DocsVersionDropdownNavbarItem': 'plugins/docusaurus/components/DocsVersionDropdownNavbarItem.tsx',
    // The search place of a site's navbar (./site-components/navbar-place.ts): the engine's search box.
    '@theme/Navbar/Search': 'plugins/docusaurus/components/NavbarSearch.tsx',
    // The search box's place wherever a site's code draws one (plugins/docusaurus/components/SearchPlace.tsx).
    '@theme/SearchBar': 'plugins/docusaurus/components/SearchPlace.tsx',
    // A doc page's item and its parts (./site-components/doc-item.ts).
    '@theme/DocItem': 'plugins/docusaurus/components/doc-item/DocItem.tsx',
    '@theme/DocItem/Layout': 'plugins/docusaurus/components/doc-item/DocItemLayout.tsx',
    ...Object.fromEntries(Object.keys(DOC_ITEM_PART_EXPORTS).map((name) => [`@theme/${name}`, DOC_ITEM_PARTS])),
    '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem': 'plugins/docusaurus/components/DocsVersionDropdownNavbarItem.tsx',
    // What a site's wrapper of the docs' main column wraps: its children, in the engine's column.
    ...Object.fromEntries(DOCS_MAIN_MODULES.map((name) => [`@theme-original/${name}`, 'plugins/docusaurus/components/DocRootLayoutMain.tsx'])),
    // What a site's wrapper of Root wraps: theme-classic's, its children alone.
    '@theme-original/Root': 'plugins/docusaurus/components/Root.tsx',
    // The footer and its parts (./shared/footer-parts.ts).
    '@theme-original/Footer': FOOTER_FILE,
    ...Object.fromEntries(Object.entries(FOOTER_PART_FILES).map(([name, file]) => [`@theme/${name}`, file])),
    ...Object.fromEntries(ICONS.map((name) => [`@theme/Icon/${name}`, 'plugins/docusaurus/components/Icons.tsx'])),
    // The docs' and the blog's paginators and their links, where the installed theme has none (./site-components/shim-plugin.ts INSTALLED_FIRST).
    '@theme/DocPaginator': 'plugins/docusaurus/components/DocPaginator.tsx',
    '@theme/PaginatorNavLink': 'plugins/docusaurus/components/PaginatorNavLink.tsx',
    '@theme/BlogPostPaginator': 'plugins/docusaurus/components/BlogPostPaginator.tsx',
    '@theme/BlogListPaginator': 'plugins/docusaurus/components/BlogListPaginator.tsx',
    // The card list and card, where the installed theme has none (the same rule).
    '@theme/DocCardList': 'plugins/docusaurus/components/DocCardList.tsx',
    '@theme/DocCard': 'plugins/docusaurus/components/DocCard.tsx',
    // Layout parts a site's wrap-swizzle renders (plugins/docusaurus/site-components/theme-parts.ts).
    ...Object.fromEntries(ENGINE_ORIGINALS.map((part) => [`@theme-original/${part}`, 'plugins/docusaurus/components/OriginalPart.tsx'])),
    // The sidebar's entries (plugins/docusaurus/site-components/theme-parts.ts SIDEBAR_ITEM_PARTS).
    ...Object.fromEntries(
      Object.entries(SIDEBAR_ITEM_FILES).flatMap(([part, file]) => [
        [`@theme/${part}`, file],
        [`@theme-original/${part}`, file],
      ]),
    ),
  },
  slotChildren: 'plugins/docusaurus/components/flight-children.ts',
  pageRecord: 'plugins/docusaurus/components/page-record.tsx',
  liveCodeBlock: {
    '@theme/CodeBlock': 'plugins/docusaurus/components/LiveCodeBlock.tsx',
    '@theme-original/CodeBlock': 'plugins/docusaurus/components/LiveCodeBlock.tsx',
    // (The theme's CodeBlock wraps the classic theme's, which is the engine's.)
    '@theme-init/CodeBlock': 'plugins/docusaurus/components/CodeBlock.tsx',
    '@theme/Playground': 'plugins/docusaurus/components/Playground.tsx',
    '@theme/ReactLiveScope': 'plugins/docusaurus/components/ReactLiveScope.ts',
    // (What react-live 2 transpiles with, as the theme's webpack alias gives it.)
    buble: 'plugins/docusaurus/components/custom-buble.ts',
  },
};
