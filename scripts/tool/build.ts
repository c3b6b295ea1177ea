/** `pagewright build`: the site imported, built by the engine, and its out/ published as build/. */
import path from 'node:path';
import type { ToolProject } from './project';
import { importSite } from './import-site';
import { runEngine } from './run-node';
import { publishBuild } from './publish';

/** The exit status: 0 when build/ holds the new site. */
export async function toolBuild(project: ToolProject, outDir: string): Promise<number> {
  if (!(await importSite(project))) return 1;
  const status = await runEngine(project, 'scripts/build.mjs', []);
  if (status !== 0) return status;
  publishBuild(path.join(project.engine, 'out'), outDir);
  console.log(`[SUCCESS] Generated static files in "${path.relative(process.cwd(), outDir) || '.'}". Serve them with: npx pagewright serve`);
  return 0;
}
