/**
 * The engine's doc set of a Docusaurus docs plugin instance, as the importer names it
 * (plugins/docusaurus/importer/import.ts setIdOf): the preset's own ("default", or no id) is `docs`.
 */
export function setOfDocsPlugin(pluginId: string | undefined): string {
  return !pluginId || pluginId === 'default' ? 'docs' : pluginId;
}

/** The docs plugin instance's id of an engine doc set (a locale's copy: its original's id), the inverse of setOfDocsPlugin. */
export function docsPluginOfSet(setId: string): string {
  return setId === 'docs' ? 'default' : setId;
}
