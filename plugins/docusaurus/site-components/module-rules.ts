/**
 * The module rules a site's plugins give webpack (configureWebpack `module.rules`, read at import by
 * plugins/docusaurus/importer/webpack-module-rules.ts), applied to the components' bundle as webpack
 * applies them: a file every condition of a rule takes goes through that rule's loaders, run by
 * webpack's own loader-runner from the site's install, the loaders of all its rules chained in the
 * rules' order (the last runs first); or, for an asset `type`, becomes its text or a data URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { Plugin } from 'esbuild';
import { runLoaders } from 'loader-runner';
import { webpackLoaderContext } from './loader-context';

/** Which of the components' bundles: the browser's, or the server's where the plugins' webpack settings differ by side. */
export type BundleSide = 'client' | 'server';

/** The site's folders (./site-folders.ts SiteFolders): the content folder, and the site's own where it is read in place. */
interface SiteFolders {
  content: string;
  own?: string;
}

/** A RuleSet condition: a RegExp, an absolute path (a prefix), one inside the site (relative to it), any of a list, all of one, or not one. */
export type RuleCondition =
  { regexp: string; flags: string } | { path: string } | { site: string } | { any: RuleCondition[] } | { all: RuleCondition[] } | { not: RuleCondition };

/** A loader by the name the plugin gave (resolved from the site's install, `?query` kept), or a file of the site and its query; `options` as given. */
export type LoaderUse = ({ loader: string } | { site: string; query?: string }) & { options?: unknown };

export interface ModuleRule {
  side: BundleSide;
  test?: RuleCondition;
  include?: RuleCondition;
  exclude?: RuleCondition;
  resourceQuery?: RuleCondition;
  loaders: LoaderUse[];
  type?: string;
  /** Its loaders end in Docusaurus' CSS pipeline (getStyleLoaders): what they give is a stylesheet, a CSS module's where its options ask. */
  css?: 'global' | 'modules';
}

/**
 * Whether `value` (a file's path, or a query) meets the condition, as webpack's RuleSetCompiler tests
 * it: a string is a prefix of the path (not bounded by a folder); one of the site's is read in each of its folders.
 */
function meets(c: RuleCondition, value: string, folders: SiteFolders): boolean {
  if ('regexp' in c) return new RegExp(c.regexp, c.flags).test(value);
  if ('any' in c) return c.any.some((x) => meets(x, value, folders));
  if ('all' in c) return c.all.every((x) => meets(x, value, folders));
  if ('not' in c) return !meets(c.not, value, folders);
  const prefixes = 'path' in c ? [c.path] : [folders.content, ...(folders.own ? [folders.own] : [])].map((root) => path.join(root, c.site));
  return prefixes.some((p) => value.startsWith(p));
}

/** The rules that take `file` (with its `?query`, when it has one). */
export function rulesFor(rules: readonly ModuleRule[], file: string, query: string, folders: SiteFolders): ModuleRule[] {
  return rules.filter(
    (r) =>
      (!r.test || meets(r.test, file, folders)) &&
      (!r.include || meets(r.include, file, folders)) &&
      !(r.exclude && meets(r.exclude, file, folders)) &&
      (!r.resourceQuery || meets(r.resourceQuery, query, folders)),
  );
}

/** webpack's getOptions: the loader's options, or its query (`?{"a":1}` as JSON, `?a=1&b` as a query string). */
function optionsOf(query: unknown): unknown {
  if (typeof query !== 'string') return query ?? {};
  if (!query.startsWith('?')) return {};
  if (query.startsWith('?{')) return JSON.parse(query.slice(1));
  return Object.fromEntries([...new URLSearchParams(query.slice(1))].map(([k, v]) => [k, v === '' ? true : v]));
}

/** A loader's request for loader-runner: its file resolved from the site (its own folder first), with its options, or its query where it has none. */
function loaderRequest(use: LoaderUse, folders: SiteFolders): string | { loader: string; options: unknown } {
  const roots = [folders.own ?? folders.content, folders.content];
  const request = (file: string, query = '') => (use.options === undefined ? file + query : { loader: file, options: use.options });
  if ('site' in use) return request(path.join(roots[0], use.site), use.query);
  const [name, query] = use.loader.split(/(?=\?)/);
  for (const root of roots)
    try {
      return request(createRequire(path.resolve(root, 'package.json')).resolve(name), query);
    } catch {
      // (The next folder.)
    }
  throw new Error(`the loader "${name}" a plugin's configureWebpack names is not installed in the site: install it`);
}

/** A JavaScript module of the file's text, as an `asset/source` or `asset/inline` rule makes it. */
function assetModule(type: string, file: string, content: Buffer): string | undefined {
  if (type === 'asset/source') return `export default ${JSON.stringify(content.toString('utf8'))};`;
  if (type === 'asset/inline') return `export default ${JSON.stringify(`data:${mimeOf(file)};base64,${content.toString('base64')}`)};`;
  return undefined;
}

const MIME: Record<string, string> = { '.txt': 'text/plain', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.csv': 'text/csv' };
const mimeOf = (file: string) => MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Runs the loaders on the file with the context webpack's NormalModule gives them (what loader-runner leaves to it: ./loader-context.ts). */
async function runSiteLoaders(resource: string, loaders: ReturnType<typeof loaderRequest>[], side: BundleSide, folders: SiteFolders) {
  const warnings: string[] = [];
  const context = {
    ...webpackLoaderContext([folders.own ?? folders.content, folders.content], side, (text) => warnings.push(text)),
    getOptions(this: { query: unknown }) {
      return optionsOf(this.query);
    },
  };
  const result = await promisify(runLoaders)({ resource, loaders, context, readResource: fs.readFile });
  return { output: result.result?.[0], files: result.fileDependencies, warnings };
}

/** The loader a failure came from, by its package or file name, for the author's message. */
const loaderName = (loader: ReturnType<typeof loaderRequest>) => {
  const file = typeof loader === 'string' ? loader.split('?')[0] : loader.loader;
  return /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? path.basename(file);
};

/**
 * The rules' tests as one esbuild filter (Go's RegExp syntax), or every file where a test cannot be
 * one: a first sieve (the rules themselves decide), so one case-insensitive test makes it all so.
 */
function filterOf(rules: readonly ModuleRule[]): RegExp {
  const sources: string[] = [];
  let caseless = false;
  const add = (c: RuleCondition | undefined): boolean => {
    if (!c) return false;
    if ('any' in c) return c.any.every(add);
    // (All of a list: its first RegExp sieves as well as the whole.)
    if ('all' in c) return c.all.some((x) => 'regexp' in x) && add(c.all.find((x) => 'regexp' in x));
    if (!('regexp' in c) || /\(\?[=!<]|\\[1-9]/.test(c.regexp)) return false;
    sources.push(`(?:${c.regexp})`);
    caseless ||= c.flags.includes('i');
    return true;
  };
  return rules.every((r) => add(r.test)) ? new RegExp(sources.join('|'), caseless ? 'i' : '') : /.*/;
}

/** The esbuild plugin: one side's rules, applied to the files they take, before any other loader of the bundle reads them. */
export function moduleRulesPlugin(rules: readonly ModuleRule[], side: BundleSide, folders: SiteFolders, read?: { add(file: string): void }): Plugin {
  const mine = rules.filter((r) => r.side === side);
  return {
    name: 'module-rules',
    setup(b) {
      if (!mine.length) return;
      b.onLoad({ filter: filterOf(mine), namespace: 'file' }, async (args) => {
        const taking = rulesFor(mine, args.path, args.suffix?.startsWith('?') ? args.suffix.split('#')[0] : '', folders);
        if (!taking.length) return undefined;
        const type = taking.findLast((r) => r.type)?.type;
        const loaders = taking.flatMap((r) => r.loaders).map((use) => loaderRequest(use, folders));
        const resource = args.path + (args.suffix ?? '');
        let ran: Awaited<ReturnType<typeof runSiteLoaders>>;
        try {
          ran = loaders.length
            ? await runSiteLoaders(resource, loaders, side, folders)
            : { output: await fs.promises.readFile(args.path), files: [args.path], warnings: [] };
        } catch (err) {
          // (As webpack fails the module: the loaders' error, at the file, with the loaders named.)
          const why = err instanceof Error ? err.message : String(err);
          return { errors: [{ text: `${loaders.map(loaderName).join(', ')} failed: ${why}`, location: { file: args.path, line: 1 } }] };
        }
        const { output, files, warnings } = ran;
        for (const file of files) read?.add(file);
        const content = Buffer.isBuffer(output) ? output : Buffer.from(output ?? '');
        const asset = type ? assetModule(type, args.path, content) : undefined;
        const css = taking.findLast((r) => r.css)?.css;
        return {
          contents: asset ?? content.toString('utf8'),
          loader: css === 'modules' ? 'local-css' : css ? 'css' : type === 'json' ? 'json' : 'js',
          resolveDir: path.dirname(args.path),
          watchFiles: files,
          warnings: warnings.map((text) => ({ text })),
        };
      });
    },
  };
}
