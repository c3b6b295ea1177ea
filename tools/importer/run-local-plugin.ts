/**
 * One plugin function of the site, called as Docusaurus' initPlugins calls it (`plugin(context,
 * options)`, awaited), then its loadContent, in the site's folder (the process's working directory): run by
 * ./local-plugins.ts in a process of its own, so that what it does stays out of the importer's.
 * Argument: JSON { file, export?, options?, context }.
 */
import { pathToFileURL } from 'node:url';

const {
  file,
  export: name,
  options,
  context,
} = JSON.parse(process.argv[2] ?? '{}') as {
  file: string;
  export?: string;
  options?: Record<string, unknown>;
  context: Record<string, unknown>;
};
const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
// CommonJS or ESM, and a transpiled module's `exports.default` once more.
let fn: unknown = name ? mod[name] : (mod.default ?? mod);
if (typeof fn !== 'function' && fn && typeof (fn as Record<string, unknown>).default === 'function') fn = (fn as Record<string, unknown>).default;
if (typeof fn !== 'function') throw new Error(`${file}: no plugin function as its ${name ?? 'default'} export`);
// Docusaurus gives every plugin an id (its options' or "default").
const plugin = (await (fn as (c: unknown, o: unknown) => unknown)(context, { id: 'default', ...options })) as { loadContent?: () => unknown } | null;
// Then it loads every plugin's content (core server/plugins/plugins.ts: `await plugin.loadContent?.()`),
// with the docs plugin's among them: a loadContent that writes docs (a package's README copied to
// docs/packages/) writes them where the docs are read. What it returns feeds routes the engine does not add.
if (plugin && typeof plugin.loadContent === 'function') await plugin.loadContent();
