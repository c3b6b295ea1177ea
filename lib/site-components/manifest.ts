/** The manifest of the compiled site components (written by ./bundle, read when pages render). */
import fs from 'node:fs';
import path from 'node:path';

export interface ModuleEntry {
  /** Short stable id used in registry names ("0", "1", … in path order). */
  id: string;
  /** Path relative to the content folder. */
  file: string;
  exports: string[];
  error?: string;
}

export interface SiteComponentsManifest {
  /** Absolute module path → entry. */
  modules: Record<string, ModuleEntry>;
}

export const GENERATED_DIR = '.generated/site-components';
/** The registry Next imports as `docs-site-components` (next.config.ts). */
export const REGISTRY_FILE = `${GENERATED_DIR}/index.ts`;

/**
 * The registry of a site with no components of its own, written where the compiled one goes: the
 * file is always there once content was prepared, so a running `next dev` (started before the
 * components compiled, or on other content) sees the site's registry replace it instead of keeping
 * the engine's empty one it chose at start.
 */
export function writeEmptyRegistry(root = process.cwd()): void {
  const file = path.join(root, REGISTRY_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    "// No site components (lib/site-components/manifest.ts).\nexport { siteComponents, themeWrappers } from '../../lib/site-components/empty-registry';\n",
  );
}

/** The manifest of the last bundle, if the content has site components. */
export function readManifest(root = process.cwd()): SiteComponentsManifest | undefined {
  const file = path.join(root, GENERATED_DIR, 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SiteComponentsManifest) : undefined;
}
