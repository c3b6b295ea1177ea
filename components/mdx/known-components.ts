/**
 * The tags content may use, known without loading a component, so that `npm run check` runs
 * without React: the registry's components (components/mdx/registry.tsx must define exactly
 * these; lib/check/__tests__/known-components.test.ts compares), then the ones render.tsx binds
 * per page: DocCardList and the plugins' components.
 */
import { pluginComponentNames } from '../../lib/plugins/engine';

export const REGISTRY_COMPONENT_NAMES = [
  'Admonition',
  'AdmonitionTitle',
  'CodeBlock',
  'CodeBlockSource',
  'Card',
  'CardGrid',
  'Tabs',
  'TabItem',
  'Details',
  'Heading',
  'Highlight',
  'Mermaid',
  'PassThrough',
  'PassThroughInline',
  'TOCInline',
  'Link',
] as const;

export type RegistryComponentName = (typeof REGISTRY_COMPONENT_NAMES)[number];

/** Bound per page in render.tsx (they need the page), but known to the checker. */
const PAGE_BOUND = ['DocCardList', ...pluginComponentNames()];

export const KNOWN_COMPONENTS: readonly string[] = [...REGISTRY_COMPONENT_NAMES, ...PAGE_BOUND];
