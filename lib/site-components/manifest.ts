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

/** The manifest of the last bundle, if the content has site components. */
export function readManifest(root = process.cwd()): SiteComponentsManifest | undefined {
  const file = path.join(root, GENERATED_DIR, 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SiteComponentsManifest) : undefined;
}
