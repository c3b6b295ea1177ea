/**
 * `npm run check`: everything the build would reject, without rendering. The content index
 * (frontmatter, sidebars, categories, slugs, duplicate URLs, site config), then every page through
 * the MDX parser and the build's remark plugins (syntax, imports, partials, components, undefined
 * names in expressions), then every link and anchor; alongside, hand-written pages against each
 * version's schema and CLI data. Prints each problem as file:line[:column]; exit 1 on problems.
 * Results of unchanged pages are reused from the last run (`--no-cache`: start cold and keep
 * nothing). Large sites are checked on every core (DOCS_CHECK_THREADS=1 for one); `--timing`
 * prints where the time went.
 */
import { buildSite, loadSiteConfig } from '../lib/content/store';
import { BuildError, formatProblem } from '../lib/errors';
import { checkSite } from '../lib/check/site-check';
import { loadPageCache, savePageCache } from '../lib/check/page-cache';
import { startPagePool } from '../lib/check/page-pool';
import { checkConsistency } from '../lib/check/consistency';
import { checkThreads, worthThreads } from '../lib/check/threads';
import { KNOWN_COMPONENTS } from '../lib/mdx/known-components';
import { testComponentNames } from '../lib/content/test-fixtures';
import { prepareSiteCode } from '../lib/site-modules/prepare';
import { plugins } from '../plugins/index';
import { runSettings } from './lib/run-env';
import { contentPaths } from '../lib/source/content-paths';

/**
 * The same plugins as a module a worker thread loads (BuildCheckRun.pluginsModule; a thread cannot
 * be sent functions): plugins/index.ts run from source, its compiled copy beside this code in the
 * check's bundle (scripts/check.mjs).
 */
const PLUGINS_MODULE = new URL(import.meta.url.endsWith('.ts') ? '../plugins/index.ts' : './plugins.mjs', import.meta.url).href;

// Timed from the process's start: loading the check's code is part of its time.
const started = performance.timeOrigin;
const useCache = !process.argv.includes('--no-cache');
const timing: string[] = [];
let lap = started;
const mark = (phase: string) => {
  timing.push(`${phase} ${Math.round(Date.now() - lap)} ms`);
  lap = Date.now();
};
mark('load');
try {
  const run = { ...runSettings(), preview: false };
  const paths = contentPaths(process.cwd(), run);
  const threaded = worthThreads(paths.contentDir, run.checkThreads);
  const cache = useCache ? loadPageCache(paths) : undefined;
  // A cold check of a large site: workers load their modules while the index is built.
  if (threaded && !Object.keys(cache ?? {}).length) startPagePool(checkThreads(run.checkThreads));
  // The site's plugins' checks, started before the index is built (reading the config is quick).
  const consistency = checkConsistency(
    { contentDir: paths.contentDir, plugins: loadSiteConfig(paths, plugins).plugins, pluginsModule: PLUGINS_MODULE },
    threaded,
  );
  mark('start');
  const site = buildSite(paths, { gitDates: false, plugins, run, env: process.env });
  for (const w of site.index.warnings) console.warn(`⚠ ${w}`);
  mark('content index');
  // The site's own components decide which names pages may use.
  await prepareSiteCode({ site, contentDir: paths.contentDir, plugins, uncompiled: 'fail' }, paths.rootDir);
  mark('site components');
  const result = await checkSite(site, {
    rootDir: paths.rootDir,
    contentDir: paths.contentDir,
    knownComponents: [...KNOWN_COMPONENTS, ...(await testComponentNames(paths))],
    plugins,
    pluginsModule: PLUGINS_MODULE,
    cache,
  });
  if (cache) savePageCache(paths, cache);
  mark('pages and links');
  const mismatches = await consistency;
  mark('schema and CLI consistency (wait)');
  if (process.argv.includes('--timing')) console.log(`Timing: ${timing.join(', ')}`);
  for (const w of result.warnings) console.warn(`⚠ ${formatProblem(w)}`);
  const problems = [...result.problems, ...mismatches];
  if (problems.length) {
    console.error(`The content has ${problems.length} problem(s):\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`✔ ${result.pages} pages, no problems (${((Date.now() - started) / 1000).toFixed(1)} s)`);
} catch (err) {
  if (err instanceof BuildError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
