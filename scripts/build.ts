/**
 * `npm run build`: validate and index the content, export the site with Next.js into out/, then
 * write the machine-readable outputs and check every link. All or nothing: on any failure the
 * previous out/ is put back and no half-written site is left behind.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildSite, contentPaths } from '../lib/content/store';
import { BuildError } from '../lib/errors';
import { writeExtraOutputs, checkOutputLinks } from './lib/outputs';
import { buildSearchIndexes } from './lib/search-index';
import { linkPolicies, routeBySeverity } from '../lib/config/link-policy';
import { prepareSiteComponents } from '../lib/site-components/prepare';

const root = process.cwd();
const out = path.join(root, 'out');
const previous = path.join(root, 'out.previous');
const cacheDir = path.join(root, '.docs-cache');
const started = Date.now();

function fail(message: string): never {
  if (fs.existsSync(out)) fs.rmSync(out, { recursive: true, force: true });
  if (fs.existsSync(previous)) fs.renameSync(previous, out);
  console.error(`\n✖ Build failed.\n${message}`);
  process.exit(1);
}

// 1. Content index: every author error is reported here, before anything renders.
let site;
try {
  site = buildSite(contentPaths(root), { includeDrafts: false, gitDates: true });
} catch (err) {
  if (err instanceof BuildError) {
    console.error(`\n✖ ${err.message}`);
    process.exit(1);
  }
  throw err;
}
const pages = site.index.sets.reduce((n, s) => n + s.versions.reduce((m, v) => m + v.docs.length + v.generatedIndexes.length, 0), 0);
for (const w of site.index.warnings) console.warn(`⚠ ${w}`);
console.log(`Indexed ${pages} pages in ${Date.now() - started} ms`);
fs.mkdirSync(cacheDir, { recursive: true });
const indexFile = path.join(cacheDir, 'site.json');
fs.writeFileSync(indexFile, JSON.stringify(site));

// The site's own React components (an imported Docusaurus site's src/), compiled for Next.
await prepareSiteComponents(site, contentPaths(root).contentDir);

// 2. Static export. Keep the previous output until the new one is complete.
if (fs.existsSync(previous)) fs.rmSync(previous, { recursive: true, force: true });
if (fs.existsSync(out)) fs.renameSync(out, previous);
const next = spawnSync(path.join(root, 'node_modules/.bin/next'), ['build'], {
  stdio: 'inherit',
  env: { ...process.env, DOCS_INDEX_FILE: indexFile, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
});
if (next.status !== 0) fail('next build did not complete (see the errors above).');

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
  console.log(`Search: ${indexes.length} indexes, ${(total / 1024 / 1024).toFixed(1)} MB (${indexes.map((r) => `${r.scope} ${r.pages} pages ${(r.bytes / 1024).toFixed(0)} KB`).join(', ')})`);
} catch (err) {
  fail(`Search index: ${(err as Error).message}`);
}

if (fs.existsSync(previous)) fs.rmSync(previous, { recursive: true, force: true });
console.log(`✔ Built ${pages} pages into out/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
