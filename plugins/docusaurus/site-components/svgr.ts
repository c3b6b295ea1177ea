/**
 * An SVG a component imports, compiled as the site's own Docusaurus compiles it. Docusaurus' svg
 * rule comes from `@docusaurus/utils` (getFileLoaderUtils: `rules.svg()` up to 3.6, which names
 * @svgr/webpack itself; from 3.7 `rules.svgs()`, which @docusaurus/plugin-svgr's enhanceConfig wraps
 * with @svgr/webpack and the site's `svgrConfig`). Both are the site's installed code, run here on a
 * one-rule config; the loader they name then runs on the file as webpack would run it: SVGO with
 * Docusaurus' preset, SVGR's JSX with `titleProp`. (Not its Babel pass, the loader's `babel: false`:
 * esbuild compiles the JSX, as it does the site's own; Babel's env preset was two thirds of the cost.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/** A webpack loader's entry in a rule (`use: [{ loader, options }]`). */
interface LoaderUse {
  loader: string;
  options?: Record<string, unknown>;
}

type SvgrLoader = (contents: string, file: string) => Promise<string>;

const SVGR_LOADER = /[\\/]@svgr[\\/]webpack[\\/]/;

/** The site's SVGR loader with the options its Docusaurus gives it; undefined where the site has no Docusaurus that compiles SVGs with SVGR. */
export function siteSvgrLoader(siteRoot: string, svgrConfig: Record<string, unknown> | undefined): SvgrLoader | undefined {
  const key = JSON.stringify([siteRoot, svgrConfig ?? null]);
  if (!loaders.has(key)) loaders.set(key, makeLoader(siteRoot, svgrConfig));
  return loaders.get(key);
}

/** One loader per site and config in a process, and each file compiled once by it (the probe builds and the bundle's share it). */
const loaders = new Map<string, SvgrLoader | undefined>();

function makeLoader(siteRoot: string, svgrConfig: Record<string, unknown> | undefined): SvgrLoader | undefined {
  const use = svgrUse(siteRoot, svgrConfig);
  if (!use) return undefined;
  const loader = createRequire(use.loader)(use.loader) as (this: unknown, contents: string) => void;
  // (The last compile of each file: an edited SVG in the live preview replaces its entry rather than adding one.)
  const compiled = new Map<string, { contents: string; code: Promise<string> }>();
  const compile = (contents: string, file: string) =>
    new Promise<string>((resolve, reject) => {
      const context = {
        resourcePath: file,
        cacheable: () => {},
        getOptions: () => ({ ...use.options, babel: false }),
        fs: { readFile: (f: string, done: (err: Error | null, data?: Buffer) => void) => fs.readFile(f, done) },
        async: () => (err: Error | null, code?: string) => (err ? reject(err) : resolve(code ?? '')),
      };
      loader.call(context, contents);
    });
  return (contents, file) => {
    const last = compiled.get(file);
    if (last?.contents === contents) return last.code;
    const code = compile(contents, file);
    compiled.set(file, { contents, code });
    return code;
  };
}

/** The @svgr/webpack entry of the site's svg rule, as its installed Docusaurus writes it. */
function svgrUse(siteRoot: string, svgrConfig: Record<string, unknown> | undefined): LoaderUse | undefined {
  const siteRequire = createRequire(path.resolve(siteRoot, 'package.json'));
  const load = (spec: string) => {
    try {
      return siteRequire(spec) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  };
  const utils = load('@docusaurus/utils') as { getFileLoaderUtils?: (isServer: boolean) => { rules: Record<string, () => unknown> } } | undefined;
  const rules = utils?.getFileLoaderUtils?.(false).rules;
  if (!rules) return undefined;
  if (rules.svg) return findSvgr(rules.svg());
  const svgr = load('@docusaurus/plugin-svgr/lib/svgrLoader.js') as { enhanceConfig?: (config: unknown, params: unknown) => void } | undefined;
  if (!rules.svgs || !svgr?.enhanceConfig) return undefined;
  const config = { module: { rules: [rules.svgs()] } };
  svgr.enhanceConfig(config, { isServer: false, svgrConfig: svgrConfig ?? {} });
  return findSvgr(config.module.rules);
}

/** The first use of @svgr/webpack in a rule tree (`oneOf`, `use`, `rules`). */
function findSvgr(rule: unknown): LoaderUse | undefined {
  if (Array.isArray(rule)) return rule.map(findSvgr).find(Boolean);
  if (!rule || typeof rule !== 'object') return undefined;
  const r = rule as Record<string, unknown>;
  if (typeof r.loader === 'string' && SVGR_LOADER.test(r.loader)) return { loader: r.loader, options: r.options as Record<string, unknown> | undefined };
  return findSvgr(r.oneOf) ?? findSvgr(r.use) ?? findSvgr(r.rules);
}

/**
 * The site's `svgrConfig`: @docusaurus/plugin-svgr's option, given to the classic preset as `svgr` or
 * to the plugin itself in `plugins` (JSON data: the config's functions are not in it).
 */
export function svgrConfigOf(site: Record<string, unknown>): Record<string, unknown> | undefined {
  const entries = (list: unknown) => (Array.isArray(list) ? list.filter(Array.isArray).map((e) => [String(e[0]), e[1]] as const) : []);
  for (const [name, options] of entries(site.plugins))
    if (/(^|[/-])svgr$/.test(name) && isObject(options) && isObject(options.svgrConfig)) return options.svgrConfig;
  for (const [name, options] of entries(site.presets))
    if (/classic/.test(name) && isObject(options) && isObject(options.svgr) && isObject(options.svgr.svgrConfig)) return options.svgr.svgrConfig;
  return undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
