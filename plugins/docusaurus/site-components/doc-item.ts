/**
 * A doc page drawn by the site's own components, as Docusaurus draws it: each doc's route renders
 * its docs plugin's `docItemComponent` (plugin-content-docs routes.ts createDocRoute; `@theme/DocItem`
 * by default) with the page's content, and `@theme/DocItem` renders `@theme/DocItem/Layout`, which
 * arranges the doc's parts (`DocItem/Content`, `DocItem/Footer`, `DocBreadcrumbs`, …). Where a docs
 * instance names another component, or the site swizzles any of those modules, the engine renders
 * its doc pages that way too: the engine's modules for the parts draw the engine's own (../components/doc-item/),
 * a swizzle or a plugin's component replaces them where Docusaurus' aliases say, and a part whose
 * installed module renders a swizzle (`TOC` under `DocItem/TOC/Desktop`) is that module (./doc-item-places.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { hostedPartsPlugin, instanceComponents } from './instance-components';
import { importsOriginal, isSwizzledIn, swizzledThemeModule } from './resolve';
import { DOC_ITEM_MODULES } from '../shared/doc-item-parts';
import { placesReachingSwizzles } from './doc-item-places';
import { installedAliases, type ThemeAliases } from './theme-aliases';

/** The theme part that draws a doc page this way (./theme-parts.ts), as the bundle resolves it. */
export const DOC_ITEM_PART = 'docs-engine:doc-item';

const DEFAULT_COMPONENT = '@theme/DocItem';

/** Each docs instance's `docItemComponent` other than the default, by plugin id, from the site's config as data (site.config.json `sourceConfig`). */
export const docItemComponents = (config: Record<string, unknown> | undefined): Record<string, string> =>
  instanceComponents(config, { part: 'docs', plugin: /plugin-content-docs/, option: 'docItemComponent', byDefault: DEFAULT_COMPONENT });

/** The modules of a doc page's item the site swizzled (src/theme/<name>: a file, or a folder's index). */
export function swizzledDocItemModules(siteRoot: string): string[] {
  return DOC_ITEM_MODULES.filter(isSwizzledIn(siteRoot));
}

/**
 * Whether the site's doc pages are drawn by its components: an instance names its own item, the site
 * swizzles a part of it, or the installed theme's module for a part reaches a swizzle (`aliases`: the
 * site's installed themes, where the caller has them).
 */
export function drawsDocItems(siteRoot: string, config: Record<string, unknown> | undefined, aliases?: ThemeAliases): boolean {
  return (
    Object.keys(docItemComponents(config)).length > 0 ||
    swizzledDocItemModules(siteRoot).length > 0 ||
    Object.keys(placesReachingSwizzles(siteRoot, aliases ?? installedAliases(siteRoot, config))).length > 0
  );
}

/**
 * The kinds of pages whose head the site's own components write (lib/content/page-head.ts): its doc
 * pages where it swizzled `DocItem/Metadata` (theme-classic's PageMetadata of the doc: title,
 * description, keywords, image) without rendering the original, which is the engine's and writes nothing.
 */
export function ownHeads(siteRoot: string): { doc?: true } {
  const metadata = swizzledThemeModule(siteRoot, 'DocItem/Metadata');
  return metadata && !importsOriginal(fs.readFileSync(metadata, 'utf8'), 'DocItem/Metadata') ? { doc: true } : {};
}

/** The host of each doc page's item (../components/doc-item/DocItemHost.tsx), from the checkout's root. */
const HOST = path.join(process.cwd(), 'plugins/docusaurus/components/doc-item/DocItemHost.tsx');

/** Answers DOC_ITEM_PART: the host, with `@theme/DocItem` and each instance's own component, resolved as any theme import. */
export function docItemPlugin(config: Record<string, unknown> | undefined): Plugin {
  return hostedPartsPlugin('docusaurus-doc-item', /^docs-engine:doc-item$/, () => ({
    hostFile: HOST,
    host: 'docItemHost',
    component: DEFAULT_COMPONENT,
    own: docItemComponents(config),
  }));
}
