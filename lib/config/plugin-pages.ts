/**
 * site.config.json `pluginPages`: the pages the site's own plugins add with `addRoute`, as the
 * importer read them (tools/importer/local-plugins.ts); lib/pages/plugin-pages.ts makes them pages.
 */
export interface PluginPage {
  /** The route's path, as the plugin gave it (baseUrl and locale included). */
  url: string;
  /** The route component's module, relative to the content folder. */
  component: string;
  /** A JSON file (relative to the content folder) holding the props its modules give the component. */
  props?: string;
  /** The plugin that added it, for messages. */
  plugin: string;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function pluginPagesProblems(value: unknown): string[] {
  if (value === undefined) return [];
  const shape = '{ "url": "/…", "component": "src/…", "props"?: "<file>.json", "plugin": "<name>" }';
  if (!Array.isArray(value)) return [`"pluginPages" must be a list of ${shape} (got ${JSON.stringify(value)})`];
  return value.flatMap((p, i) =>
    isObj(p) &&
    typeof p.url === 'string' &&
    p.url.startsWith('/') &&
    typeof p.component === 'string' &&
    p.component &&
    (p.props === undefined || typeof p.props === 'string') &&
    typeof p.plugin === 'string'
      ? []
      : [`"pluginPages[${i}]" must be ${shape} (got ${JSON.stringify(p)})`],
  );
}
