/**
 * The admonition types of each content plugin's pages, from its `admonitions` option, as its MDX
 * loader reads it (mdx-loader lib/processor.js: `false` runs no admonitions plugin; otherwise the
 * plugin's keywords, normalised by the site's installed mdx-loader). Docusaurus 3 adds a plugin's
 * keywords to the defaults unless `extendDefaults: false`; Docusaurus 2's keywords replace them.
 * Scopes whose types are the defaults (the engine's types) get no entry.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { isObj } from '../../../lib/api/guards';
import type { AdmonitionTypesEntry } from '../../../lib/api/config';
import { optionSources } from './markdown-plugins';

/** mdx-loader's own keywords, 2.x and 3.x alike (remark/admonitions DefaultAdmonitionOptions). */
const DEFAULT_KEYWORDS = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

const ADMONITIONS_MODULE = '@docusaurus/mdx-loader/lib/remark/admonitions/index.js';

interface AdmonitionsModule {
  /** 3.x */
  normalizeAdmonitionOptions?: (options: unknown) => { keywords: string[] };
  DefaultAdmonitionOptions?: { keywords: string[] };
}

/** The keywords `option` (a plugin's `admonitions`, `true` when not given) makes admonitions of. */
export function keywordsOf(option: unknown, installed: AdmonitionsModule | undefined, major: number | undefined): string[] {
  if (!option) return [];
  if (installed?.normalizeAdmonitionOptions) return installed.normalizeAdmonitionOptions(option).keywords;
  const defaults = installed?.DefaultAdmonitionOptions?.keywords ?? DEFAULT_KEYWORDS;
  const given = isObj(option) && Array.isArray(option.keywords) ? option.keywords.filter((k): k is string => typeof k === 'string') : undefined;
  if (!given) return defaults;
  // 2.x: `{ ...DefaultAdmonitionOptions, ...options }`; 3.x: appended unless extendDefaults is false.
  if (installed?.DefaultAdmonitionOptions || (major !== undefined && major < 3)) return given;
  return isObj(option) && option.extendDefaults === false ? given : [...defaults, ...given];
}

function installedModule(siteRoot: string): AdmonitionsModule | undefined {
  try {
    return createRequire(path.resolve(siteRoot, 'package.json'))(ADMONITIONS_MODULE) as AdmonitionsModule;
  } catch {
    return undefined;
  }
}

/**
 * An entry per scope whose plugin's types are not the defaults. `scopeOf`: a docs instance id → its doc
 * set. `major`: the site's Docusaurus major, for a site whose install has no mdx-loader to ask.
 */
export function admonitionTypesOf(
  raw: Record<string, unknown> | undefined,
  siteRoot: string,
  scopeOf: (instanceId: string) => string | undefined,
  major: number | undefined,
): AdmonitionTypesEntry[] {
  if (!raw) return [];
  const installed = installedModule(siteRoot);
  const entries: AdmonitionTypesEntry[] = [];
  for (const { scope, options } of optionSources(raw)) {
    if (options.admonitions === undefined || options.admonitions === true) continue;
    const set = scope.startsWith('docs:') ? scopeOf(scope.slice(5)) : scope;
    const types = [...new Set(keywordsOf(options.admonitions, installed, major))];
    const isDefault = types.length === DEFAULT_KEYWORDS.length && DEFAULT_KEYWORDS.every((k) => types.includes(k));
    if (set && !isDefault) entries.push({ types, appliesTo: [set] });
  }
  return entries;
}
