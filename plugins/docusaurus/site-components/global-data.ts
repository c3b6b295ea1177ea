/**
 * The global data the site's own plugins set (`actions.setGlobalData` in contentLoaded), as the
 * importer ran them (plugins/docusaurus/importer/local-plugins.ts): a file of the content folder, by locale, then
 * plugin name and id, as Docusaurus aggregates it (server/plugins/pluginsUtils.ts aggregateGlobalData).
 * The components' bundle reads it as the module GLOBAL_DATA_MODULE (./bundle.ts), which
 * `@docusaurus/useGlobalData` answers from (plugins/docusaurus/components/useGlobalData.ts).
 */
export const GLOBAL_DATA_FILE = 'plugin-global-data.json';
export const GLOBAL_DATA_MODULE = 'docs-plugin-global-data';

/** locale → plugin name → plugin id → data. */
export type PluginGlobalData = Record<string, Record<string, Record<string, unknown>>>;
