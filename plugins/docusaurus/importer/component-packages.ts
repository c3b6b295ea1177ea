/**
 * The npm packages a Docusaurus site's components and pages import, as the content folder's install
 * takes them: the site's own ranges, and the peers its own install gave.
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteFiles } from './site-links';
import { lockedVersions, packageRanges } from './workspace-packages';
import { DOCUSAURUS_MODULES } from '../site-components/docusaurus-modules';
import { COMPONENT_IMPORTS } from '../site-components/component-imports';

/** The package whose theme folder holds the `@theme/…` modules the engine does not answer (../site-components/theme-aliases.ts). */
const CLASSIC_THEME = '@docusaurus/theme-classic';

/**
 * A Docusaurus package at the version the site's Docusaurus runs: Docusaurus' packages are released
 * together, so the package's locked version, else the core's (locked, else as declared: a caret range
 * of the package alone would install a later one than the site's swizzles were written for).
 */
function docusaurusVersion(root: string, name: string, declared: Record<string, string>): string | undefined {
  const locked = lockedVersions(root);
  return locked[name] ?? locked['@docusaurus/core'] ?? declared['@docusaurus/core'];
}

/**
 * The `@docusaurus/…` packages the engine answers: core's client exports (`@docusaurus/Link`,
 * `@docusaurus/router`: aliases, not packages) and the packages it ports (theme-common, the docs
 * and blog plugins' clients). Any other (`@docusaurus/theme-search-algolia/client`,
 * `@docusaurus/utils-common`) is a package of the site's install, installed as Docusaurus' is.
 */
function answeredByEngine(name: string): boolean {
  const last = name.slice('@docusaurus/'.length);
  // (Core's client exports are named as modules, `Link`, `useBaseUrl`, `isInternalUrl`: no npm package is.)
  const clientExport = /[A-Z]/.test(last) || /^(use|is|render)[A-Z]/.test(last) || ['router', 'constants'].includes(last);
  return clientExport || name in DOCUSAURUS_MODULES || ['core', 'theme-common', 'plugin-content-docs', 'plugin-content-blog'].includes(last);
}

/** Whether the bundle finds `spec` (`@theme/X`, `@theme-original/X`, `@theme-init/X`) in the classic theme's folder: the engine does not answer it. */
function classicThemeModule(spec: string): boolean {
  const drawn = spec.replace(/^@theme-(original|init)\//, '@theme/');
  return !(drawn in DOCUSAURUS_MODULES) && !(drawn in COMPONENT_IMPORTS);
}

/** Packages every site component may use without declaring them: the engine provides these. */
// (Package names: `react` itself, not `react-github-btn`.)
const PROVIDED = /^(react|react-dom|@mdx-js\/react)$|^(@theme|@theme-original|@theme-init|@site)(\/|$)/;

/**
 * The npm packages the site's src/ modules import that the engine does not provide, with the
 * version ranges of the site's package.json (in a monorepo, also those of the folders above it, with
 * `catalog:` and `workspace:` ranges resolved: ./workspace-packages.ts), or for a package it only has
 * through another one (prop-types, say) the version its lock file installed. esbuild resolves them
 * from <content>/node_modules. A wanted package whose range no registry install can meet is named
 * in `notes` with the reason.
 */
export function componentPackages(
  root: string,
  pagePackages: Iterable<string> = [],
  notes?: Map<string, string>,
  /** Ranges for wanted packages the site neither declares nor locked (a theme's own dependency, where the site has no lock file). */
  fallbacks: Record<string, string> = {},
): Record<string, string> {
  const { ranges: versions, unresolved } = packageRanges(root);
  const wanted = new Set<string>();
  const out: Record<string, string> = {};
  for (const rel of siteFiles(root, path.join(root, 'src'))) {
    if (!/\.(jsx?|tsx?|mjs)$/.test(rel)) continue;
    const text = fs.readFileSync(path.join(root, 'src', rel), 'utf8');
    // (`import('pkg')` too: a component may load a package when it needs it, which webpack bundles as a chunk.)
    for (const m of text.matchAll(/(?:from\s+|import\s+|import\(|require\()\s*['"]([^'"./][^'"]*)['"]/g)) {
      const name = m[1].startsWith('@') ? m[1].split('/').slice(0, 2).join('/') : m[1].split('/')[0];
      if (name.startsWith('@docusaurus/')) {
        if (!answeredByEngine(name)) wanted.add(name);
      } else if (!PROVIDED.test(name)) wanted.add(name);
      // (A swizzle that imports a part of the classic theme the engine does not draw, `@theme/LastUpdated`, reads the theme's own file.)
      else if (/^@theme(-original|-init)?\//.test(m[1]) && classicThemeModule(m[1])) wanted.add(CLASSIC_THEME);
    }
  }
  // Packages the stylesheets import (`@import '~bootstrap/scss/bootstrap'`, `@import "tailwindcss/theme.css"`),
  // which Docusaurus' CSS and Sass loaders find in node_modules.
  for (const rel of siteFiles(root, path.join(root, 'src'))) {
    if (!/\.(css|s[ac]ss)$/.test(rel)) continue;
    const text = fs.readFileSync(path.join(root, 'src', rel), 'utf8');
    for (const m of text.matchAll(/@(?:import|use|forward)\s+(?:url\(\s*)?['"]~?([^'"./][^'"]*)['"]/g)) {
      const name = m[1].startsWith('@') ? m[1].split('/').slice(0, 2).join('/') : m[1].split('/')[0];
      wanted.add(name);
    }
  }
  // A swizzle of a module the engine does not draw itself (`src/theme/TOC`) is rendered by the classic
  // theme's own module that imports it, where one reaches it (../site-components/doc-item-places.ts, navbar-place.ts).
  for (const rel of siteFiles(root, path.join(root, 'src', 'theme')))
    if (
      /\.(jsx?|tsx?|mjs)$/.test(rel) &&
      !/\.d\.ts$/.test(rel) &&
      classicThemeModule(`@theme/${rel.replace(/\.(jsx?|tsx?|mjs)$/, '').replace(/\/index$/, '')}`)
    )
      wanted.add(CLASSIC_THEME);
  // (Pages' imports of what the engine answers, `@docusaurus/ExecutionEnvironment`, are no packages either.)
  for (const name of pagePackages) if (!name.startsWith('@docusaurus/') || !answeredByEngine(name)) wanted.add(name);
  for (const name of wanted) if (name.startsWith('@docusaurus/')) versions[name] = docusaurusVersion(root, name, versions) ?? versions[name];
  for (const name of wanted) {
    if (versions[name]) out[name] = versions[name];
    else if (unresolved[name]) notes?.set(name, unresolved[name]);
    else if (fallbacks[name]) out[name] = fallbacks[name];
  }
  return out;
}

/**
 * Peer dependencies of the packages installed in `<contentDir>/node_modules` that the site declares
 * (name → its range) and that are not installed yet: the site's own install gave them
 * (`@typescript-eslint/eslint-plugin` loads the site's `eslint`), while the content folder's install
 * leaves peers out (the engine's react and @docusaurus/* are shared with the components).
 */
export function sitePeerPackages(root: string, contentDir: string): Record<string, string> {
  const { ranges } = packageRanges(root);
  const modules = path.join(contentDir, 'node_modules');
  const installed = new Set<string>();
  const peers = new Set<string>();
  if (!fs.existsSync(modules)) return {};
  for (const entry of fs.readdirSync(modules)) {
    const names = entry.startsWith('@') ? fs.readdirSync(path.join(modules, entry)).map((n) => `${entry}/${n}`) : entry.startsWith('.') ? [] : [entry];
    for (const name of names) {
      installed.add(name);
      const file = path.join(modules, name, 'package.json');
      if (!fs.existsSync(file)) continue;
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { peerDependencies?: Record<string, string> };
      for (const peer of Object.keys(pkg.peerDependencies ?? {})) peers.add(peer);
    }
  }
  const out: Record<string, string> = {};
  for (const name of peers) if (!installed.has(name) && !PROVIDED.test(name) && ranges[name]) out[name] = ranges[name];
  return out;
}
