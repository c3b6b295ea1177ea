/**
 * The module rules a site's plugins give webpack (configureWebpack `module.rules`, read at import by
 * plugins/docusaurus/importer/webpack-module-rules.ts), applied to the components' bundle as webpack
 * applies them: a file every condition of a rule takes goes through that rule's loaders, run by
 * webpack's own loader-runner from the site's install, the loaders of all its rules chained in the
 * rules' order (the last runs first), Docusaurus' own asset rule among them where it takes the file
 * (./docusaurus-asset-rules.ts); or, for an asset `type`, becomes its text or a data URL. What the
 * loaders emit is published under the site's baseUrl, which `__webpack_public_path__` names.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { Plugin } from 'esbuild';
import { runLoaders } from 'loader-runner';
import { webpackLoaderContext } from './loader-context';
import { docusaurusAssetLoaders } from './docusaurus-asset-rules';
import { reviveModuleValues } from './module-values';
import { publishedFolder } from './published';
import { reResolve, reResolvedBy } from './re-resolve';

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
  /** The importing module's path (webpack's `issuer`): a rule with one takes a file only as some modules import it. */
  issuer?: RuleCondition;
  /** It stands before Docusaurus' own rules (the plugin's `mergeStrategy: { 'module.rules': 'prepend' }`); else after them. */
  prepended?: true;
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

/** The rules that take `file` (with its `?query`, when it has one), imported by `issuer` (a rule with an issuer condition takes none without it). */
export function rulesFor(rules: readonly ModuleRule[], file: string, query: string, folders: SiteFolders, issuer?: string): ModuleRule[] {
  return rules.filter(
    (r) =>
      (!r.test || meets(r.test, file, folders)) &&
      (!r.include || meets(r.include, file, folders)) &&
      !(r.exclude && meets(r.exclude, file, folders)) &&
      (!r.resourceQuery || meets(r.resourceQuery, query, folders)) &&
      (!r.issuer || (issuer !== undefined && meets(r.issuer, issuer, folders))),
  );
}

/** webpack's getOptions: the loader's options, or its query (`?{"a":1}` as JSON, `?a=1&b` as a query string). */
function optionsOf(query: unknown): unknown {
  if (typeof query !== 'string') return query ?? {};
  if (!query.startsWith('?')) return {};
  if (query.startsWith('?{')) return JSON.parse(query.slice(1));
  return Object.fromEntries([...new URLSearchParams(query.slice(1))].map(([k, v]) => [k, v === '' ? true : v]));
}

/** A loader as loader-runner takes it: its file with its query, or its file and options. */
export type LoaderRequest = string | { loader: string; options: unknown };

/** A loader's request for loader-runner: its file resolved from the site (its own folder first), with its options, or its query where it has none. */
function loaderRequest(use: LoaderUse, folders: SiteFolders): LoaderRequest {
  const roots = [folders.own ?? folders.content, folders.content];
  const request = (file: string, query = '') => (use.options === undefined ? file + query : { loader: file, options: reviveModuleValues(use.options) });
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

/** A file's `?query` (its `#fragment` left out), or ''. */
const queryOf = (suffix: string | undefined) => (suffix?.startsWith('?') ? suffix.split('#')[0] : '');

/** A JavaScript module of the file's text, as an `asset/source` or `asset/inline` rule makes it. */
function assetModule(type: string, file: string, content: Buffer): string | undefined {
  if (type === 'asset/source') return `export default ${JSON.stringify(content.toString('utf8'))};`;
  if (type === 'asset/inline') return `export default ${JSON.stringify(`data:${mimeOf(file)};base64,${content.toString('base64')}`)};`;
  return undefined;
}

const MIME: Record<string, string> = { '.txt': 'text/plain', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.csv': 'text/csv' };
const mimeOf = (file: string) => MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Runs the loaders on the file with the context webpack's NormalModule gives them (what loader-runner leaves to it: ./loader-context.ts). */
export async function runSiteLoaders(resource: string, loaders: LoaderRequest[], side: BundleSide, folders: SiteFolders, publish: Publish) {
  const warnings: string[] = [];
  const context = {
    ...webpackLoaderContext([folders.own ?? folders.content, folders.content], side, (text) => warnings.push(text)),
    getOptions(this: { query: unknown }) {
      return optionsOf(this.query);
    },
    // (What a loader emits, webpack writes to its output folder, which is the site's baseUrl.)
    emitFile(name: string, content: string | Buffer) {
      const file = path.join(publish.folder, name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    },
  };
  const result = await promisify(runLoaders)({ resource, loaders, context, readResource: fs.readFile });
  return { output: result.result?.[0], files: result.fileDependencies, warnings };
}

/** The loader a failure came from, by its package or file name, for the author's message. */
const loaderName = (loader: LoaderRequest) => {
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

/** Where the loaders' files are published: the folder of the site's baseUrl among the bundle's published files (./published.ts). */
export interface Publish {
  folder: string;
  baseUrl: string;
}

/** What the bundle knows of where the loaders' output goes: the bundle's folder and the site's baseUrl. */
export interface ModuleRulesOutput {
  outDir: string;
  baseUrl: string;
}

/** The loaders of the rules that take a file, chained as webpack chains them: prepended rules', Docusaurus' own asset rule's, then the rest's. */
function chainOf(taking: readonly ModuleRule[], file: string, side: BundleSide, folders: SiteFolders): LoaderRequest[] {
  const loaders = (rules: readonly ModuleRule[]) => rules.flatMap((r) => r.loaders).map((use) => loaderRequest(use, folders));
  const docusaurus = docusaurusAssetLoaders(folders.own ?? folders.content, file, side);
  return [...loaders(taking.filter((r) => r.prepended)), ...docusaurus, ...loaders(taking.filter((r) => !r.prepended))];
}

/** The loaders' module, where it names webpack's public path: the site's baseUrl, as Docusaurus' output.publicPath. */
export const withPublicPath = (code: string, baseUrl: string) =>
  code.includes('__webpack_public_path__') ? `var __webpack_public_path__ = ${JSON.stringify(baseUrl)};\n${code}` : code;

/** The namespace of a file some rule with an issuer takes, by which of the side's rules take it: one module per set. */
const ISSUER_NAMESPACE = 'module-rules:';

/** The esbuild plugin: one side's rules, applied to the files they take, before any other loader of the bundle reads them. */
export function moduleRulesPlugin(
  rules: readonly ModuleRule[],
  side: BundleSide,
  folders: SiteFolders,
  output: ModuleRulesOutput,
  read?: { add(file: string): void },
): Plugin {
  const mine = rules.filter((r) => r.side === side);
  const publish = { folder: publishedFolder(output.outDir, output.baseUrl), baseUrl: output.baseUrl };
  const filter = filterOf(mine);
  return {
    name: 'module-rules',
    setup(b) {
      if (!mine.length) return;
      // Where the import is resolved, the issuer is known: a file some rule with an issuer takes so is a
      // module of the rules that take it (a namespace by their set). A file the rules take is the
      // loaders' module for `require` too (webpack hands it as they wrote it), not a required asset's.
      b.onResolve({ filter: new RegExp(`${filter.source}|\\?`, filter.flags) }, async (args) => {
        if (args.namespace !== 'file' || reResolvedBy(args, 'module-rules')) return undefined;
        const found = await reResolve(b, 'module-rules', args.path, args, { kind: 'import-statement' });
        if (found.errors.length || found.external || found.namespace !== 'file') return undefined;
        const taking = rulesFor(mine, found.path, queryOf(found.suffix), folders, args.importer);
        const set = taking.filter((r) => r.issuer).length ? ISSUER_NAMESPACE + taking.map((r) => mine.indexOf(r)).join(',') : undefined;
        if (!set && !(taking.length && args.kind === 'require-call')) return undefined;
        return { path: found.path, suffix: found.suffix, namespace: set ?? 'file', pluginData: { issuer: args.importer } };
      });
      b.onLoad({ filter }, async (args) => {
        if (args.namespace !== 'file' && !args.namespace.startsWith(ISSUER_NAMESPACE)) return undefined;
        const issuer = (args.pluginData as { issuer?: string } | undefined)?.issuer;
        const taking = rulesFor(mine, args.path, queryOf(args.suffix), folders, issuer);
        if (!taking.length) return undefined;
        const type = taking.findLast((r) => r.type)?.type;
        const loaders = chainOf(taking, args.path, side, folders);
        const resource = args.path + (args.suffix ?? '');
        let ran: Awaited<ReturnType<typeof runSiteLoaders>>;
        try {
          ran = loaders.length
            ? await runSiteLoaders(resource, loaders, side, folders, publish)
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
        const loader = css === 'modules' ? 'local-css' : css ? 'css' : type === 'json' ? 'json' : 'js';
        return {
          contents: asset ?? (loader === 'js' ? withPublicPath(content.toString('utf8'), publish.baseUrl) : content.toString('utf8')),
          loader,
          resolveDir: path.dirname(args.path),
          watchFiles: files,
          warnings: warnings.map((text) => ({ text })),
        };
      });
    },
  };
}
