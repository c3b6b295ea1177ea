/**
 * What Next compiles of the plugins: the four lists of this checkout (plugins/index.ts,
 * components.tsx, behaviours.ts, styles.ts) cut to the plugins the site's config names, written into
 * .generated/site-plugins/ and put in their place by next.config.ts's aliases. An imported Docusaurus
 * site then compiles none of the vCluster plugin's components, checks and data, and the vCluster site
 * none of the Docusaurus plugin. Plain data here, no plugin imported: next.config.ts loads this module.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where a plugin's halves are: `file#export`, the file relative to the project root, without extension; its stylesheet, a CSS file. */
interface PluginModules {
  plugin: string;
  components?: string;
  behaviours?: string;
  styles?: string;
}

/** Every plugin of this checkout, in plugins/index.ts's order (plugins/__tests__/selection.test.ts holds them to it). */
export const PLUGIN_MODULES: Readonly<Record<string, PluginModules>> = {
  vcluster: {
    plugin: 'plugins/vcluster/plugin#vclusterPlugin',
    components: 'plugins/vcluster/components/index#vclusterComponents',
    behaviours: 'plugins/vcluster/browser/behaviours#vclusterBehaviours',
    styles: 'plugins/vcluster/styles/references.css',
  },
  docusaurus: {
    plugin: 'plugins/docusaurus/plugin#docusaurusPlugin',
    components: 'plugins/docusaurus/components/page-components#docusaurusComponents',
    behaviours: 'plugins/docusaurus/browser/behaviours#docusaurusBehaviours',
  },
};

export const SELECTION_DIR = '.generated/site-plugins';

/** The modules Next's aliases name for the four lists, relative to the project root. */
export interface PluginSelection {
  plugins: string;
  components: string;
  behaviours: string;
  styles: string;
}

/** The checkout's whole lists: for a config that cannot be read (the build reports it itself). */
export const ALL_PLUGINS: PluginSelection = {
  plugins: './plugins/index.ts',
  components: './plugins/components.tsx',
  behaviours: './plugins/behaviours.ts',
  styles: './plugins/styles.ts',
};

/**
 * Writes the lists for the plugins `names` (a site config's `plugins`; a name this checkout lacks is
 * left to the config's check) into `root`'s SELECTION_DIR, each file only when its text changes (the
 * live preview recompiles what changed); `undefined`: the whole lists, nothing written.
 */
export function writePluginSelection(root: string, names: readonly string[] | undefined): PluginSelection {
  if (!names) return ALL_PLUGINS;
  const chosen = Object.keys(PLUGIN_MODULES).filter((name) => names.includes(name));
  const dir = path.join(root, SELECTION_DIR);
  const files = selectionFiles(chosen);
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    const abs = path.join(dir, file);
    if (!fs.existsSync(abs) || fs.readFileSync(abs, 'utf8') !== text) fs.writeFileSync(abs, text);
  }
  return {
    plugins: `./${SELECTION_DIR}/plugins.ts`,
    components: `./${SELECTION_DIR}/components.tsx`,
    behaviours: `./${SELECTION_DIR}/behaviours.ts`,
    styles: `./${SELECTION_DIR}/styles.ts`,
  };
}

/** The four modules' texts for the plugins `chosen`, in the catalog's order. */
export function selectionFiles(chosen: readonly string[]): Record<'plugins.ts' | 'components.tsx' | 'behaviours.ts' | 'styles.ts', string> {
  const header = `// The site's plugins (${chosen.join(', ') || 'none'}), written by plugins/selection.ts for Next's compile.\n`;
  const half = (key: Exclude<keyof PluginModules, 'styles'>) => {
    const refs = chosen.flatMap((name) => (PLUGIN_MODULES[name][key] ? [{ name, ref: PLUGIN_MODULES[name][key]! }] : []));
    const imports = refs.map(({ ref }, i) => {
      const [file, name] = ref.split('#');
      return `import { ${name} as m${i} } from '../../${file}';\n`;
    });
    return { refs, imports: imports.join('') };
  };
  const types = (name: string) => `import type { ${name} } from '../../lib/plugins/types';\n`;
  const plugins = half('plugin');
  const components = half('components');
  const behaviours = half('behaviours');
  return {
    'plugins.ts': `${header}${types('DocsPlugin')}${plugins.imports}\nexport const plugins: readonly DocsPlugin[] = [${plugins.refs.map((_, i) => `m${i}`).join(', ')}];\n`,
    'components.tsx': `${header}${types('PluginComponents')}${components.imports}\nexport const pluginComponents: Readonly<Record<string, PluginComponents>> = { ${components.refs
      .map(({ name }, i) => `${JSON.stringify(name)}: m${i}`)
      .join(', ')} };\n`,
    'behaviours.ts': `${header}${types('PluginBehaviour')}${behaviours.imports}\nexport const pluginBehaviours: readonly PluginBehaviour[] = [${behaviours.refs
      .map((_, i) => `...m${i}`)
      .join(', ')}];\n`,
    // (Each chosen plugin's stylesheet, in the catalog's order; none: an empty module.)
    'styles.ts': `${header}${chosen.flatMap((name) => (PLUGIN_MODULES[name].styles ? [`import '../../${PLUGIN_MODULES[name].styles}';\n`] : [])).join('')}export {};\n`,
  };
}
