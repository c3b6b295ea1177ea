/**
 * A route component a content plugin's options name (docs' `docItemComponent`, the blog's
 * `blogPostComponent`), per instance: read from the site's config as data (site.config.json
 * `sourceConfig`), the classic preset's part and each plugin entry of the package.
 */
import type { Plugin } from 'esbuild';
import { isClassicPresetName } from '../importer/presets';
import { isObj } from '../../../lib/api/guards';

/** Each instance's `option` other than `byDefault`, by its id ('default' where it has none). */
export function instanceComponents(
  config: Record<string, unknown> | undefined,
  { part, plugin, option, byDefault }: { part: 'docs' | 'blog' | 'pages'; plugin: RegExp; option: string; byDefault: string },
): Record<string, string> {
  const found: Record<string, string> = {};
  const add = (options: unknown) => {
    if (!isObj(options) || typeof options[option] !== 'string' || options[option] === byDefault) return;
    found[typeof options.id === 'string' ? options.id : 'default'] = options[option] as string;
  };
  for (const preset of Array.isArray(config?.presets) ? config.presets : []) {
    const [name, options] = Array.isArray(preset) ? preset : [preset, {}];
    if (isClassicPresetName(name) && isObj(options)) add(options[part]);
  }
  for (const entry of Array.isArray(config?.plugins) ? config.plugins : []) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof name === 'string' && plugin.test(name)) add(options);
  }
  return found;
}

/** A part's module as a plugin answers it: `host` (exported by `hostFile`) around `component`, and each instance's own component by its id. */
export interface HostedPart {
  hostFile: string;
  host: string;
  component: string;
  own: Record<string, string>;
}

/**
 * The imports of `component` and of each instance's own (`own`: id → specifier), each bound to a
 * name starting with `as`, and the `{ id: Own, … }` object that names the latter.
 */
export function componentImports(as: string, component: string, own: Record<string, string>): { imports: string[]; owned: string } {
  const instances = Object.entries(own);
  return {
    imports: [`import ${as} from ${JSON.stringify(component)};`, ...instances.map(([, spec], i) => `import ${as}_${i} from ${JSON.stringify(spec)};`)],
    owned: `{ ${instances.map(([id], i) => `${JSON.stringify(id)}: ${as}_${i}`).join(', ')} }`,
  };
}

/** An esbuild plugin answering the specifiers `filter` matches, each with the module `code(specifier)` writes, its imports resolved as any theme import. */
export function generatedPartsPlugin(name: string, filter: RegExp, code: (part: string) => string): Plugin {
  return {
    name,
    setup(b) {
      b.onResolve({ filter }, (args) => ({ path: args.path, namespace: name }));
      b.onLoad({ filter: /.*/, namespace: name }, (args) => ({ contents: code(args.path), loader: 'js', resolveDir: process.cwd() }));
    },
  };
}

/** The parts `filter` matches, each `export default host(Component, { id: Own, … })` as `load(part)` names them. */
export function hostedPartsPlugin(name: string, filter: RegExp, load: (part: string) => HostedPart): Plugin {
  return generatedPartsPlugin(name, filter, (part) => {
    const { hostFile, host, component, own } = load(part);
    const { imports, owned } = componentImports('Component', component, own);
    return [`import { ${host} } from ${JSON.stringify(hostFile)};`, ...imports, `export default ${host}(Component, ${owned});`].join('\n');
  });
}
