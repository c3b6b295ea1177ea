/**
 * `npm run check`: everything the build would reject, without rendering. The content index
 * (frontmatter, sidebars, categories, slugs, duplicate URLs, site config), then every page through
 * the MDX parser and the build's remark plugins (syntax, imports, partials, components, undefined
 * names in expressions), then every link and anchor. Prints each problem as file:line[:column];
 * exit 1 on problems. Results of unchanged pages are reused from the last run (`--no-cache`: start
 * cold and keep nothing).
 */
import { buildSite, contentPaths } from '../lib/content/store';
import { BuildError, formatProblem } from '../lib/errors';
import { checkSite } from '../lib/check/site-check';
import { loadPageCache, savePageCache } from '../lib/check/cache-file';
import { KNOWN_COMPONENTS } from '../components/mdx/registry';
import { testComponentNames } from '../lib/content/test-fixtures';
import { prepareSiteComponents } from '../lib/site-components/prepare';

const started = Date.now();
const useCache = !process.argv.includes('--no-cache');
try {
  const paths = contentPaths();
  const site = buildSite(paths, { gitDates: false });
  for (const w of site.index.warnings) console.warn(`⚠ ${w}`);
  // The site's own components decide which names pages may use.
  await prepareSiteComponents(site, paths.contentDir);
  const cache = useCache ? loadPageCache(paths.rootDir, paths.contentDir) : undefined;
  const result = await checkSite(site, { rootDir: paths.rootDir, contentDir: paths.contentDir, knownComponents: [...KNOWN_COMPONENTS, ...(await testComponentNames(paths))], cache });
  if (cache) savePageCache(paths.rootDir, paths.contentDir, cache);
  for (const w of result.warnings) console.warn(`⚠ ${formatProblem(w)}`);
  if (result.problems.length) {
    console.error(`The content has ${result.problems.length} problem(s):\n${result.problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
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
