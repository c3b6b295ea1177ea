/**
 * The tags content may use, known without loading a component, so that `npm run check` runs
 * without React: the registry's components (components/mdx/registry.tsx must define exactly
 * these; components/mdx/__tests__/known-components.test.ts compares), then DocCardList, which
 * render.tsx binds per page. The site's plugins add theirs (lib/plugins/engine.ts).
 */
import { pluginStaticComponentNames, pluginThemeDrawnComponents } from '../plugins/engine';
import type { DocsPlugin } from '../plugins/types';

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
  // An SVG the page imports, drawn inline (remark-imports: Docusaurus' SVGR component).
  'InlineSvg',
  'Link',
  'BrowserOnly',
  // Docusaurus' MDXComponents give every page <Head> without an import (a site plugin may add one).
  'Head',
] as const;

export type RegistryComponentName = (typeof REGISTRY_COMPONENT_NAMES)[number];

/** Bound per page in render.tsx (it needs the page), but known to the checker. */
const PAGE_BOUND = ['DocCardList'];

/** The engine's components; the site's plugins' and its own are added where the site is known. */
export const KNOWN_COMPONENTS: readonly string[] = [...REGISTRY_COMPONENT_NAMES, ...PAGE_BOUND];

/** Registry components that render in the browser after hydration: a page using one hydrates. */
// (<Head>'s tags go into the document's head, which React hoists them to when Next renders the page.)
const HYDRATED: readonly string[] = ['BrowserOnly', 'Head'];

const MARKUP_ONLY = new Set<string>([...REGISTRY_COMPONENT_NAMES.filter((name) => !HYDRATED.includes(name)), ...PAGE_BOUND]);

/**
 * Whether components render plain markup (their behaviour, if any, attaches by delegation from the
 * site shell): every registry component, DocCardList and the site's plugins' static ones. A page
 * using only these needs no hydration of its article; any other name (the site's own components, a
 * page's exported ones, the plugins' interactive ones) keeps the article hydrated. Here, not in
 * the registry, so that the check (no React) knows it too.
 */
export function isMarkupOnly(used: readonly string[], plugins: readonly DocsPlugin[]): boolean {
  const fromPlugins = pluginStaticComponentNames(plugins);
  // (Not an engine component a theme layer draws with the site's own code, which only Next's render has.)
  const themeDrawn = pluginThemeDrawnComponents(plugins);
  return used.every((name) => !/^[A-Z]/.test(name) || (MARKUP_ONLY.has(name) && !themeDrawn.includes(name)) || fromPlugins.includes(name));
}
