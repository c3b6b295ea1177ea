/**
 * `npm run bench:import`: how fast the Docusaurus importer and the engine handle a Docusaurus tree.
 *  - fixture: test/fixtures/docusaurus-site (two instances, three versions);
 *  - large: this repository's own content written out in Docusaurus' layout (docs/ as the default
 *    instance, vcluster/ and platform/ as plugin instances with <id>_versioned_docs, versions files,
 *    docusaurus.config.js), with a sitemap made from the old site's URL inventory, so the import is
 *    also checked for URL parity against the 1,492 published paths.
 * For each: import time and peak memory, then build time, CPU, peak memory and pages/s.
 * Leaves out/ holding the last imported build; `npm run build` restores the real site.
 */
import fs from 'node:fs';
import path from 'node:path';
import { measureCommand, type Measured } from './lib/measure';

const root = process.cwd();
const cache = path.join(root, '.docs-cache');
const versions = JSON.parse(fs.readFileSync('versions.json', 'utf8')) as Record<string, { lastVersion: string; versions: { name: string; label: string; banner: string }[] }>;

/** This repository's content as a Docusaurus site. */
function writeDocusaurusTree(to: string): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true });
  fs.cpSync('content/docs', path.join(to, 'docs'), { recursive: true });
  const plugins: unknown[] = [];
  for (const set of ['vcluster', 'platform']) {
    const sv = versions[set];
    const released = sv.versions.map((v) => v.name).filter((n) => n !== 'current');
    fs.cpSync(`content/${set}/current`, path.join(to, set), { recursive: true });
    for (const v of released) fs.cpSync(`content/${set}/${v}`, path.join(to, `${set}_versioned_docs`, `version-${v}`), { recursive: true });
    fs.writeFileSync(path.join(to, `${set}_versions.json`), JSON.stringify(released));
    plugins.push([
      '@docusaurus/plugin-content-docs',
      {
        id: set,
        path: set,
        routeBasePath: set,
        lastVersion: sv.lastVersion,
        versions: Object.fromEntries(sv.versions.map((v) => [v.name, { label: v.label, banner: v.banner }])),
      },
    ]);
  }
  fs.writeFileSync(
    path.join(to, 'docusaurus.config.js'),
    `module.exports = ${JSON.stringify({ title: 'vCluster', url: 'https://www.vcluster.com', baseUrl: '/docs/', presets: [['classic', { docs: { path: 'docs', routeBasePath: '/' } }]], plugins }, null, 2)};\n`,
  );
  const paths = fs.readFileSync('test/fixtures/page-inventory-all-versions.txt', 'utf8').split('\n').filter((l) => l.startsWith('/'));
  fs.writeFileSync(path.join(to, 'sitemap.xml'), `<urlset>\n${paths.map((p) => `<url><loc>https://www.vcluster.com${p}</loc></url>`).join('\n')}\n</urlset>\n`);
}

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

async function run(name: string, from: string) {
  const to = path.join(cache, `imported-${name}`);
  const imported: Measured = await measureCommand(
    `node --import tsx scripts/import-docusaurus.ts --from ${from} --to ${to} --sitemap ${path.join(from, 'sitemap.xml')}`,
    path.join(cache, `bench-import-${name}.log`),
  );
  const report = JSON.parse(fs.readFileSync(path.join(to, 'import-report.json'), 'utf8'));
  const built: Measured = await measureCommand('node --import tsx scripts/build.ts', path.join(cache, `bench-import-build-${name}.log`), { ...process.env, DOCS_CONTENT_DIR: to });
  const log = fs.readFileSync(path.join(cache, `bench-import-build-${name}.log`), 'utf8');
  const pages = Number(/Built (\d+) pages/.exec(log)?.[1] ?? 0);
  const parity = report.urlParity;
  return {
    tree: name,
    sourcePages: report.pages,
    failed: report.failed.length,
    import: { seconds: imported.wall, cpuSeconds: imported.cpu, peak: mb(imported.peak), pagesPerSecond: Math.round(report.pages / imported.wall) },
    build: { pages, seconds: built.wall, cpuSeconds: built.cpu, peak: mb(built.peak), pagesPerSecond: Number((pages / built.wall).toFixed(1)) },
    urlParity: parity ? `${parity.matched}/${parity.sitemapUrls} (${parity.missing.length} missing${parity.missing.length ? `: ${parity.missing.slice(0, 5).join(', ')}` : ''})` : 'n/a',
  };
}

const which = process.argv.slice(2);
const results = [];
if (!which.length || which.includes('fixture')) results.push(await run('fixture', path.resolve('test/fixtures/docusaurus-site')));
if (!which.length || which.includes('large')) {
  const tree = path.join(cache, 'docusaurus-large');
  writeDocusaurusTree(tree);
  results.push(await run('large', tree));
}
for (const r of results) console.log(JSON.stringify(r, null, 2));
fs.writeFileSync(path.join(cache, 'bench-import.json'), JSON.stringify(results, null, 2));
