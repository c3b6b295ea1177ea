/**
 * The core's public surface for plugins: what a build writes and keeps (the site modules' manifest, caches, output files), and its errors.
 * A room (plugins/…) imports the core only through these modules (scripts/lib/rooms.ts).
 */
export { readCacheJson, writeCacheJson } from '../cache/json';
export { writeFolderWhole } from '../cache/staged-folder';
export { fileSha1, hashFilesUnder, newHash, sha1 } from '../cache/stamp';
export { svgScripts } from '../check/svg-scripts';
export { PRISM_TYPES } from '../code-theme/prism-tokens';
export { BuildError } from '../errors';
export type { Problem } from '../errors';
export { writeOutputFile } from '../pipeline/output-file';
export { scriptScheme, scriptUrlMessage } from '../safety/script-url';
export {
  BROWSER_SIDE,
  COMPONENTS_BROWSER_FILE,
  COMPONENTS_SERVER_FILE,
  COMPONENTS_WHOLE_FILE,
  GENERATED_DIR,
  NO_CLIENT_MODULES,
  readManifest,
  SERVER_SIDE,
  SPLIT_BUNDLE_MODULE,
  writeEmptyClientModules,
  writeEmptyRegistry,
} from '../site-modules/manifest';
export type { ClientModuleEntry, ComponentImport, ModuleEntry, SiteComponentsManifest, UncompiledCode } from '../site-modules/manifest';
export { registryName } from '../site-modules/registry-name';
export { SITE_STYLES_DIR, SITE_STYLES_FILE, writeEmptyStyles } from '../site-modules/styles-file';
