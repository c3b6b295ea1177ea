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
 * An esbuild plugin answering the parts `filter` matches, each a module of its own (`load(part)`):
 * `export default host(Component, { id: Own, … })`, its imports resolved as any theme import.
 */
export function hostedPartsPlugin(name: string, filter: RegExp, load: (part: string) => HostedPart): Plugin {
  return {
    name,
    setup(b) {
      b.onResolve({ filter }, (args) => ({ path: args.path, namespace: name }));
      b.onLoad({ filter: /.*/, namespace: name }, (args) => {
        const { hostFile, host, component, own } = load(args.path);
        const instances = Object.entries(own);
        return {
          contents: [
            `import { ${host} } from ${JSON.stringify(hostFile)};`,
            `import Component from ${JSON.stringify(component)};`,
            ...instances.map(([, spec], i) => `import Own${i} from ${JSON.stringify(spec)};`),
            `export default ${host}(Component, { ${instances.map(([id], i) => `${JSON.stringify(id)}: Own${i}`).join(', ')} });`,
          ].join('\n'),
          loader: 'js',
          resolveDir: process.cwd(),
        };
      });
    },
  };
}
