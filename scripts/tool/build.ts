/**
 * `pagewright build`: the site imported, built by the engine, and its out/ published as build/: the
 * folder served at the site's baseUrl (out/<mount>, lib/shared/site-paths.ts siteMount), as Docusaurus' is.
 */
import path from 'node:path';
import type { ToolProject } from './project';
import { importSite } from './import-site';
import { runEngine } from './run-node';
import { publishBuild } from './publish';
import { preparePostBuild, runPluginsPostBuild, runsPostBuild } from '../../plugins/docusaurus/importer/post-build';
import { siteMountOfFile } from '../../lib/config/site-mount-file';
import { builtSite } from '../../lib/pipeline/built-site';
import { nextMallocEnv } from '../../lib/pipeline/next-malloc';
import { collectGarbage } from '../../lib/collect-garbage';

/** The exit status: 0 when build/ holds the new site. */
export async function toolBuild(project: ToolProject, outDir: string): Promise<number> {
  if (!(await importSite(project))) return 1;
  // (This process only waits from here on, beside the build's peak.)
  collectGarbage();
  // The site's plugins' postBuild write into the new build folder (plugins/docusaurus/importer/post-build.ts); their first process loads meanwhile.
  const postBuild = runsPostBuild(project.content)
    ? async (built: string) =>
        console.log(`postBuild: ${(await runPluginsPostBuild(project.site, project.content, built, builtSite(project.engine))).join(', ')}`)
    : undefined;
  if (postBuild) preparePostBuild(project.site);
  // The build's process gets Next's allocator settings: the page pass's threads left their freed
  // memory in arenas of their own, held beside Next (vcluster-docs: 405 → 355 MiB while Next renders).
  const status = await runEngine(project, 'scripts/build.mjs', [], { env: nextMallocEnv(process.env) });
  if (status !== 0) return status;
  try {
    await publishBuild(path.join(project.engine, 'out', siteMountOfFile(path.join(project.content, 'site.config.json'))), outDir, postBuild);
  } catch (err) {
    console.error(`[ERROR] ${(err as Error).message}`);
    return 1;
  }
  console.log(`[SUCCESS] Generated static files in "${path.relative(process.cwd(), outDir) || '.'}". Serve them with: npx pagewright serve`);
  return 0;
}
