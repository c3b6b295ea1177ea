/**
 * The site's own plugins (a file of the site in the config's `plugins` or `themes`), run as Docusaurus
 * loads them: `initPlugins` calls each plugin function with the load context and its options before it
 * loads any content or bundles anything, in the site's folder. What such a function writes there
 * (`plugins/recent-posts` writing `data/recent-posts.json`, which the home page imports) is then in
 * the site folder, and the files the site's modules import are copied with the others. Its
 * loadContent runs next, as Docusaurus loads every plugin's content with the docs': docs it writes
 * (a monorepo's package READMEs copied to docs/packages/) are read by a second import
 * (scripts/import-docusaurus.ts). contentLoaded, routes and postBuild are not run, and the rest of
 * what it does is reported as before (./unmapped-config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { isPlainData, siteModuleOrigin, stubPath } from './config';
import { copyFilesSiteModulesImport, resolveFile } from './site-files';

export interface LocalPlugin {
  /** The plugin's file, relative to the site root (a `./plugins/<name>/index.ts` of the site's); copied to the same path. */
  module: string;
  /** The export that is the plugin, when not the module's default. */
  export?: string;
  options?: unknown;
  /** What running it did: the files it wrote in the site folder, or why it failed. */
  wrote?: string[];
  error?: string;
}

type Obj = Record<string, unknown>;

/** The plugin and theme entries of the evaluated config that are files of the site. */
export function localPluginsOf(raw: Obj, siteRoot: string, configFile: string | undefined): LocalPlugin[] {
  const out: LocalPlugin[] = [];
  const base = configFile ? path.dirname(configFile) : siteRoot;
  for (const entry of [...((raw.plugins as unknown[]) ?? []), ...((raw.themes as unknown[]) ?? [])]) {
    const [p, options] = Array.isArray(entry) ? entry : [entry, undefined];
    let file: string | undefined;
    let exportName: string | undefined;
    if (typeof p === 'string' && (/^\.{0,2}\//.test(p) || path.isAbsolute(p)) && !stubPath(p)) file = resolveFile(path.resolve(base, p));
    else if (typeof p === 'function' && !stubPath(p)) {
      const origin = siteModuleOrigin(p);
      file = origin?.file;
      if (origin && origin.export !== 'default') exportName = origin.export;
    }
    if (!file) continue;
    const rel = path.relative(siteRoot, file).split(path.sep).join('/');
    if (rel.startsWith('..') || rel.split('/').includes('node_modules')) continue;
    out.push({
      module: `./${rel}`,
      ...(exportName ? { export: exportName } : {}),
      ...(options !== undefined && isPlainData(options) ? { options } : {}),
    });
  }
  return out;
}

/** A copy of the evaluated config made of data only (functions and package stubs left out), for the plugins' context and the components' siteConfig. */
export function plainCopy(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  if (depth > 8 || stubPath(value)) return undefined;
  if (Array.isArray(value)) return value.map((v) => plainCopy(v, depth + 1)).filter((v) => v !== undefined);
  const out: Obj = {};
  for (const [k, v] of Object.entries(value)) {
    const copy = plainCopy(v, depth + 1);
    if (copy !== undefined) out[k] = copy;
  }
  return out;
}

/** The load context Docusaurus gives a plugin function (@docusaurus/types LoadContext), for the default locale. */
export function loadContext(raw: Obj, siteRoot: string, configFile: string | undefined): Obj {
  const i18n = (plainCopy(raw.i18n) ?? {}) as { defaultLocale?: string; locales?: string[]; path?: string };
  const locale = i18n.defaultLocale ?? 'en';
  return {
    siteDir: siteRoot,
    siteConfigPath: configFile ?? path.join(siteRoot, 'docusaurus.config.js'),
    siteConfig: plainCopy(raw),
    generatedFilesDir: path.join(siteRoot, '.docusaurus'),
    outDir: path.join(siteRoot, 'build'),
    baseUrl: typeof raw.baseUrl === 'string' ? raw.baseUrl : '/',
    i18n: { defaultLocale: locale, locales: i18n.locales ?? [locale], path: i18n.path ?? 'i18n', currentLocale: locale, localeConfigs: {} },
    localizationDir: path.join(siteRoot, i18n.path ?? 'i18n', locale),
    codeTranslations: {},
    currentBundler: { name: 'webpack' },
  };
}

/**
 * Every file under the site folder with a digest of its content (not node_modules, build output or
 * VCS): a file a plugin writes again as it was (its output of an earlier build) is not new.
 */
function snapshot(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', '.git', '.docusaurus', 'build'].includes(e.name)) continue;
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) visit(abs);
      else if (e.isFile()) {
        out.set(path.relative(root, abs).split(path.sep).join('/'), createHash('sha1').update(fs.readFileSync(abs)).digest('hex'));
      }
    }
  };
  visit(root);
  return out;
}

const RUNNER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'run-local-plugin.ts');
/** tsx's loader, named by its URL: the site's folder, where the plugin runs, has no tsx of its own. */
const TSX_LOADER = () => import.meta.resolve('tsx');

/**
 * Runs each plugin function (its copy in `to`, whose packages are installed there) in the site
 * folder, one process each, then copies the files the site's modules import that now exist. Fills
 * in each plugin's `wrote` or `error`; returns a note for each plugin that wrote pages: Docusaurus
 * reads the docs with its plugins' content loaded, the import read them before, so it reads them again.
 */
export function runLocalPlugins(from: string, to: string, plugins: LocalPlugin[], context: Obj, timeoutMs = 60_000): { file: string; message: string }[] {
  if (!plugins.length) return [];
  for (const plugin of plugins) {
    const before = snapshot(from);
    const run = spawnSync(
      process.execPath,
      ['--import', TSX_LOADER(), RUNNER, JSON.stringify({ file: path.join(to, plugin.module), export: plugin.export, options: plugin.options, context })],
      { cwd: from, encoding: 'utf8', timeout: timeoutMs },
    );
    const after = snapshot(from);
    const wrote = [...after].filter(([rel, stamp]) => before.get(rel) !== stamp).map(([rel]) => rel);
    if (run.status === 0) plugin.wrote = wrote;
    else {
      const lines = `${run.stderr ?? ''}`.trim().split('\n');
      plugin.error = run.error ? run.error.message : (lines.find((l) => /^\w*Error\b|^error:/i.test(l)) ?? lines.pop() ?? `exit ${run.status}`).slice(0, 300);
      if (wrote.length) plugin.wrote = wrote;
    }
  }
  copyFilesSiteModulesImport(from, to);
  return plugins.flatMap((p) => {
    const pages = (p.wrote ?? []).filter((f) => /\.mdx?$/.test(f));
    if (!pages.length) return [];
    const named = `${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ', …' : ''}`;
    return [
      { file: p.module, message: `wrote ${pages.length} Markdown file(s) (${named}) as Docusaurus loads it: the import reads them with the other pages` },
    ];
  });
}
