/**
 * Docusaurus' own rules for asset files (docusaurus-utils webpackUtils.ts getFileLoaderUtils: images,
 * fonts, media and other assets, each through url-loader or file-loader), from the site's install.
 * webpack runs the loaders of every rule that takes a file, chained in the rules' order; so where a
 * plugin's rule takes such a file (plugin-ideal-image's PNGs and JPEGs), Docusaurus' loaders run in
 * that chain too, as `docusaurus build` runs them.
 */
import path from 'node:path';
import { createRequire } from 'node:module';

/** A loader of Docusaurus' rule: its file, resolved from the site's install, and its options. */
export interface AssetLoader {
  loader: string;
  options: unknown;
}

interface FileLoaderRule {
  test: RegExp;
  use: AssetLoader[];
}

type FileLoaderUtils = (isServer: boolean) => { rules: Record<string, (() => FileLoaderRule) | undefined> };

/** Its asset rules (not its SVG rule, whose chain goes through SVGR: ../importer/webpack-module-rules.ts refuses it). */
const ASSET_RULES = ['images', 'fonts', 'media', 'otherAssets'];

const cache = new Map<string, FileLoaderRule[]>();

/** The rules of the site's installed Docusaurus, for one side; none where the site has no @docusaurus/core. */
function assetRules(siteRoot: string, isServer: boolean): FileLoaderRule[] {
  const key = `${siteRoot}:${isServer}`;
  const kept = cache.get(key);
  if (kept) return kept;
  let rules: FileLoaderRule[] = [];
  try {
    // (The @docusaurus/utils its core loads, at the core's version.)
    const core = createRequire(path.join(siteRoot, 'package.json')).resolve('@docusaurus/core/package.json');
    const utils = createRequire(core)('@docusaurus/utils') as { getFileLoaderUtils: FileLoaderUtils };
    const made = utils.getFileLoaderUtils(isServer).rules;
    rules = ASSET_RULES.flatMap((name) => (made[name] ? [made[name]()] : []));
  } catch {
    // (No Docusaurus installed: nothing to chain.)
  }
  cache.set(key, rules);
  return rules;
}

/** The loaders Docusaurus' own asset rules run on `file`, for the bundle's side. */
export function docusaurusAssetLoaders(siteRoot: string, file: string, side: 'client' | 'server'): AssetLoader[] {
  return assetRules(siteRoot, side === 'server')
    .filter((rule) => rule.test.test(file))
    .flatMap((rule) => rule.use);
}

/** The `(?:\?.*)?` a rule's test ends in to allow a query. */
const QUERY_TAIL = /\(\?:\\\?\.\*\)\?$/;

/** A filter of the requests those rules may take (their tests, with a query or hash after the name), for esbuild; none without an install. */
export function docusaurusAssetFilter(siteRoot: string, side: 'client' | 'server'): RegExp | undefined {
  const rules = assetRules(siteRoot, side === 'server');
  if (!rules.length) return undefined;
  const sources = rules.map((rule) => rule.test.source.replace(/\$$/, '').replace(QUERY_TAIL, ''));
  return new RegExp(`(?:${sources.join('|')})(?:[?#].*)?$`, 'i');
}
