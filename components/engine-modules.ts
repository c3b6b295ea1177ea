/**
 * Where the engine's React modules are (lib/site-components/engine-modules.ts says what each is
 * for). Whoever wires a build or the live preview hands this value to the engine, so lib/ names no
 * file of components/.
 */
import type { EngineModules } from '@/lib/site-components/engine-modules';
import type { SidebarItemPart } from '@/lib/shared/docusaurus-sidebar';

const ICONS = ['ExternalLink', 'Arrow', 'Close', 'Copy', 'Success', 'Edit', 'Home', 'Menu', 'Language', 'LightMode', 'DarkMode', 'SystemColorMode', 'WordWrap'];
const SIDEBAR_ITEM_FILES: Record<SidebarItemPart, string> = {
  DocSidebarItems: 'components/docusaurus/sidebar/DocSidebarItems.tsx',
  DocSidebarItem: 'components/docusaurus/sidebar/DocSidebarItem.tsx',
  'DocSidebarItem/Category': 'components/docusaurus/sidebar/DocSidebarItemCategory.tsx',
  'DocSidebarItem/Link': 'components/docusaurus/sidebar/DocSidebarItemLink.tsx',
  'DocSidebarItem/Html': 'components/docusaurus/sidebar/DocSidebarItemHtml.tsx',
};
const ORIGINAL_PARTS = ['SearchBar', 'TOCCollapsible', 'NotFound/Content', 'DocItem/Layout'];

export const ENGINE_MODULES: EngineModules = {
  render: 'components/mdx/render-tree.tsx',
  docusaurus: {
    '@docusaurus/Link': 'components/docusaurus/Link.tsx',
    '@docusaurus/useBaseUrl': 'components/docusaurus/useBaseUrl.ts',
    '@docusaurus/useDocusaurusContext': 'components/docusaurus/useDocusaurusContext.ts',
    '@docusaurus/BrowserOnly': 'components/docusaurus/BrowserOnly.tsx',
    '@docusaurus/ErrorBoundary': 'components/docusaurus/ErrorBoundary.tsx',
    '@theme/ErrorPageContent': 'components/docusaurus/ErrorBoundary.tsx',
    '@docusaurus/useIsBrowser': 'components/docusaurus/useIsBrowser.ts',
    '@docusaurus/isInternalUrl': 'components/docusaurus/isInternalUrl.ts',
    '@docusaurus/Noop': 'components/docusaurus/Noop.ts',
    '@docusaurus/useBrokenLinks': 'components/docusaurus/useBrokenLinks.ts',
    '@docusaurus/useIsomorphicLayoutEffect': 'components/docusaurus/useIsomorphicLayoutEffect.ts',
    '@docusaurus/ExecutionEnvironment': 'components/docusaurus/ExecutionEnvironment.ts',
    '@docusaurus/Head': 'components/docusaurus/Head.tsx',
    '@docusaurus/router': 'components/docusaurus/router.tsx',
    '@docusaurus/Translate': 'components/docusaurus/Translate.tsx',
    '@docusaurus/useGlobalData': 'components/docusaurus/useGlobalData.ts',
    '@docusaurus/theme-common': 'components/docusaurus/theme-common.ts',
    '@docusaurus/theme-common/internal': 'components/docusaurus/theme-common-internal.ts',
    '@docusaurus/plugin-content-docs/client': 'components/docusaurus/docs-client.ts',
    '@docusaurus/plugin-content-blog/client': 'components/docusaurus/blog-client.tsx',
    '@theme/MDXContent': 'components/docusaurus/MDXContent.tsx',
    '@theme/SearchMetadata': 'components/docusaurus/SearchMetadata.tsx',
    '@theme/MDXComponents/Img': 'components/docusaurus/MDXImg.tsx',
    '@theme/EditThisPage': 'components/docusaurus/EditThisPage.tsx',
    '@theme/Layout': 'components/docusaurus/Layout.tsx',
    '@theme-original/Layout': 'components/docusaurus/Layout.tsx',
    '@theme/ThemedImage': 'components/docusaurus/ThemedImage.tsx',
    '@theme/BackToTopButton': 'components/docusaurus/BackToTopButton.tsx',
    '@theme/Logo': 'components/docusaurus/Logo.tsx',
    '@theme/CodeBlock': 'components/docusaurus/CodeBlock.tsx',
    '@theme/Heading': 'components/mdx/Details.tsx',
    '@theme/Admonition': 'components/docusaurus/Admonition.tsx',
    '@theme/Tabs': 'components/mdx/Tabs.tsx',
    '@theme/TabItem': 'components/docusaurus/TabItem.tsx',
    '@theme/Details': 'components/mdx/Details.tsx',
    '@theme/MDXComponents': 'components/docusaurus/MDXComponents.tsx',
    '@theme-original/MDXComponents': 'components/docusaurus/MDXComponents.tsx',
    ...Object.fromEntries(['Code', 'A', 'Pre', 'Details'].map((part) => [`@theme/MDXComponents/${part}`, 'components/docusaurus/MDXComponents.tsx'])),
    '@theme/MDXComponents/Heading': 'components/mdx/Details.tsx',
    '@theme-original/DocSidebar/Desktop/Content': 'components/docusaurus/DocSidebarDesktopContent.tsx',
    '@theme/NavbarItem/DocsVersionDropdownNavbarItem': 'components/docusaurus/DocsVersionDropdownNavbarItem.tsx',
    '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem': 'components/docusaurus/DocsVersionDropdownNavbarItem.tsx',
    ...Object.fromEntries(ICONS.map((name) => [`@theme/Icon/${name}`, 'components/docusaurus/Icons.tsx'])),
    // Layout parts a site's wrap-swizzle renders (lib/site-components/theme-parts.ts).
    ...Object.fromEntries(ORIGINAL_PARTS.map((part) => [`@theme-original/${part}`, 'components/docusaurus/OriginalPart.tsx'])),
    // The sidebar's entries (lib/site-components/theme-parts.ts SIDEBAR_ITEM_PARTS).
    ...Object.fromEntries(
      Object.entries(SIDEBAR_ITEM_FILES).flatMap(([part, file]) => [
        [`@theme/${part}`, file],
        [`@theme-original/${part}`, file],
      ]),
    ),
  },
  slotChildren: 'components/docusaurus/flight-children.ts',
};
