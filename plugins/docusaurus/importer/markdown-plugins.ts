/**
 * The site's own remark, rehype and recma plugins, from the docs, blog and pages options of its config
 * (`beforeDefaultRemarkPlugins`, `remarkPlugins`, `beforeDefaultRehypePlugins`, `rehypePlugins`, `recmaPlugins`), as
 * site.config.json `markdownPlugins` entries (lib/config/markdown-plugins.ts). A plugin is a package (a stub
 * of the evaluated config names it) or a function of a site module (its file is copied); its options
 * must be data. What cannot be carried over is reported.
 */
import path from 'node:path';
import { isPlainData, siteModuleOrigin, stubPath } from './config';
import { isClassicPresetName, packageOf } from './presets';
import type { MarkdownPluginEntry } from '../../../lib/api/config';
import { blogScope } from '../../../lib/api/config';
import { isObj } from '../../../lib/api/guards';

const LISTS = [
  ['beforeDefaultRemarkPlugins', 'remark', 'beforeDefault'],
  ['remarkPlugins', 'remark', 'default'],
  ['beforeDefaultRehypePlugins', 'rehype', 'beforeDefault'],
  ['rehypePlugins', 'rehype', 'default'],
  ['recmaPlugins', 'recma', 'default'],
] as const;

export interface ImportedMarkdownPlugins {
  entries: MarkdownPluginEntry[];
  /** Packages to install in the imported folder. */
  packages: string[];
  /** Site files (relative to the site root) the entries load: copied with what they import. */
  files: string[];
  unmapped: string[];
}

/** The option names of the lists above. */
export const MARKDOWN_PLUGIN_LISTS: readonly string[] = LISTS.map(([key]) => key);

type Obj = Record<string, unknown>;

/** Options objects by the scope their pages are in: a docs instance's id, 'blog' (or 'blog:<id>'), 'pages'. */
export function optionSources(raw: Obj): { scope: string; label: string; options: Obj }[] {
  const out: { scope: string; label: string; options: Obj }[] = [];
  const docsScope = (o: Obj) => `docs:${typeof o.id === 'string' ? o.id : 'default'}`;
  for (const entry of (raw.presets as unknown[]) ?? []) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (!isClassicPresetName(name) || !isObj(options)) continue;
    if (isObj(options.docs)) out.push({ scope: docsScope(options.docs), label: 'docs', options: options.docs });
    if (isObj(options.blog)) out.push({ scope: 'blog', label: 'blog', options: options.blog });
    if (isObj(options.pages)) out.push({ scope: 'pages', label: 'pages', options: options.pages });
  }
  for (const entry of (raw.plugins as unknown[]) ?? []) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (typeof name !== 'string' || !isObj(options)) continue;
    if (/plugin-content-docs/.test(name))
      out.push({ scope: docsScope(options), label: `docs instance "${typeof options.id === 'string' ? options.id : 'default'}"`, options });
    else if (/plugin-content-blog/.test(name)) {
      // Each blog instance runs its own plugins (lib/config/blog.ts blogScope).
      const id = typeof options.id === 'string' ? options.id : 'default';
      out.push({ scope: blogScope(id), label: id === 'default' ? 'blog' : `blog "${id}"`, options });
    } else if (/plugin-content-pages/.test(name)) out.push({ scope: 'pages', label: 'pages', options });
  }
  return out;
}

/** `scopeOf`: a docs instance id → the doc set its pages are in. */
export function markdownPluginsFromConfig(raw: Obj, siteRoot: string, scopeOf: (instanceId: string) => string | undefined): ImportedMarkdownPlugins {
  const result: ImportedMarkdownPlugins = { entries: [], packages: [], files: [], unmapped: [] };
  const byKey = new Map<string, MarkdownPluginEntry>();
  for (const { scope, label, options } of optionSources(raw)) {
    const set = scope.startsWith('docs:') ? scopeOf(scope.slice(5)) : scope;
    if (!set) continue;
    for (const [key, kind, stage] of LISTS) {
      const list = options[key];
      if (!Array.isArray(list)) continue;
      for (const item of list) {
        const [fn, pluginOptions] = Array.isArray(item) ? item : [item, undefined];
        const stubbed = stubPath(fn);
        const origin = siteModuleOrigin(fn);
        let pluginModule: string | undefined;
        let exportName: string | undefined;
        if (stubbed && !/^\.{0,2}\//.test(stubbed[0])) {
          pluginModule = stubbed[0];
          const props = stubbed.slice(1);
          if (props.length > 1 || (props.length === 1 && props[0] !== 'default')) exportName = props.join('.');
          result.packages.push(packageOf(pluginModule));
        } else if (origin) {
          const rel = path.relative(siteRoot, origin.file).split(path.sep).join('/');
          if (rel.startsWith('..')) {
            result.unmapped.push(`${label}.${key}: a plugin from ${rel}, outside the site folder (the engine renders pages without it)`);
            continue;
          }
          pluginModule = `./${rel}`;
          if (origin.export !== 'default') exportName = origin.export;
          result.files.push(rel);
        } else if (typeof (fn as { then?: unknown } | null)?.then === 'function') {
          // `import('remark-x')` not awaited (a Promise of the config's own context: no instanceof): unified's
          // use() reads it as a preset with no plugins, which MDX 1 (Docusaurus 2) runs as nothing and
          // unified 11 (Docusaurus 3) refuses.
          result.unmapped.push(
            `${label}.${key}: a Promise (an import() not awaited), from which MDX runs no plugin (the engine renders pages without it; name the plugin: (await import('…')).default)`,
          );
          continue;
        } else {
          result.unmapped.push(`${label}.${key}: a plugin written in the config itself (the engine renders pages without it; move it to a file of the site)`);
          continue;
        }
        if (pluginOptions !== undefined && !isPlainData(pluginOptions)) {
          result.unmapped.push(
            `${label}.${key}: ${pluginModule}'s options hold code, which site.config.json cannot carry (the engine renders pages without it)`,
          );
          continue;
        }
        const entry: MarkdownPluginEntry = {
          kind,
          stage,
          module: pluginModule!,
          ...(exportName ? { export: exportName } : {}),
          ...(pluginOptions !== undefined ? { options: pluginOptions } : {}),
        };
        const id = JSON.stringify(entry);
        const same = byKey.get(id);
        if (same) same.appliesTo = [...new Set([...(same.appliesTo ?? []), set])];
        else {
          const withScope = { ...entry, appliesTo: [set] };
          byKey.set(id, withScope);
          result.entries.push(withScope);
        }
      }
    }
  }
  result.packages = [...new Set(result.packages)];
  result.files = [...new Set(result.files)];
  return result;
}
