/**
 * The site's own remark, rehype and recma plugins (site.config.json `markdownPlugins`: a Docusaurus
 * instance's `beforeDefaultRemarkPlugins`, `remarkPlugins`, `beforeDefaultRehypePlugins`,
 * `rehypePlugins`, `recmaPlugins`), loaded once per process and put where Docusaurus puts them
 * (@docusaurus/mdx-loader lib/processor.js: `beforeDefault…` before its own plugins, the others
 * after them; recma plugins on the compiled JavaScript, which has no plugins of its own). They are
 * the site's trusted build code, as in Docusaurus.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { PluggableList, Pluggable } from 'unified';
import { BuildError } from '../errors';

/** A promise of any realm, or any thenable, as unified's pipeline takes a transformer's result. */
const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as { then?: unknown } | null)?.then === 'function';

export interface MarkdownPluginEntry {
  kind: 'remark' | 'rehype' | 'recma';
  /** 'beforeDefault': before the engine's own plugins (Docusaurus' beforeDefault…Plugins); 'default': after them (a recma plugin's only stage). */
  stage: 'beforeDefault' | 'default';
  /** A package (`@docusaurus/remark-plugin-npm2yarn`) or a file of the content folder (`./src/remark/x.js`). */
  module: string;
  /** The export that is the plugin, when not the module's default. */
  export?: string;
  /** Its options, as written in the config (JSON). */
  options?: unknown;
  /** The pages it runs on: doc sets by id, 'blog', 'pages'; every page when absent. */
  appliesTo?: string[];
}

export interface SitePlugins {
  beforeDefaultRemark: PluggableList;
  remark: PluggableList;
  beforeDefaultRehype: PluggableList;
  rehype: PluggableList;
  /** On the page's compiled JavaScript (its ESTree): a page with one is compiled, never drawn from its HTML tree alone. */
  recma: PluggableList;
  /** The same for every page these entries apply to, from the same folder (what is read once per set: lib/mdx/site-syntax.ts). */
  key?: string;
}

export const NO_SITE_PLUGINS: SitePlugins = { beforeDefaultRemark: [], remark: [], beforeDefaultRehype: [], rehype: [], recma: [], key: '' };

const loaded = new Map<string, unknown>();

/** tsx's require, named at run time: the bundler of Next's server code must not follow it into esbuild's binary. */
const TSX_API = ['tsx', 'cjs', 'api'].join('/');
const tsxRequire = () => (createRequire(path.resolve(process.cwd(), 'package.json'))(TSX_API) as { require: (id: string, from: string) => unknown }).require;

/** The plugin function a module gives, CommonJS or ESM (require of ESM gives its namespace). */
function pluginOf(entry: MarkdownPluginEntry, contentDir: string): unknown {
  const key = `${contentDir}\0${entry.module}`;
  if (!loaded.has(key)) {
    const req = createRequire(path.resolve(contentDir, 'package.json'));
    try {
      const file = /^\.{1,2}\//.test(entry.module) ? path.resolve(contentDir, entry.module) : req.resolve(entry.module);
      // A TypeScript plugin file goes through tsx, as Docusaurus' config loader (jiti) takes it.
      loaded.set(key, /\.[mc]?tsx?$/.test(file) ? tsxRequire()(file, path.join(process.cwd(), 'package.json')) : req(file));
    } catch (err) {
      throw new BuildError('A Markdown plugin of the site does not load', [
        {
          file: 'site.config.json',
          message: `markdownPlugins: ${entry.module}: ${(err as Error).message.split('\n')[0]} — ${fs.existsSync(path.join(contentDir, 'node_modules')) ? 'install it in the content folder' : 'run npm install in the content folder'}`,
        },
      ]);
    }
  }
  const mod = loaded.get(key) as Record<string, unknown>;
  const name = entry.export ?? 'default';
  // A CommonJS plugin is the module itself; an ES module's is its default export (once more for
  // a transpiled module's `exports.default`).
  let fn: unknown = name === 'default' ? (mod?.default ?? mod) : mod?.[name];
  if (typeof fn !== 'function' && fn && typeof (fn as Record<string, unknown>).default === 'function') fn = (fn as Record<string, unknown>).default;
  if (typeof fn !== 'function')
    throw new BuildError('A Markdown plugin of the site does not load', [
      { file: 'site.config.json', message: `markdownPlugins: ${entry.module} has no plugin function as its ${name} export — name the export in "export"` },
    ]);
  return fn;
}

/** The line an error names: a VFileMessage's place, a position, a plain `line`. */
function errorLine(err: unknown): number | undefined {
  const e = err as { line?: number; place?: { line?: number; start?: { line?: number } }; position?: { start?: { line?: number } } } | undefined;
  return e?.line ?? e?.place?.line ?? e?.place?.start?.line ?? e?.position?.start?.line ?? undefined;
}

type Transform = (tree: unknown, file: unknown, next?: (err?: unknown, ...rest: unknown[]) => void) => unknown;

type JsxLike = { type?: string; attributes?: unknown; children?: unknown };

/**
 * MDX JSX elements a plugin built by hand may leave out `attributes` (`{ type: 'mdxJsxFlowElement',
 * name: 'Tabs', children }`): MDX's compiler reads that as none (hast-util-to-estree: `node.attributes
 * || []`), and so does the engine once they are filled in here, after the plugin has run.
 */
function completeJsxNodes(tree: unknown): void {
  const stack: unknown[] = [tree];
  while (stack.length) {
    const node = stack.pop() as JsxLike | undefined;
    if (!node || typeof node !== 'object') continue;
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (!Array.isArray(node.attributes)) node.attributes = [];
      if (!Array.isArray(node.children)) node.children = [];
    }
    if (Array.isArray(node.children)) stack.push(...(node.children as unknown[]));
  }
}

/** Fills in what the tree (or a tree the transform returned) leaves out, then gives back what the transform returned. */
function completed<T>(tree: unknown, out: T): T {
  completeJsxNodes(out && typeof out === 'object' && 'type' in out ? out : tree);
  return out;
}

/** A plugin that, when it throws on a page, says so as the engine's page errors do (file:line: what — what to do). */
function guarded(entry: MarkdownPluginEntry, fn: (...args: unknown[]) => unknown, source: string): Pluggable {
  const name = `${entry.module}${entry.export ? `#${entry.export}` : ''}`;
  const failure = (err: unknown): Error => {
    const line = errorLine(err);
    const e = err as { reason?: string; message?: string } | undefined;
    const reason = String(e?.reason ?? e?.message ?? err).split('\n')[0];
    return new Error(
      `${source}${line ? `:${line}` : ''}: the site's ${entry.kind} plugin "${name}" failed: ${reason} — fix the page or the plugin, or remove it from site.config.json markdownPlugins`,
    );
  };
  function attacher(this: unknown) {
    let transform: unknown;
    try {
      transform = entry.options === undefined ? fn.call(this) : fn.call(this, entry.options);
    } catch (err) {
      throw failure(err);
    }
    if (typeof transform !== 'function') return transform;
    const run = transform as Transform;
    // unified passes a callback only to a transformer that declares a third parameter.
    if (run.length > 2)
      return (tree: unknown, file: unknown, next: (err?: unknown, ...rest: unknown[]) => void) =>
        run(tree, file, (err, ...rest) => {
          if (!err) completed(tree, rest[0]);
          next(err ? failure(err) : undefined, ...rest);
        });
    return (tree: unknown, file: unknown) => {
      try {
        const out = run(tree, file);
        // (A thenable, as unified takes one: a plugin of a config evaluated in a context of its own returns that realm's promise.)
        return isThenable(out)
          ? out.then(
              (value: unknown) => completed(tree, value),
              (err: unknown) => Promise.reject(failure(err)),
            )
          : completed(tree, out);
      } catch (err) {
        throw failure(err);
      }
    };
  }
  Object.defineProperty(attacher, 'name', { value: name });
  return attacher as Pluggable;
}

/** Whether an entry of `appliesTo` scopes (every page when absent) applies to a page of `scope`; a locale's copy of a doc set is `<set>.<locale>`. */
export function appliesToScope(appliesTo: readonly string[] | undefined, scope: string | undefined): boolean {
  return !appliesTo || appliesTo.some((a) => scope === a || scope?.startsWith(`${a}.`));
}

/** The plugins for a page of `scope` (a doc set id, 'blog' or 'pages'), in their stages; `source` names the page in their errors. */
export function siteMarkdownPlugins(entries: readonly MarkdownPluginEntry[] | undefined, contentDir: string, scope?: string, source = ''): SitePlugins {
  if (!entries?.length) return NO_SITE_PLUGINS;
  const applied = entries.filter((entry) => appliesToScope(entry.appliesTo, scope));
  const out: SitePlugins = {
    beforeDefaultRemark: [],
    remark: [],
    beforeDefaultRehype: [],
    rehype: [],
    recma: [],
    key: applied.length ? JSON.stringify([contentDir, applied]) : '',
  };
  for (const entry of applied) {
    const plugin = guarded(entry, pluginOf(entry, contentDir) as (...args: unknown[]) => unknown, source);
    listOf(out, entry).push(plugin);
  }
  return out;
}

/** The stage's list an entry's plugin goes in. */
function listOf(plugins: SitePlugins, { kind, stage }: MarkdownPluginEntry): PluggableList {
  if (kind === 'recma') return plugins.recma;
  if (kind === 'remark') return stage === 'beforeDefault' ? plugins.beforeDefaultRemark : plugins.remark;
  return stage === 'beforeDefault' ? plugins.beforeDefaultRehype : plugins.rehype;
}

/** What the page pass's cache must change with: the entries and the text of the site's own plugin files. */
export function markdownPluginsStamp(entries: readonly MarkdownPluginEntry[] | undefined, contentDir: string): string {
  if (!entries?.length) return '';
  const files = entries.filter((e) => /^\.{1,2}\//.test(e.module)).map((e) => path.resolve(contentDir, e.module));
  return JSON.stringify(entries) + files.map((f) => (fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : '')).join('\0');
}

/** site.config.json's `markdownPlugins`: what is wrong with it. */
export function markdownPluginsProblems(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return ['"markdownPlugins" must be a list of { kind, stage, module, export?, options?, appliesTo? }'];
  return value.flatMap((e, i) => {
    const at = `"markdownPlugins[${i}]"`;
    if (!e || typeof e !== 'object') return [`${at} must be an object`];
    const p = e as Record<string, unknown>;
    const out: string[] = [];
    if (p.kind !== 'remark' && p.kind !== 'rehype' && p.kind !== 'recma') out.push(`${at}.kind must be "remark", "rehype" or "recma"`);
    if (p.stage !== 'beforeDefault' && p.stage !== 'default') out.push(`${at}.stage must be "beforeDefault" or "default"`);
    else if (p.kind === 'recma' && p.stage !== 'default')
      out.push(`${at}.stage must be "default" for a recma plugin (it runs on the compiled page, after every other)`);
    if (typeof p.module !== 'string' || !p.module) out.push(`${at}.module must name a package or a file of the content folder`);
    if (p.export !== undefined && typeof p.export !== 'string') out.push(`${at}.export must be a string`);
    if (p.appliesTo !== undefined && !(Array.isArray(p.appliesTo) && p.appliesTo.every((s) => typeof s === 'string')))
      out.push(`${at}.appliesTo must be a list of names`);
    return out;
  });
}
