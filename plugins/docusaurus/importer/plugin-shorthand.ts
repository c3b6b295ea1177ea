/**
 * Plugin and theme names as Docusaurus resolves them (core/lib/server/plugins/moduleShorthand.js):
 * a name stands for the first of its patterns that resolves from the site — `content-docs` for
 * `@docusaurus/plugin-content-docs`, `live-codeblock` for `@docusaurus/theme-live-codeblock`. The
 * config's shorthands are written out in full once, so that every reader of the config (docs
 * instances, blogs, pages, unmapped options) sees the package the site's build loads.
 */
import { packageRanges } from './workspace-packages';

type ModuleType = 'plugin' | 'theme' | 'preset';

/** moduleShorthand.js getNamePatterns. */
export function namePatterns(name: string, type: ModuleType): string[] {
  if (name.startsWith('@')) {
    if (!name.includes('/')) return [`${name}/docusaurus-${type}`];
    const at = name.indexOf('/');
    return [name, `${name.slice(0, at)}/docusaurus-${type}-${name.slice(at + 1)}`];
  }
  return [name, `@docusaurus/${type}-${name}`, `docusaurus-${type}-${name}`];
}

/** What @docusaurus/preset-classic depends on: resolvable from a site that has the preset. */
const CLASSIC_BRINGS = new Set(
  [
    'plugin-content-blog',
    'plugin-content-docs',
    'plugin-content-pages',
    'plugin-css-cascade-layers',
    'plugin-debug',
    'plugin-google-analytics',
    'plugin-google-gtag',
    'plugin-google-tag-manager',
    'plugin-sitemap',
    'plugin-svgr',
    'theme-classic',
    'theme-common',
    'theme-search-algolia',
  ].map((n) => `@docusaurus/${n}`),
);

const isPath = (name: string) => /^\.{0,2}\//.test(name) || /^[a-zA-Z]:[\\/]/.test(name);

/**
 * The package a config name loads: the first pattern the site declares (or its preset-classic
 * brings); the name itself when none does (Docusaurus would fail on it, and the report says so).
 */
function resolvedName(name: string, type: ModuleType, declared: Record<string, string>): string {
  if (isPath(name)) return name;
  const resolvable = (p: string) => !!declared[p] || (CLASSIC_BRINGS.has(p) && !!declared['@docusaurus/preset-classic']);
  return namePatterns(name, type).find(resolvable) ?? name;
}

function fullNames(entries: unknown, type: ModuleType, declared: Record<string, string>): { entries: unknown; changed: boolean } {
  if (!Array.isArray(entries)) return { entries, changed: false };
  let changed = false;
  const out = entries.map((entry) => {
    const [name, ...rest] = Array.isArray(entry) ? entry : [entry];
    if (typeof name !== 'string') return entry;
    const full = resolvedName(name, type, declared);
    if (full === name) return entry;
    changed = true;
    return Array.isArray(entry) ? [full, ...rest] : full;
  });
  return { entries: out, changed };
}

/** The config with each plugin and theme shorthand written as the package it stands for (in place). */
export function withFullModuleNames(config: Record<string, unknown>, siteRoot: string): Record<string, unknown> {
  const declared = packageRanges(siteRoot).ranges;
  for (const [key, type] of [
    ['plugins', 'plugin'],
    ['themes', 'theme'],
  ] as const) {
    const { entries, changed } = fullNames(config[key], type, declared);
    if (changed) config[key] = entries;
  }
  return config;
}
