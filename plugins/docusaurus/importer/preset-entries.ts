/**
 * What a preset function gives (`{ plugins, themes }`), read as Docusaurus reads it
 * (server/plugins/configs.ts loadPluginConfigs): its plugins, then its themes; each entry a module
 * name or `[name, options]`, resolved from the site's config file with the plugin or theme
 * shorthand (server/plugins/moduleShorthand.ts resolveModuleName); `false` and `null` dropped. Runs
 * in the preset's process (./run-local-plugin.ts), where the site's packages resolve.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { namePatterns } from './plugin-shorthand';

export interface PresetEntry {
  kind: 'plugin' | 'theme';
  /** The module as the preset names it. */
  spec: string;
  /** The file it resolves to (its real path), and the package that holds it. */
  file?: string;
  package?: string;
  options?: unknown;
  /** Its place in what the preset gave (its `plugins` or `themes`, as written). */
  index: number;
  /** Its options are code (a function, a class instance): read where the preset gives them when it runs (./run-local-plugin.ts). */
  optionsInPreset?: true;
  /** Why the engine cannot run it: a plugin function, a module that does not resolve. */
  error?: string;
}

type Obj = Record<string, unknown>;

/** Data JSON carries as it is: no functions, class instances or cycles. */
function isData(value: unknown, depth = 0): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (typeof value !== 'object' || depth > 20) return false;
  if (Array.isArray(value)) return value.every((v) => isData(v, depth + 1));
  const proto = Object.getPrototypeOf(value) as unknown;
  // (A plain object of any realm: a config is evaluated in a context of its own, ./config.ts.)
  return (proto === null || Object.getPrototypeOf(proto) === null) && Object.values(value as Obj).every((v) => v === undefined || isData(v, depth + 1));
}

/** The name in the nearest package.json above `file`. */
function packageNameOf(file: string): string | undefined {
  for (let dir = path.dirname(file); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const name = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: unknown }).name;
    if (typeof name === 'string') return name;
  }
  return undefined;
}

function entryOf(item: unknown, kind: PresetEntry['kind'], index: number, resolve: (spec: string) => string): PresetEntry | undefined {
  if (!item) return undefined;
  const [module, options] = Array.isArray(item) ? (item as unknown[]) : [item, undefined];
  if (typeof module === 'function')
    return { kind, index, spec: module.name || '(a plugin function)', error: 'a plugin function the preset made, which the import cannot carry' };
  if (typeof module !== 'string') return { kind, index, spec: String(module), error: 'neither a module name nor a plugin function' };
  const given = options ?? undefined;
  try {
    const file = fs.realpathSync(resolve(module));
    // (Options that are code stay where the preset gives them: its run reads them there.)
    const carried = given === undefined ? {} : isData(given) ? { options: given } : { optionsInPreset: true as const };
    return { kind, index, spec: module, file, package: packageNameOf(file), ...carried };
  } catch (err) {
    return { kind, index, spec: module, error: (err as Error).message.split('\n')[0] };
  }
}

/** The entries of `given` (what the preset returned), resolved from `siteConfigPath`. */
export function presetEntries(given: Obj | undefined, siteConfigPath: string): PresetEntry[] {
  const require = createRequire(siteConfigPath);
  const resolver = (kind: PresetEntry['kind']) => (spec: string) => {
    const patterns = namePatterns(spec, kind);
    for (const name of patterns) {
      try {
        return require.resolve(name);
      } catch {
        // (The next pattern.)
      }
    }
    throw new Error(`Docusaurus cannot resolve the ${kind} "${spec}" either: install one of ${patterns.join(', ')}`);
  };
  const list = (key: 'plugins' | 'themes') => (Array.isArray(given?.[key]) ? (given[key] as unknown[]) : []);
  return [
    ...list('plugins').map((item, i) => entryOf(item, 'plugin', i, resolver('plugin'))),
    ...list('themes').map((item, i) => entryOf(item, 'theme', i, resolver('theme'))),
  ].filter((e): e is PresetEntry => e !== undefined);
}
