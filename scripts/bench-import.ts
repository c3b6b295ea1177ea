/**
 * `npm run bench:import`: how fast the Docusaurus importer and the engine handle a Docusaurus tree.
 *  - fixture: test/fixtures/docusaurus-site (two instances, three versions);
 *  - large: this repository's own content written out in Docusaurus' layout (docs/ as the default
 *    instance, vcluster/ and platform/ as plugin instances with <id>_versioned_docs, versions files,
 *    docusaurus.config.js), with a sitemap made from the old site's URL inventory, so the import is
 *    also checked for URL parity against the 1,492 published paths.
 *  - `--from <checkout> [--inventory <urls.txt>] [--docusaurus-out <its build/>]`: any Docusaurus
 *    checkout; with the folder Docusaurus built from it, every page is also compared for what a
 *    reader meets (headings, admonitions, code, tabs, details, tables, images, breadcrumbs, sidebar).
 * For each: import and build wall time, CPU and peak memory, output bytes and first-load JS per
 * page, and URL parity against the routes Docusaurus' own rules give for the checkout
 * (tools/importer/docusaurus-routes.ts), and against a published URL list when one is given.
 * Leaves out/ holding the last imported build; `npm run build` restores the real site.
 */
import fs from 'node:fs';
import path from 'node:path';
import { measureCommand, type Measured } from './bench/measure';
import { docusaurusRoutes } from '../tools/importer/docusaurus-routes';
import { dirSize } from './bench/fs-size';
import { firstLoadJs, htmlFiles } from './bench/page-weight';
import { compareBuilds } from '../tools/importer/page-parity';
import { readDocusaurusSite } from '../tools/importer/config';

const root = process.cwd();
const cache = path.join(root, '.docs-cache');
const versions = JSON.parse(fs.readFileSync('versions.json', 'utf8')) as Record<
  string,
  { lastVersion: string; versions: { name: string; label: string; banner: string }[] }
>;

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
  const paths = fs
    .readFileSync('test/fixtures/page-inventory-all-versions.txt', 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('/'));
  fs.writeFileSync(path.join(to, 'sitemap.xml'), `<urlset>\n${paths.map((p) => `<url><loc>https://www.vcluster.com${p}</loc></url>`).join('\n')}\n</urlset>\n`);
}

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
const noSlash = (u: string) => u.replace(/(.)\/$/, '$1');

/** Expected vs published URL paths (compared without trailing slashes). */
function parity(expected: string[], published: Set<string>) {
  const missing = expected.filter((u) => !published.has(u));
  return {
    expected: expected.length,
    matched: expected.length - missing.length,
    percent: Number((((expected.length - missing.length) / Math.max(1, expected.length)) * 100).toFixed(2)),
    missing,
  };
}

async function run(name: string, from: string, inventory?: string, docusaurusOut?: string) {
  const to = path.join(cache, `imported-${name}`);
  const sitemap = path.join(from, 'sitemap.xml');
  const imported: Measured = await measureCommand(
    `node --import tsx scripts/import-docusaurus.ts --from ${from} --to ${to}${fs.existsSync(sitemap) ? ` --sitemap ${sitemap}` : ''}`,
    path.join(cache, `bench-import-${name}.log`),
  );
  const report = JSON.parse(fs.readFileSync(path.join(to, 'import-report.json'), 'utf8'));
  const buildLog = path.join(cache, `bench-import-build-${name}.log`);
  const built: Measured = await measureCommand('node --import tsx scripts/build.ts', buildLog, {
    env: { ...process.env, DOCS_CONTENT_DIR: to },
    allowFailure: true,
  });
  const log = fs.readFileSync(buildLog, 'utf8');
  const pages = Number(/Built (\d+) pages/.exec(log)?.[1] ?? 0);
  const out = path.join(root, 'out');
  const htmlPages = pages ? htmlFiles(out) : [];
  const published = new Set(htmlPages.map((f) => noSlash(`/${path.relative(out, path.dirname(f)).split(path.sep).join('/')}`)));
  const expected = await docusaurusRoutes(from);
  const routes = parity(expected, published);
  const inv = inventory
    ? parity(
        fs
          .readFileSync(inventory, 'utf8')
          .split('\n')
          .filter((l) => l.startsWith('/'))
          .map((l) => decodeURI(noSlash(l))),
        published,
      )
    : undefined;
  const sample = expected.find((u) => published.has(u) && u !== noSlash(report.instances?.[0]?.routeBasePath ?? ''));
  const js = sample ? firstLoadJs(out, sample) : undefined;
  return {
    tree: name,
    from,
    sourcePages: report.pages,
    importFailed: report.failed.length,
    componentsPassedThrough: report.componentsPassedThrough?.length ?? 0,
    import: { seconds: Number(imported.wall.toFixed(1)), cpuSeconds: Number(imported.cpu.toFixed(1)), peak: mb(imported.peak) },
    build: {
      ok: built.code === 0,
      pages,
      seconds: Number(built.wall.toFixed(1)),
      cpuSeconds: Number(built.cpu.toFixed(1)),
      cpuSecondsPerPage: pages ? Number((built.cpu / pages).toFixed(3)) : undefined,
      peak: mb(built.peak),
      outputPerPageKB: pages ? Number((dirSize(out) / pages / 1024).toFixed(1)) : undefined,
      firstLoadJsGzipKB: js ? Number((js.total / 1024).toFixed(1)) : undefined,
      htmlGzipKB: js ? Number((js.html / 1024).toFixed(1)) : undefined,
    },
    docusaurusRoutes: { ...routes, missing: routes.missing.slice(0, 50) },
    extraPages: [...published].filter((u) => !expected.includes(u)).length,
    ...(inv ? { inventory: { ...inv, missing: inv.missing.slice(0, 50) } } : {}),
    ...(docusaurusOut ? { readingParity: compareBuilds(docusaurusOut, out, expected, (await readDocusaurusSite(from)).baseUrl) } : {}),
  };
}

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const results = [];
const from = flag('--from');
if (from) results.push(await run(path.basename(path.resolve(from)), path.resolve(from), flag('--inventory'), flag('--docusaurus-out')));
else {
  if (!args.length || args.includes('fixture')) results.push(await run('fixture', path.resolve('test/fixtures/docusaurus-site')));
  if (!args.length || args.includes('large')) {
    const tree = path.join(cache, 'docusaurus-large');
    writeDocusaurusTree(tree);
    results.push(await run('large', tree, 'test/fixtures/page-inventory-all-versions.txt'));
  }
}
for (const r of results) console.log(JSON.stringify(r, null, 2));
fs.writeFileSync(path.join(cache, 'bench-import.json'), JSON.stringify(results, null, 2));
