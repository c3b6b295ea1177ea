/** Registry name of one export of a site's compiled module: stable across builds, a valid JSX name. */
export function registryName(moduleId: string, exportName: string): string {
  return `Site${moduleId}_${exportName.replace(/[^\w$]/g, '_')}`;
}
