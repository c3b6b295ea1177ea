/**
 * `npm run build`: validate and index the content, export the site with Next.js into a staging
 * folder (out.next/), write the machine-readable outputs and check every link there, then swap it
 * in as out/. All or nothing, even when the build is killed: out/ is always the last good site or
 * the new one (scripts/lib/atomic-out.ts), and the next build cleans up after an interrupted one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { buildSite, contentPaths } from '../lib/content/store';
import { BuildError, formatProblem } from '../lib/errors';
import { checkSite } from '../lib/check/site-check';
import { loadPageCache, savePageCache } from '../lib/check/cache-file';
import { KNOWN_COMPONENTS } from '../components/mdx/registry';
import { writeExtraOutputs, checkOutputLinks, checkExportedPages } from './lib/outputs';
import { buildSearchIndexes } from './lib/search-index';
import { linkPolicies, routeBySeverity } from '../lib/config/link-policy';
import { prepareSiteComponents } from '../lib/site-components/prepare';
import { commitStaging, discardStaging, outputDirs, startStaging } from './lib/atomic-out';
import { slimPages } from './lib/slim-pages';
import { acquireBuildLock, releaseBuildLock } from './lib/build-lock';
import { testComponentNames, testFixtureEnv } from '../lib/content/test-fixtures';

const root = process.cwd();
const dirs = outputDirs(root);
const out = dirs.staging; // everything below writes to the staging folder
const cacheDir = path.join(root, '.docs-cache');
const started = Date.now();
let child: ChildProcess | undefined;

function fail(message: string): never {
  discardStaging(dirs);
  releaseBuildLock(cacheDir);
  console.error(`\n✖ Build failed (out/ is unchanged).\n${message}`);
  process.exit(1);
}

// Ctrl+C or a TERM from a CI runner: stop Next (its own process group), drop the staging folder.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    discardStaging(dirs);
    releaseBuildLock(cacheDir);
    console.error(`\n✖ Build interrupted (${signal}); out/ is unchanged.`);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });

fs.mkdirSync(cacheDir, { recursive: true });
const lockProblem = acquireBuildLock(cacheDir);
if (lockProblem) {
  console.error(`\n✖ ${lockProblem}`);
  process.exit(1);
}
for (const step of startStaging(dirs)) console.log(`Recovered from an interrupted build: ${step}`);

// 1. Content index: every author error is reported here, before anything renders.
let site;
try {
  site = buildSite(contentPaths(root), { includeDrafts: false, gitDates: true });
} catch (err) {
  if (err instanceof BuildError) fail(err.message);
  throw err;
}
// The site's own React components (an imported Docusaurus site's src/), compiled for Next and
// known to the check below.
await prepareSiteComponents(site, contentPaths(root).contentDir);

// 1b. Every page through the MDX parser and the build's remark plugins, and every link: a syntax
// error, unknown name or broken link fails here with file:line, before minutes of rendering.
// Unchanged pages reuse the last check's results.
{
  const checkStarted = Date.now();
  const paths = contentPaths(root);
  const cache = loadPageCache(root, paths.contentDir);
  const knownComponents = [...KNOWN_COMPONENTS, ...(await testComponentNames(paths))];
  const checked = await checkSite(site, { rootDir: root, contentDir: paths.contentDir, knownComponents, cache });
  savePageCache(root, paths.contentDir, cache);
  for (const w of checked.warnings) console.warn(`⚠ ${formatProblem(w)}`);
  console.log(`Checked ${checked.pages} pages (MDX, names, links) in ${((Date.now() - checkStarted) / 1000).toFixed(1)} s`);
  if (checked.problems.length)
    fail(`The content has ${checked.problems.length} problem(s):\n${checked.problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
}
const pages = site.index.sets.reduce((n, s) => n + s.versions.reduce((m, v) => m + v.docs.length + v.generatedIndexes.length, 0), 0);
for (const w of site.index.warnings) console.warn(`⚠ ${w}`);
console.log(`Indexed ${pages} pages in ${Date.now() - started} ms`);
const indexFile = path.join(cacheDir, 'site.json');
fs.writeFileSync(indexFile, JSON.stringify(site));

// 2. Static export into the staging folder. Next runs in its own process group so that an
// interrupted build can stop it with all its workers (and the next build can stop an orphan).
const status = await new Promise<number | null>((resolve) => {
  child = spawn(path.join(root, 'node_modules/.bin/next'), ['build'], {
    stdio: 'inherit',
    detached: true,
    env: {
      ...process.env,
      DOCS_INDEX_FILE: indexFile,
      DOCS_EXPORT_DIR: path.relative(root, out),
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      ...testFixtureEnv(root),
    },
  });
  acquireBuildLock(cacheDir, child.pid);
  child.on('exit', (code) => resolve(code));
});
child = undefined;
if (status !== 0) fail('next build did not complete (see the errors above).');
{
  const slim = slimPages(out);
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `Slimmer pages: payload files dropped (${mb(slim.droppedBytes)}), articles left out of ${slim.strippedPages} inline payloads (${mb(slim.strippedBytes)})`,
  );
}

// 3. Static files of the content tree (<content>/static/, e.g. an imported Docusaurus static/
// folder) are published at the same path. They may replace the project's public/ assets (an
// imported site keeps its own logo) but never a built page. Then the machine-readable outputs
// and the link check over the exported HTML.
const staticDir = path.join(contentPaths(root).contentDir, 'static');
if (fs.existsSync(staticDir)) {
  const clash = (fs.readdirSync(staticDir, { recursive: true }) as string[]).find((rel) => {
    const target = path.join(out, rel);
    return /\.(html|txt)$/.test(rel) && fs.existsSync(target) && fs.statSync(target).isFile();
  });
  if (clash) fail(`${path.relative(root, path.join(staticDir, clash))}: a static file may not replace the built page out/${clash}; rename it.`);
  fs.cpSync(staticDir, out, { recursive: true });
}
const missing = checkExportedPages(out, site.index);
if (missing.length) fail(`Pages that did not export (${missing.length}):\n  ${missing.join('\n  ')}`);
writeExtraOutputs(out, site);
const report = checkOutputLinks(out, site.index);
// The site's onBrokenLinks / onBrokenAnchors policies (DOCS_ON_BROKEN_LINKS=warn relaxes "throw").
const policies = linkPolicies(site.config);
const linkFindings = { errors: [] as string[], warnings: [] as string[] };
for (const e of report.errors) routeBySeverity(policies.onBrokenLinks, e, linkFindings);
for (const w of report.warnings) routeBySeverity(policies.onBrokenAnchors, w, linkFindings);
for (const w of linkFindings.warnings) console.warn(`⚠ ${w}`);
if (linkFindings.errors.length) fail(`Broken links (${linkFindings.errors.length}):\n  ${linkFindings.errors.join('\n  ')}`);

// 4. Local search: one sharded index per set version.
try {
  const indexes = buildSearchIndexes(out, site.index);
  const total = indexes.reduce((n, r) => n + r.bytes, 0);
  console.log(
    `Search: ${indexes.length} indexes, ${(total / 1024 / 1024).toFixed(1)} MB (${indexes.map((r) => `${r.scope} ${r.pages} pages ${(r.bytes / 1024).toFixed(0)} KB`).join(', ')})`,
  );
} catch (err) {
  fail(`Search index: ${(err as Error).message}`);
}

// 5. Publish: mark complete, swap in.
commitStaging(dirs);
releaseBuildLock(cacheDir);
console.log(`✔ Built ${pages} pages into out/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
