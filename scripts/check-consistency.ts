/**
 * The build checks of the plugins the site uses (lib/plugins/types.ts), e.g. the vCluster plugin's: every
 * hand-written page against the typed data of the version it documents (vcluster.yaml fields
 * against that version's schema, `vcluster …` commands and flags against its CLI data). Prints
 * file:line for each problem; exit 1 when there are any.
 * Usage: npm run check:consistency [-- vcluster/0.24.0 platform/4.2.0]
 */
import { buildChecks, sitePlugins } from '../lib/plugins/engine';
import { loadSiteConfig } from '../lib/content/store';
import { plugins } from '../plugins/index';
import { projectPaths } from './lib/run-env';

let total = 0;
let groups = 0;
for (const check of buildChecks(sitePlugins(loadSiteConfig(projectPaths(), plugins), plugins))) {
  const results = check.run(projectPaths().contentDir, process.argv.slice(2));
  groups += results.size;
  for (const [key, issues] of results) {
    for (const i of issues) console.log(`${i.file}:${i.line}: ${i.message}`);
    if (issues.length) console.log(`  ${key}: ${issues.length}`);
    total += issues.length;
  }
}
console.log(total ? `✘ ${total} mismatches` : `✔ ${groups} versions agree with their schema and CLI data`);
process.exit(total ? 1 : 0);
