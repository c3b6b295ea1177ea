/**
 * The modules authors import the engine's MDX components from, as Docusaurus' docs teach
 * (`import Tabs from '@theme/Tabs'`): each binds to the engine's own component
 * (components/mdx/registry.tsx), so a page written that way builds unchanged on any site.
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
