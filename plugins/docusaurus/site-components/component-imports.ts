/**
 * The modules Docusaurus' docs teach authors to import MDX components from (`import Tabs from
 * '@theme/Tabs'`): each binds to the engine's own component of that name (components/mdx/registry.tsx),
 * handed to the core as the plugin's PageImports.components (../page-imports.ts).
 */
export const COMPONENT_IMPORTS: Readonly<Record<string, string>> = {
  '@docusaurus/Link': 'Link',
  '@docusaurus/BrowserOnly': 'BrowserOnly',
  '@theme/CodeBlock': 'CodeBlockSource',
  '@theme/Heading': 'Heading',
  '@theme/Admonition': 'Admonition',
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Details': 'Details',
  '@theme/DocCardList': 'DocCardList',
  '@theme/DocCard': 'DocCard',
  '@theme/TOCInline': 'TOCInline',
};
