/** The manifest of the compiled site components (written by ./bundle, read when pages render). */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteClassNames } from '../shared/theme-classes';

/** A module the site's pages or config import. */
export interface ComponentImport {
  /** Absolute path of the module. */
  module: string;
  /** Page or config that imports it (relative to the content folder), for messages. */
  from: string;
}

export interface ModuleEntry {
  /** Short stable id used in registry names ("0", "1", … in path order). */
  id: string;
  /** Path relative to the content folder. */
  file: string;
  exports: string[];
  error?: string;
}

/** A client module of the site (site.config.json `clientModules`), or why it does not compile. */
export interface ClientModuleEntry {
  /** Path relative to the content folder. */
  file: string;
  error?: string;
}

export interface SiteComponentsManifest {
  /** Absolute module path → entry. */
  modules: Record<string, ModuleEntry>;
  clientModules?: ClientModuleEntry[];
  /** The site's theme parts that compiled (the registry's `themeParts`: ./theme-parts.ts). */
  themeParts?: string[];
  /** The site's theme layer draws the sidebar (its SidebarItems, lib/plugins/types.ts): each page renders it, no slot is filled after the export. */
  sidebarInRender?: boolean;
  /**
   * Classes the site's theme gives the engine's parts for this site (the registry's `siteClasses`,
   * lib/shared/theme-classes.ts withSiteClasses), for what the build draws outside Next: the sidebars.
   */
  siteClasses?: SiteClassNames;
  /** The site's own highlighter (absolute path; lib/mdx/highlight-code.ts SiteGrammars), which tokenizes all its code blocks. */
  grammars?: string;
}

/**
 * What the site's own code that does not compile does. 'fail' (a build, a check): the build stops
 * with the module's file:line where it is used, as a bundler's build stops; 'pass-through' (the live
 * preview): what uses it renders without it, and the author is told, so the preview stays up.
 */
export type UncompiledCode = 'fail' | 'pass-through';

export const GENERATED_DIR = '.generated/site-components';
/** The registry Next imports as `docs-site-components` (next.config.ts). */
export const REGISTRY_FILE = `${GENERATED_DIR}/index.ts`;
/** The registry's components, each export under its registry name: a module plain Node loads too (the page pass's trial render, components/mdx/site-bundle.ts). */
export const COMPONENTS_BUNDLE_FILE = `${GENERATED_DIR}/bundle.mjs`;
/**
 * A bundle whose server render differs from the browser's (a package's browser build needs a DOM) is
 * two builds: COMPONENTS_BUNDLE_FILE is then their client boundary, naming its exports from
 * SPLIT_BUNDLE_MODULE, which resolves to the browser's build in the browser and to the server's
 * elsewhere (next.config.ts). The page pass's trial render loads the server's.
 */
export const COMPONENTS_BROWSER_FILE = `${GENERATED_DIR}/bundle.browser.mjs`;
export const COMPONENTS_SERVER_FILE = `${GENERATED_DIR}/bundle.server.mjs`;
/**
 * Every registry name in one module, where COMPONENTS_BUNDLE_FILE holds only some (a room loads parts
 * and the modules pages import apart, in chunks of their own): the page pass's trial render loads it,
 * unless the server's build is there.
 */
export const COMPONENTS_WHOLE_FILE = `${GENERATED_DIR}/bundle.all.mjs`;
export const SPLIT_BUNDLE_MODULE = 'docs-site-bundle';
/**
 * A module of such a bundle loaded apart, `<name>.browser.mjs` and `<name>.server.mjs` in the
 * generated folder: imported as `docs-site-bundle/<name>`, the side's own (next.config.ts).
 */
export const BROWSER_SIDE = '.browser.mjs';
export const SERVER_SIDE = '.server.mjs';

/**
 * The registry of a site with no components of its own, written where the compiled one goes (or in
 * `dir`, put there afterwards: ./bundle.ts): the
 * file is always there once content was prepared, so a running `next dev` (started before the
 * components compiled, or on other content) sees the site's registry replace it instead of keeping
 * the engine's empty one it chose at start.
 */
export function writeEmptyRegistry(root = process.cwd(), dir = path.join(root, GENERATED_DIR)): void {
  writeGenerated(
    dir,
    path.basename(REGISTRY_FILE),
    // (Every export of the empty registry, which names each the engine imports.)
    "// No site components (lib/site-modules/manifest.ts).\nexport * from '../../lib/site-modules/empty-registry';\n",
  );
  writeEmptyClientModules(root, dir);
}

/** The client modules Next imports as `docs-site-client-modules` (next.config.ts). */
export const CLIENT_MODULES_FILE = `${GENERATED_DIR}/client-modules.ts`;

/**
 * No client modules, written where the compiled ones go (always there, as the registry is); `dir`:
 * the folder being written, when it is put in the generated folder's place afterwards (./bundle.ts).
 */
export function writeEmptyClientModules(root = process.cwd(), dir = path.join(root, GENERATED_DIR)): void {
  writeGenerated(dir, path.basename(CLIENT_MODULES_FILE), NO_CLIENT_MODULES);
}

/** The text of `client-modules.ts` for no client modules. */
export const NO_CLIENT_MODULES =
  "// No client modules (lib/site-modules/manifest.ts).\nexport { clientModules } from '../../lib/site-modules/no-client-modules';\n";

function writeGenerated(root: string, rel: string, text: string): void {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** The manifest of the last bundle, if the content has site components. */
export function readManifest(root = process.cwd()): SiteComponentsManifest | undefined {
  const file = path.join(root, GENERATED_DIR, 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SiteComponentsManifest) : undefined;
}
