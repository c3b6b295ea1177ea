/**
 * npm run import:docusaurus -- --from <docusaurus-root> --to <dir> [--sitemap <sitemap.xml>]
 * Writes the content tree, versions.json, site.config.json and import-report.json into <dir>, and
 * prints a summary. Build it with: DOCS_CONTENT_DIR=<dir> npm run build
 */
import fs from 'node:fs';
import path from 'node:path';
import { importDocusaurus, sitemapParity } from '../lib/importer/import';
import { buildSite, contentPaths, loadSiteConfig } from '../lib/content/store';
import { allUrls } from '../lib/content/routes';
import { sidebarHrefs } from '../lib/content/nav';
import { BuildError } from '../lib/errors';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const from = opt('from');
const to = opt('to');
if (!from || !to) {
  console.error('usage: npm run import:docusaurus -- --from <docusaurus-root> --to <dir> [--sitemap <sitemap.xml>]');
  process.exit(2);
}
const root = process.cwd();
const fromAbs = path.resolve(from);
const toAbs = path.resolve(to);
const report = await importDocusaurus(fromAbs, toAbs, loadSiteConfig(contentPaths(root)));

// Index the imported tree with the engine: this checks it and gives the URLs for the parity check.
let urls: string[] = [];
try {
  process.env.DOCS_CONTENT_DIR = toAbs;
  const { index } = buildSite(contentPaths(root), { gitDates: false });
  // Every build also publishes the search page at /docs/search/.
  urls = [...allUrls(index), '/docs/search/'];
  // The logo goes to the landing set's first page (Docusaurus sites rarely have a page at the docs root).
  const configFile = path.join(toAbs, 'site.config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
  config.navbar.logo.href = sidebarHrefs(index)[index.sets[0].id];
  fs.writeFileSync(configFile, JSON.stringify(config, null, 2) + '\n');
} catch (err) {
  if (!(err instanceof BuildError)) throw err;
  for (const p of err.problems) report.failed.push({ file: p.file ?? '', error: `${p.line ? `line ${p.line}: ` : ''}${p.message}` });
}
const sitemap = opt('sitemap');
if (sitemap) report.urlParity = sitemapParity(fs.readFileSync(sitemap, 'utf8'), urls);
fs.writeFileSync(path.join(toAbs, 'import-report.json'), JSON.stringify(report, null, 2) + '\n');

console.log(`Imported ${report.pages} pages from ${from} (config ${report.configMode}${report.configError ? `: ${report.configError}` : ''}) in ${report.seconds} s`);
for (const i of report.instances) console.log(`  ${i.id} → ${i.routeBasePath}: ${i.versions.map((v) => `${v.name} ${v.pages}`).join(', ')}`);
console.log(`  partials inlined: ${report.partialsInlined}, raw files inlined: ${report.rawFilesInlined}`);
const passed = Object.entries(report.componentsPassedThrough);
if (passed.length) console.log(`  components passed through: ${passed.map(([c, v]) => `${c} (${v.count})`).join(', ')}`);
if (report.urlParity) console.log(`  URL parity: ${report.urlParity.matched}/${report.urlParity.sitemapUrls} sitemap URLs present, ${report.urlParity.missing.length} missing, ${report.urlParity.extra.length} extra`);
if (report.failed.length) console.log(`  failed (${report.failed.length}):\n${report.failed.map((f) => `    ${f.file}: ${f.error}`).join('\n')}`);
console.log(`Report: ${path.relative(root, path.join(toAbs, 'import-report.json'))}`);
