/**
 * `pagewright build`: the site imported, built by the engine, and its out/ published as build/: the
 * folder served at the site's baseUrl (out/<mount>, lib/shared/site-paths.ts siteMount), as Docusaurus' is.
 */
import path from 'node:path';
import type { ToolProject } from './project';
import { importSite } from './import-site';
import { runEngine } from './run-node';
import { publishBuild } from './publish';
import { siteMountOfFile } from '../../lib/config/site-mount-file';

/** The exit status: 0 when build/ holds the new site. */
export async function toolBuild(project: ToolProject, outDir: string): Promise<number> {
  if (!(await importSite(project))) return 1;
  const status = await runEngine(project, 'scripts/build.mjs', []);
  if (status !== 0) return status;
  publishBuild(path.join(project.engine, 'out', siteMountOfFile(path.join(project.content, 'site.config.json'))), outDir);
  console.log(`[SUCCESS] Generated static files in "${path.relative(process.cwd(), outDir) || '.'}". Serve them with: npx pagewright serve`);
  return 0;
}
