/**
 * The tags content may use, known without loading a component, so that `npm run check` runs
 * without React: the registry's components (components/mdx/registry.tsx must define exactly
 * these; lib/check/__tests__/known-components.test.ts compares), then the ones render.tsx binds
 * per page: DocCardList and the plugins' components.
 */
import { pluginComponentNames, pluginStaticComponentNames } from '../../lib/plugins/engine';

export const REGISTRY_COMPONENT_NAMES = [
  'Admonition',
  'AdmonitionTitle',
  'CodeBlock',
  'CodeBlockSource',
  'Card',
  'CardGrid',
  'DocCard',
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

/**
 * Components that render plain markup (their behaviour, if any, attaches by delegation from the
 * site shell): every registry component, DocCardList and the plugins' static ones. A page using
 * only these needs no hydration of its article; any other name (the site's own components, a
 * page's exported ones, the plugins' interactive ones) keeps the article hydrated. Here, not in
 * the registry, so that the check (no React) knows it too.
 */
const MARKUP_ONLY = new Set<string>([...REGISTRY_COMPONENT_NAMES, 'DocCardList', ...pluginStaticComponentNames()]);

export const isMarkupOnly = (used: readonly string[]) => used.every((name) => !/^[A-Z]/.test(name) || MARKUP_ONLY.has(name));
