/**
 * The site imported into the cache's content folder (plugins/docusaurus/importer through
 * scripts/import-docusaurus.ts), with the packages of the site's own install. The import goes into
 * a staging folder: a failed one leaves the last good content as it was.
 */
import fs from 'node:fs';
import type { ToolProject } from './project';
import { runEngine } from './run-node';
import { syncTree } from './sync-tree';

/** Imports the site; false when the import failed (it said why). */
export function importSite(project: ToolProject): boolean {
  const staging = `${project.content}.next`;
  fs.rmSync(staging, { recursive: true, force: true });
  const status = runEngine(project, 'scripts/import-docusaurus.ts', ['--from', project.site, '--to', staging, '--site-packages'], { typescript: true });
  if (status !== 0) {
    fs.rmSync(staging, { recursive: true, force: true });
    return false;
  }
  // Only the files that differ are written: the live preview's watcher sees what the edit changed.
  syncTree(staging, project.content);
  fs.rmSync(staging, { recursive: true, force: true });
  return true;
}
