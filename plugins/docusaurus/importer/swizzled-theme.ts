/**
 * Swizzled theme components (src/theme/<Name>) replace a piece of Docusaurus' layout on every page.
 * The engine renders its own layout, so it uses one only where the site imports `@theme/<Name>`
 * itself (not a replaced page frame, `Layout`: plugins/docusaurus/site-components/resolve.ts), `MDXComponents` (the pages' global components),
 * a wrapper of a layout part the engine has, a doc page's item and its parts, the footer and its parts, `Root` and the sidebar's entries (plugins/docusaurus/site-components/theme-parts.ts),
 * a module one of the doc item's parts, the navbar or the blog's posts render (plugins/docusaurus/site-components/doc-item-places.ts, navbar-place.ts, blog-places.ts);
 * each other one is a line of the report.
 */
import fs from 'node:fs';
import path from 'node:path';
import { themeParts } from '../site-components/theme-parts';
import { ICON_MODULES } from '../admonition-icons-file';
import { docItemComponents } from '../site-components/doc-item';
import { DOC_ITEM_MODULES } from '../shared/doc-item-parts';
import { FOOTER_MODULES } from '../shared/footer-parts';
import { LIVE_CODEBLOCK_PARTS } from '../live-codeblock';
import { placesReachingSwizzles } from '../site-components/doc-item-places';
import { installedAliases } from '../site-components/theme-aliases';
import { navbarReachedSwizzles } from '../site-components/navbar-place';
import { blogPlaceSwizzles } from '../site-components/blog-places';
import { docsPageSwizzles } from '../site-components/docs-pages';
import { mdxPageSwizzles } from '../site-components/mdx-page';
import { docRootSwizzles } from '../site-components/doc-root';
import { docSidebarReachedSwizzles } from '../site-components/doc-sidebar-place';
import { codeBlockSwizzles } from '../site-components/code-block-place';
import { admonitionSwizzles } from '../site-components/admonition-place';
import { detailsSwizzles } from '../site-components/details-place';
import { docsMainSwizzle } from '../site-components/docs-main';
import { DOCUSAURUS_MODULES } from '../site-components/docusaurus-modules';
import { DOCUSAURUS_FILES } from '../files';
import { usesLiveCodeBlock } from '../live-codeblock';
import { ownSiteRoot, siteThemePath, srcApart } from '../site-components/site-src';
import { asModule } from '../site-components/resolve';
import { originalImportsOf, themeImportsOf } from '../site-components/theme-graph';

const MODULE = /\.(jsx?|tsx?|mjs)$/;
const DECLARATION = /\.d\.(ts|mts|cts)$/;
const SOURCE = /\.(mdx?|jsx?|tsx?|mjs)$/;
/** The config names theme modules as option values (`docRootComponent: '@theme/DocRoot'`), which render only where the engine applies the option. */
const CONFIG_FILE = /^docusaurus\.config\.[cm]?[jt]s$/;

/** Theme component names a site swizzled: `Footer`, `DocSidebar/Desktop` (a folder's index or a file). */
export function swizzledComponents(siteRoot: string): string[] {
  const themeDir = siteThemePath(siteRoot);
  if (!fs.existsSync(themeDir)) return [];
  const names = new Set<string>();
  for (const rel of fs.readdirSync(themeDir, { recursive: true }) as string[]) {
    const file = rel.split(path.sep).join('/');
    if (!MODULE.test(file) || DECLARATION.test(file) || !fs.statSync(path.join(themeDir, rel)).isFile()) continue;
    names.add(file.replace(MODULE, '').replace(/\/index$/, ''));
  }
  return [...names].filter((n) => ![...names].some((p) => n.startsWith(`${p}/`))).sort();
}

/** The `@theme/<name>` names the site's files outside src/theme/ import. */
function themeImports(siteRoot: string): Set<string> {
  const found = new Set<string>();
  const themeDir = siteThemePath(siteRoot);
  const own = ownSiteRoot(siteRoot);
  const ownThemeDir = own && path.join(own, 'src/theme');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.') && abs !== themeDir && abs !== ownThemeDir) walk(abs);
      } else if (SOURCE.test(entry.name) && !CONFIG_FILE.test(entry.name))
        for (const m of fs.readFileSync(abs, 'utf8').matchAll(/['"]@theme\/([\w/-]+)['"]/g)) found.add(m[1]);
    }
  };
  walk(siteRoot);
  // (The site read where it lies, outside the content folder: its pages and src/, ../site-components/site-src.ts.)
  const apart = srcApart(siteRoot);
  if (own) walk(own);
  else if (apart) walk(apart);
  return found;
}

const LINE = /^src\/theme\/\S+: a swizzled theme component/;

/** The room's port that answers `@theme/<name>` (../files.ts), which the site's bundle compiles: its own `@theme/…` imports resolve as the site's code's. */
function enginePort(name: string): string | undefined {
  const rel = DOCUSAURUS_FILES.docusaurus[`@theme/${name}`];
  return rel && path.join(process.cwd(), rel);
}

/** The file that draws `@theme/<name>` in the site's code: the site's own (an ejected Layout too), else the engine's port, else the installed theme's. */
const drawnFile = (siteRoot: string, aliases: ReturnType<typeof installedAliases>, name: string): string | undefined =>
  asModule(siteThemePath(siteRoot, name)) ?? enginePort(name) ?? aliases.last.get(name);

/**
 * The theme modules that the used ones render in turn, as the site's code resolves them (../site-components/resolve.ts):
 * a swizzle imported by a swizzle the engine draws (the site's Navbar's `@theme/NavbarItem`, its
 * MDXComponents' `@theme/Tabs`, the footer logo port's `@theme/ThemedImage`) is drawn too, as is one an
 * installed module between them imports, or the installed module a wrapper wraps. The walk starts at every
 * used module as the site's code draws it (a swizzle, the engine's port, an installed part: the phone's toggle and its Icon/Menu).
 */
function reachedThroughUsed(siteRoot: string, aliases: ReturnType<typeof installedAliases>, used: ReadonlySet<string>): string[] {
  const reached = new Set<string>();
  const seen = new Set([...used, 'MDXComponents']);
  const queue = [...seen].flatMap((name) => drawnFile(siteRoot, aliases, name) ?? []);
  const walked = new Set(queue);
  const walk = (file: string | undefined) => {
    if (file && !walked.has(file)) {
      walked.add(file);
      queue.push(file);
    }
  };
  while (queue.length) {
    const file = queue.shift()!;
    for (const imported of themeImportsOf(file))
      if (!seen.has(imported)) {
        seen.add(imported);
        reached.add(imported);
        walk(drawnFile(siteRoot, aliases, imported));
      }
    // (A wrapper renders the installed module it wraps, and what that renders: a wrapped Navbar/Content's toggle, its Icon/Menu.)
    for (const original of originalImportsOf(file)) walk(aliases.last.get(original));
  }
  return [...reached];
}

/**
 * The report's lines (`unmappedConfig`) with those of the swizzles made again for the folder `to` as
 * it is now: the components' packages installed after the import's first lines were written hold the
 * installed theme, whose modules may render a swizzle (a doc item's place, the navbar, the blog's).
 */
export function withInstalledThemeSwizzles(lines: readonly string[], to: string, config: Record<string, unknown> | undefined): string[] {
  return [...lines.filter((l) => !LINE.test(l)), ...unappliedSwizzles(to, usesLiveCodeBlock(config), config)];
}

/**
 * Report lines for the swizzled components the engine does not use (`liveCodeBlock`: the config
 * loads theme-live-codeblock, whose parts live blocks render with; `config`: the site's config as data).
 */
export function unappliedSwizzles(siteRoot: string, liveCodeBlock = false, config?: Record<string, unknown>): string[] {
  const aliases = installedAliases(siteRoot, config);
  // A module no theme has (src/theme/card) replaces nothing: it is the site's, reached by its imports.
  const isThemeModule = (n: string) => !aliases.last.size || aliases.last.has(n) || `@theme/${n}` in DOCUSAURUS_MODULES;
  const swizzled = swizzledComponents(siteRoot).filter((n) => n !== 'MDXComponents' && isThemeModule(n));
  if (!swizzled.length) return [];
  const used = themeImports(siteRoot);
  if (liveCodeBlock) for (const part of LIVE_CODEBLOCK_PARTS) used.add(part);
  const parts = themeParts(siteRoot, config);
  for (const part of Object.keys(parts)) used.add(part);
  // The paginators' links, which the docs' and the blog's paginators render (../site-components/theme-parts.ts).
  if (parts.DocPaginator) used.add('PaginatorNavLink');
  // The card list's cards and their parts (3.10: DocCard/Layout, /Heading, /Description), which its part renders.
  if (parts.DocCardList) for (const name of swizzled) if (/^DocCard(List)?(\/|$)/.test(name)) used.add(name);
  // The admonitions' icons, which the import renders (./admonition-icons.ts).
  for (const name of Object.values(ICON_MODULES)) used.add(`Admonition/Icon/${name}`);
  // A doc page's item the site draws: each of its modules is rendered where Docusaurus' layout has
  // it, and a docs instance's own item on its pages.
  if (parts.DocItem) for (const name of DOC_ITEM_MODULES) used.add(name);
  // The footer is drawn through its parts on every page.
  for (const name of FOOTER_MODULES) used.add(name);
  // A swizzle a doc item's place renders, where the installed theme's module takes the place (../site-components/doc-item-places.ts).
  for (const reached of Object.values(placesReachingSwizzles(siteRoot, aliases))) for (const name of reached) used.add(name);
  // A swizzle the navbar renders, where the installed theme's navbar takes the engine's (../site-components/navbar-place.ts).
  for (const name of navbarReachedSwizzles(siteRoot, aliases)) used.add(name);
  // A swizzle the docs' sidebar renders, where the installed theme's sidebar takes the engine's (../site-components/doc-sidebar-place.ts).
  for (const name of docSidebarReachedSwizzles(siteRoot, aliases)) used.add(name);
  // A blog place's swizzle, or one its installed module renders (../site-components/blog-places.ts).
  for (const reached of Object.values(blogPlaceSwizzles(siteRoot, aliases))) for (const name of reached) used.add(name);
  // A docs page's swizzle, or one its installed module renders (../site-components/docs-pages.ts).
  for (const reached of Object.values(docsPageSwizzles(siteRoot, aliases))) for (const name of reached) used.add(name);
  // A Markdown page's swizzle, or one its installed module renders (../site-components/mdx-page.ts).
  for (const name of mdxPageSwizzles(siteRoot, aliases)) used.add(name);
  // A docs frame's swizzle, or one its installed modules render (../site-components/doc-root.ts).
  for (const reached of Object.values(docRootSwizzles(siteRoot, aliases))) for (const name of reached) used.add(name);
  // A code block's swizzle, or one the installed CodeBlock renders (../site-components/code-block-place.ts).
  for (const name of codeBlockSwizzles(siteRoot, aliases, liveCodeBlock)) used.add(name);
  // A page's details, drawn by the site's Details or MDXComponents/Details (../site-components/details-place.ts).
  for (const name of detailsSwizzles(siteRoot)) used.add(name);
  // The admonitions' tree, drawn by the installed theme's Admonition (../site-components/admonition-place.ts).
  for (const name of admonitionSwizzles(siteRoot, aliases)) used.add(name);
  // The languages the site teaches Prism, which its code blocks are tokenized with (../site-components/prism-grammars.ts).
  used.add('prism-include-languages');
  // The docs' main column, by its name in the installed theme (../site-components/docs-main.ts).
  const docsMain = docsMainSwizzle(siteRoot, aliases);
  if (docsMain) used.add(docsMain.name);
  for (const spec of Object.values(docItemComponents(config))) if (spec.startsWith('@theme/')) used.add(spec.slice('@theme/'.length));
  for (const name of reachedThroughUsed(siteRoot, aliases, used)) used.add(name);
  return swizzled
    .filter((n) => !used.has(n))
    .map(
      (n) => `src/theme/${n}: a swizzled theme component (it replaced Docusaurus' ${n} on every page); the engine renders its own layout, so it is not applied`,
    );
}
