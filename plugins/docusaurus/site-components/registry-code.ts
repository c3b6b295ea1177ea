/**
 * The generated folder's own code around the components' bundle, the same whether the bundle is
 * made whole (./bundle.ts) or again after an edit (./live.ts): the manifest of the probed modules,
 * the bundle's entry, the registry Next imports (`index.ts`) and the client modules' module.
 */
import path from 'node:path';
import { registryName, SPLIT_BUNDLE_MODULE } from '../../../lib/api/build';
import type { ModuleEntry } from '../../../lib/api/build';
import { rendersSidebarItems } from '../shared/prop-sidebar';
import { placeOfPart } from '../shared/places';
import { siteFactsStatement, type SiteFacts } from '../shared/site-facts';
import { docRootPlacesFrame, DOC_ROOT } from './doc-root';
import type { SiteClassNames } from '../../../lib/api/shared';

/** A module's exports as its probe build found them (and the files it read), or why it does not compile. */
export type Probe = { exports: string[]; inputs?: string[] } | { error: string };

/** The registry's `themeLayer` (lib/plugins/types.ts ThemeLayerComponents), from the generated folder. */
const THEME_LAYER_MODULE = '../../plugins/docusaurus/components/theme-layer';
/** The lazy parts' marker (siteLazy), from the generated folder. */
const FLIGHT_CHILDREN_MODULE = '../../plugins/docusaurus/components/flight-children';

/** Each module's manifest entry (ids in the order of `files`), from its probe. */
export function moduleEntries(files: string[], probes: Map<string, Probe>, siteRoot: string): Record<string, ModuleEntry> {
  const entries: Record<string, ModuleEntry> = {};
  for (const [n, file] of files.entries()) {
    const probed = probes.get(file)!;
    entries[file] = {
      id: String(n),
      // (A module of the engine's is named by its specifier: ./resolve.ts engineModule.)
      file: path.isAbsolute(file) ? path.relative(siteRoot, file) : file,
      exports: 'exports' in probed ? probed.exports : [],
      ...('error' in probed ? { error: probed.error } : {}),
    };
  }
  return entries;
}

/** The registry's names: one per export of each module that compiled. */
export function registryNames(modules: Record<string, ModuleEntry>): { file: string; exportName: string; name: string }[] {
  const good = Object.entries(modules).filter(([, m]) => !m.error && m.exports.length);
  return good.flatMap(([file, m]) => m.exports.map((e) => ({ file, exportName: e, name: registryName(m.id, e) })));
}

/**
 * The bundle's entry: the stylesheets, then each export as MDX renders it (`slotChildren`: DocusaurusFiles.slotChildren, absolute),
 * but those in `apart` (the parts and the pages' modules loaded on their own: splitParts, splitModules).
 */
export function bundleEntry(
  modules: Record<string, ModuleEntry>,
  stylesheets: string[],
  slotChildren: string,
  apart?: ReadonlyMap<string, string>,
  pages?: PageWrap,
): string {
  const names = registryNames(modules).filter((n) => !apart?.has(n.name));
  return [
    ...stylesheets.map((css) => `import ${JSON.stringify(css)};`),
    // Each export as MDX renders it: a component's children as the site wrote them.
    ...(names.length ? [groupEntry(names, slotChildren, pages)] : []),
  ].join('\n');
}

/**
 * The parts a page loads only where it draws them (the blog's places, the docs' parts…: whole trees of
 * the installed theme; a React page's own component), as Docusaurus loads a route's components with its
 * route: registry name → the chunk it loads in (partGroup; a React page's, its own). Each chunk is an
 * entry of its own (groupEntry), loaded through next/dynamic (lazyPartsCode), so a page's first load
 * carries the parts it renders and not the others'. The frame's parts, which every page draws, stay in
 * the bundle. What pages import themselves loads apart too, by module: splitModules.
 */
export function splitParts(modules: Record<string, ModuleEntry>, parts: Record<string, string>, routes: string[] = []): Map<string, string> {
  const apart = new Map<string, string>();
  for (const [part, file] of compiledThemeParts(modules, parts)) {
    const group = partGroup(part);
    if (group) apart.set(registryName(modules[file].id, 'default'), group);
  }
  for (const file of routes) {
    const m = modules[file];
    if (m && !m.error && m.exports.includes('default')) apart.set(registryName(m.id, 'default'), registryName(m.id, 'default'));
  }
  return apart;
}

/**
 * The modules pages import themselves (an MDX page's imports, the modules of its expressions), each
 * loaded apart as a chunk of its own (`m<id>`), as the parts are: registry name → chunk. All pages are
 * one route of Next's, whose client components load on every page, so a module in the bundle would
 * load on every page, where webpack gives each of Docusaurus' routes the chunks of its own imports
 * (ory/docs: 6.5 MB of scripts on a page that imports nothing, against Docusaurus' 3.1 MB). An export
 * that is a value is never drawn, so never loaded; a parent that compares a child's type with its own
 * import gets the child's own component (lazyPartsCode, ../components/flight-children.ts). Not the
 * theme's parts nor the React pages: splitParts places them.
 */
export function splitModules(modules: Record<string, ModuleEntry>, parts: Record<string, string>, routes: string[] = []): Map<string, string> {
  const held = new Set([...Object.values(parts), ...routes]);
  return new Map(registryNames(modules).flatMap((n) => (held.has(n.file) ? [] : [[n.name, `m${modules[n.file].id}`] as [string, string]])));
}

/**
 * The chunk a theme part loads in, by the pages that draw it: the blog's places in one, the docs' parts
 * in one, the not-found page's, the search page's, the Markdown pages' and the code block's each in theirs. Parts one page
 * draws load in one chunk, not side by side: Turbopack copies a module two sibling chunks share into
 * each (measured on the template's blog: 35 KB of the theme's code twice). Undefined for the frame's
 * parts (the footer, the navbar, Root, Layout, the announcement bar…), drawn on every page.
 */
export function partGroup(part: string): string | undefined {
  if (part.startsWith('Blog')) return 'blog';
  if (part.startsWith('Doc')) return 'docs';
  if (part.startsWith('NotFound')) return 'not-found';
  if (part === 'SearchPage') return 'search-page';
  if (part === 'MDXPage') return 'mdx-page';
  if (part === 'CodeBlock') return 'code-block';
  return undefined;
}

/** A chunk's entry: each of its members' export (a part's default), as the registry hands it out (withSlotChildren). */
export function groupEntry(members: { name: string; file: string; exportName?: string }[], slotChildren: string, pages?: PageWrap): string {
  const isPage = (name: string) => pages?.names.has(name) === true;
  return [
    `import { withSlotChildren } from ${JSON.stringify(slotChildren)};`,
    ...(members.some((m) => isPage(m.name)) ? [`import { withPageRecord } from ${JSON.stringify(pages!.module)};`] : []),
    ...members.flatMap(({ name, file, exportName = 'default' }, i) => [
      `import { ${exportName} as Part${i} } from ${JSON.stringify(file)};`,
      // (A React page inside its title record: ../components/page-record.tsx.)
      `export const ${name} = ${isPage(name) ? `withPageRecord(withSlotChildren(Part${i}))` : `withSlotChildren(Part${i})`};`,
    ]),
  ].join('\n');
}

/** The registry names of the site's React pages, and the module that wraps each (../components/page-record.tsx). */
export interface PageWrap {
  names: ReadonlySet<string>;
  module: string;
}

/** The registry names of the React pages among the modules (their files: `routes`). */
export function pageNames(modules: Record<string, ModuleEntry>, routes: readonly string[]): Set<string> {
  return new Set(routes.flatMap((file) => (modules[file] && !modules[file].error ? [registryName(modules[file].id, 'default')] : [])));
}

/** Where a split part's entry is written, in the generated folder. */
export const partFile = (name: string) => `parts/${name}`;

/**
 * `lazy-parts.ts`: each split part as next/dynamic loads it, from its chunk (preloaded by the pages
 * that render it); `bySide`: each side's own chunk, where the server's build differs (./bundle.ts serverBundle).
 * Each also names its chunk's export as React.lazy loads it (siteLazy): a parent whose children are
 * such parts gets their own components, as one bundle gave them (../components/flight-children.ts).
 */
export function lazyPartsCode(apart: ReadonlyMap<string, string>, bySide = false): string {
  const from = (group: string) => JSON.stringify(bySide ? `${SPLIT_BUNDLE_MODULE}/${partFile(group)}` : `./${partFile(group)}.mjs`);
  return [
    '"use client";',
    '// Generated by plugins/docusaurus/site-components/bundle.ts: the parts pages load only where they draw them.',
    "import dynamic from 'next/dynamic';",
    "import { lazy } from 'react';",
    `import { siteLazy } from '${FLIGHT_CHILDREN_MODULE}';`,
    ...[...apart].map(
      ([n, group]) =>
        `export const ${n} = siteLazy(dynamic(() => import(${from(group)}).then((m) => m.${n})), lazy(() => import(${from(group)}).then((m) => ({ default: m.${n} }))));`,
    ),
    '',
  ].join('\n');
}

/** The site's theme parts (./theme-parts.ts) that compiled, by part name. */
export function compiledThemeParts(modules: Record<string, ModuleEntry>, parts: Record<string, string>): [string, string][] {
  return Object.entries(parts).filter(([, file]) => {
    const m = modules[file];
    return m && !m.error && m.exports.includes('default');
  });
}

/** Whether the site's compiled parts draw the sidebar's entries (lib/plugins/types.ts SidebarItems; the manifest's `sidebarInRender`). */
export const drawsSidebar = (modules: Record<string, ModuleEntry>, parts: Record<string, string>) =>
  rendersSidebarItems(compiledThemeParts(modules, parts).map(([part]) => part));

/** The theme layer's members this site's compiled parts do not draw with: the React sidebar entries, the whole sidebar. */
function layerLeftOut(modules: Record<string, ModuleEntry>, parts: Record<string, string>): string[] {
  const compiled = compiledThemeParts(modules, parts).map(([part]) => part);
  return [...(drawsSidebar(modules, parts) ? [] : ['SidebarItems']), ...(compiled.includes('DocSidebar') ? [] : ['DocsSidebar'])];
}

/**
 * `index.ts`: the registry Next imports as `docs-site-components`: the site's components, its compiled
 * parts by the engine's places (`places`, which the engine reads) and by their Docusaurus names
 * (`themeParts`, which the room's own components read), and the theme layer. (Its stylesheet, bundle.css, is the
 * site's stylesheet's to import, between Infima and the site's customCss: ../site-styles/compile.ts.)
 */
export function registryCode(
  modules: Record<string, ModuleEntry>,
  parts: Record<string, string>,
  heads: { doc?: true },
  facts: SiteFacts,
  apart?: ReadonlyMap<string, string>,
  classes: SiteClassNames = {},
): string {
  const names = registryNames(modules);
  const inBundle = names.filter((n) => !apart?.has(n.name));
  const loadedApart = names.filter((n) => apart?.has(n.name));
  const leftOut = layerLeftOut(modules, parts);
  const compiled = compiledThemeParts(modules, parts).map(([part, file]) => [part, registryName(modules[file].id, 'default')] as const);
  const partNames = compiled.map(([part, name]) => `${JSON.stringify(part)}: ${name}`);
  // (The engine's places, ../shared/places.ts, each drawn by the part that has it.)
  const placeNames = compiled.flatMap(([part, name]) => {
    const place = placeOfPart(part);
    return place ? [`${JSON.stringify(place)}: ${name}`] : [];
  });
  return [
    '// Generated by plugins/docusaurus/site-components/bundle.ts: the site components pages may render.',
    ...(inBundle.length ? [`import { ${inBundle.map((n) => n.name).join(', ')} } from './bundle.mjs';`] : []),
    ...(loadedApart.length ? [`import { ${loadedApart.map((n) => n.name).join(', ')} } from './lazy-parts';`] : []),
    `export const siteComponents = { ${names.map((n) => n.name).join(', ')} };`,
    `export const places = { ${placeNames.join(', ')} };`,
    `export const themeParts = { ${partNames.join(', ')} };`,
    // (The places whose part places the page frame itself, the shell leaving it to the page: a docs frame whose DocsRoot renders the Layout.)
    `export const framePlaces = ${JSON.stringify(compiled.some(([part]) => part === DOC_ROOT) && docRootPlacesFrame(parts[DOC_ROOT]) ? { 'doc-root': true } : {})};`,
    // (The theme's module classes of the docs frame, as this site's build names them: ./frame-module-classes.ts.)
    `export const siteClasses = ${JSON.stringify(classes)};`,
    // (The pages whose head the site's components write: lib/content/page-head.ts.)
    `export const ownHeads = ${JSON.stringify(heads)};`,
    // (What the theme layer, which Next compiles, knows of the site: ../shared/site-facts.ts.)
    siteFactsStatement(facts),
    // Docusaurus' parts of the frame (the React sidebar, the docs context), for this site only; the
    // sidebar's entries are React's only where the site's parts draw them, the whole sidebar only where its code does.
    ...(leftOut.length
      ? [
          `import { themeLayer as layer } from '${THEME_LAYER_MODULE}';`,
          `export const themeLayer = { ...layer, ${leftOut.map((m) => `${m}: undefined`).join(', ')} };`,
        ]
      : [`export { themeLayer } from '${THEME_LAYER_MODULE}';`]),
    '',
  ].join('\n');
}

/** The client modules' entry: each module that compiled, in order. */
export function clientModulesEntry(good: string[]): string {
  return [
    ...good.map((f, i) => `import * as __client${i} from ${JSON.stringify(f)};`),
    `export const clientModules = [${good.map((_, i) => `__client${i}`).join(', ')}];`,
  ].join('\n');
}

/** The client modules' CSS, beside their module in the generated folder. */
export const CLIENT_MODULES_CSS = 'client-modules.css';

/**
 * `client-modules.ts`, which Next imports as `docs-site-client-modules`. (Their CSS, client-modules.css,
 * is the site stylesheet's, after the site's customCss, where Docusaurus' styles.css has it: ../site-styles/compile.ts.)
 */
export function clientModulesCode(): string {
  return [
    '// Generated by plugins/docusaurus/site-components/bundle.ts: the client modules every page runs.',
    "export { clientModules } from './client-modules.mjs';",
    '',
  ].join('\n');
}
