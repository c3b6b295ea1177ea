/**
 * Reads docusaurus.config.(js|ts|mjs|cjs) by evaluating it in a sandbox where every require/import
 * returns a harmless stub (themes, plugins, require.resolve). When that fails, the importer falls
 * back to Docusaurus' folder conventions and says so in its report.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { transformSync } from 'esbuild';

export interface DocsInstanceOptions {
  id: string;
  path: string;
  routeBasePath: string;
  lastVersion?: string;
  onlyIncludeVersions?: string[];
  versions?: Record<string, { label?: string; banner?: 'none' | 'unreleased' | 'unmaintained'; badge?: boolean; path?: string }>;
}

export interface DocusaurusSite {
  title: string;
  url: string;
  baseUrl: string;
  instances: DocsInstanceOptions[];
  /** How the configuration was read. */
  mode: 'evaluated' | 'conventions';
  error?: string;
}

const CONFIG_FILES = ['docusaurus.config.ts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

/** A value that survives any property access or call (for stubbed modules). */
function stub(): unknown {
  const fn = function () {};
  return new Proxy(fn, {
    get: (_t, key) => (key === Symbol.toPrimitive ? () => '' : key === '__esModule' ? true : stub()),
    apply: () => stub(),
    construct: () => stub() as object,
  });
}

async function evaluate(file: string): Promise<Record<string, unknown>> {
  const source = fs.readFileSync(file, 'utf8');
  const { code } = transformSync(source, { loader: file.endsWith('.ts') ? 'ts' : 'js', format: 'cjs', platform: 'node', target: 'node18' });
  const cjsModule = { exports: {} as Record<string, unknown> };
  const requireStub = Object.assign(() => stub(), { resolve: (p: string) => p });
  vm.runInNewContext(code, { module: cjsModule, exports: cjsModule.exports, require: requireStub, process: { env: {} }, __dirname: path.dirname(file), __filename: file, console }, { filename: file, timeout: 2000 });
  let config = (cjsModule.exports.default ?? cjsModule.exports) as unknown;
  if (typeof config === 'function') config = await (config as () => unknown)();
  return config as Record<string, unknown>;
}

function normalisePath(p: unknown, fallback: string): string {
  return typeof p === 'string' ? p.replace(/^\.\//, '').replace(/\/$/, '') : fallback;
}

function instanceFrom(options: Record<string, unknown>, defaultId: string): DocsInstanceOptions {
  const id = typeof options.id === 'string' ? options.id : defaultId;
  return {
    id,
    path: normalisePath(options.path, id === 'default' ? 'docs' : id),
    routeBasePath: typeof options.routeBasePath === 'string' ? options.routeBasePath : 'docs',
    lastVersion: typeof options.lastVersion === 'string' ? options.lastVersion : undefined,
    onlyIncludeVersions: Array.isArray(options.onlyIncludeVersions) ? (options.onlyIncludeVersions as string[]) : undefined,
    versions: (options.versions as DocsInstanceOptions['versions']) ?? undefined,
  };
}

function isDocsPlugin(name: unknown): boolean {
  return typeof name === 'string' && /plugin-content-docs/.test(name);
}

export async function readDocusaurusSite(root: string): Promise<DocusaurusSite> {
  const file = CONFIG_FILES.map((f) => path.join(root, f)).find((f) => fs.existsSync(f));
  if (file) {
    try {
      const config = await evaluate(file);
      const instances: DocsInstanceOptions[] = [];
      for (const preset of (config.presets as unknown[]) ?? []) {
        const [name, options] = Array.isArray(preset) ? preset : [preset, {}];
        if (typeof name === 'string' && /classic/.test(name) && (options as { docs?: unknown }).docs !== false) {
          instances.push(instanceFrom(((options as { docs?: Record<string, unknown> }).docs ?? {}) as Record<string, unknown>, 'default'));
        }
      }
      for (const plugin of (config.plugins as unknown[]) ?? []) {
        const [name, options] = Array.isArray(plugin) ? plugin : [plugin, {}];
        if (isDocsPlugin(name)) instances.push(instanceFrom((options ?? {}) as Record<string, unknown>, 'default'));
      }
      return {
        title: String(config.title ?? 'Docs'),
        url: String(config.url ?? 'https://example.com'),
        baseUrl: String(config.baseUrl ?? '/'),
        instances,
        mode: 'evaluated',
      };
    } catch (err) {
      return { ...conventions(root), error: `could not evaluate ${path.basename(file)}: ${(err as Error).message}` };
    }
  }
  return { ...conventions(root), error: 'no docusaurus.config file' };
}

/** Without a readable config: docs/ is the default instance, every <id>_versions.json another one. */
function conventions(root: string): DocusaurusSite {
  const instances: DocsInstanceOptions[] = [];
  if (fs.existsSync(path.join(root, 'docs'))) instances.push({ id: 'default', path: 'docs', routeBasePath: 'docs' });
  for (const f of fs.readdirSync(root)) {
    const m = /^(.+)_versions\.json$/.exec(f);
    if (m && fs.existsSync(path.join(root, m[1]))) instances.push({ id: m[1], path: m[1], routeBasePath: m[1] });
  }
  return { title: 'Docs', url: 'https://example.com', baseUrl: '/', instances, mode: 'conventions' };
}
