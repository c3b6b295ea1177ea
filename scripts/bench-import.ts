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
 *  - `--from <checkout> --docusaurus [--pin name@version]… [--docusaurus-modules <node_modules>]`:
 *    Docusaurus' own build of the checkout too, cold, before the engine's (never both at once), and
 *    the ratios against the issue's targets (scripts/bench/docusaurus-build.ts).
 *  - `--sharing`: the engine builds again without compile sharing (lib/mdx/compile-sharing.ts) and
 *    the hast render (components/mdx/hast-render.tsx), and the two exports are compared byte for
 *    byte (scripts/bench/same-output.ts).
 * For each: import and build wall time, CPU and peak memory, the build's phase times, output bytes
 * and first-load JS per page, and URL parity against the routes Docusaurus' own rules give for the
 * checkout (plugins/docusaurus/importer/docusaurus-routes.ts), and against a published URL list when one is given;
 * client-redirect parity: the redirects Docusaurus' rules give against the redirect pages of the build.
 * The engine imports and builds in a temporary copy of the project (scripts/lib/temp-project.ts),
 * so no .next/ or .docs-cache/ of an earlier build is used; `--keep` keeps that copy and its out/ (with `--panel` too).
 * With `--panel`, `--keep-out <dir>` keeps each site's export at <dir>/<owner+name>, and
 * `--against <dir>` compares each export with the one an earlier commit kept there: the routes both
 * write and what a reader meets on each page (the same parity with Docusaurus, without its build).
 * `--in-place` imports as `pagewright build` does: the docs and blogs are read where they lie
 * (plugins/docusaurus/in-place/reading.ts), not copied.
 * Logs and bench-import.json go to .docs-cache/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { measureCommand, shellQuote, type Measured } from './bench/measure';
import { docusaurusRedirects, docusaurusRoutes } from '../plugins/docusaurus/importer/docusaurus-routes';
import { REDIRECT_MARK } from '../lib/output/redirect-pages';
import { dirSize } from './bench/fs-size';
import { firstLoadJs, htmlFiles } from './bench/page-weight';
import { compareBuilds, compareExports, docusaurusBuiltUrls, type ExportComparison } from '../plugins/docusaurus/importer/page-parity';
import { readDocusaurusSite } from '../plugins/docusaurus/importer/config';
import { tempProject } from './lib/temp-project';
import { buildTimes } from './bench/build-times';
import { differingFiles } from './bench/same-output';
import { docusaurusBuild, type DocusaurusOptions, type DocusaurusRun } from './bench/docusaurus-build';
import { checkout, KINDS, readPanel, siteKinds, siteName, type Kind, type PanelSite } from './bench/panel';

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

interface RunOptions {
  inventory?: string;
  docusaurusOut?: string;
  docusaurus?: Omit<DocusaurusOptions, 'logDir'>;
  keep?: boolean;
}

async function run(name: string, from: string, { inventory, docusaurusOut, docusaurus: dOptions, keep }: RunOptions = {}) {
  // Docusaurus first: its build/ is then there to compare the engine's out/ with, before that goes.
  const docusaurus = dOptions ? await docusaurusBuild(from, name, { ...dOptions, logDir: cache }) : undefined;
  if (docusaurus?.build.code === 0) docusaurusOut ??= path.join(docusaurus.dir, 'build');
  const project = tempProject(`bench-import-${name}`);
  try {
    return { ...(await engineRun(project.root, name, from, inventory, docusaurusOut)), ...(docusaurus ? docusaurusFigures(docusaurus) : {}) };
  } finally {
    if (keep) console.log(`Engine project kept at ${project.root}`);
    else project.remove();
  }
}

/** Import and build in the temporary project `at`: both cold. */
/**
 * Against the pages Docusaurus' own build of the checkout exported: how many the engine publishes
 * too (the routes its rules give can miss plugin pages), and how many of them read the same.
 */
async function againstDocusaurusBuild(docusaurusOut: string, out: string, from: string, published: Set<string>) {
  const site = await readDocusaurusSite(from);
  const i18n = (site.raw?.i18n ?? {}) as { defaultLocale?: string; locales?: string[]; localeConfigs?: Record<string, { path?: string }> };
  const localePaths = (i18n.locales ?? []).filter((l) => l !== i18n.defaultLocale).map((l) => i18n.localeConfigs?.[l]?.path ?? l);
  const baseUrl = site.baseUrl;
  const built = docusaurusBuiltUrls(docusaurusOut, baseUrl, path.join(from, 'static'), localePaths);
  const routes = parity(built, published);
  return { builtRoutes: { ...routes, missing: routes.missing.slice(0, 50) }, readingParity: compareBuilds(docusaurusOut, out, built, baseUrl) };
}

async function engineRun(at: string, name: string, from: string, inventory?: string, docusaurusOut?: string, pins: string[] = []) {
  // Not in .docs-cache/, which is cleared before the build.
  const to = path.join(at, '.imported', name);
  const sitemap = path.join(from, 'sitemap.xml');
  const imported: Measured = await measureCommand(
    `node --import tsx scripts/import-docusaurus.ts --from ${shellQuote(from)} --to ${shellQuote(to)}${fs.existsSync(sitemap) ? ` --sitemap ${shellQuote(sitemap)}` : ''}${pins.map((p) => ` --pin ${shellQuote(p)}`).join('')}${inPlace ? ' --in-place' : ''}`,
    path.join(cache, `bench-import-${name}.log`),
    { cwd: at, allowFailure: true },
  );
  // Exit 1 with the report written: imported, but for the files it lists as failed (counted below, importFailed).
  const reportFile = path.join(to, 'import-report.json');
  if (!fs.existsSync(reportFile)) throw new Error(`the import of ${from} failed (exit ${imported.code}), see ${path.join(cache, `bench-import-${name}.log`)}`);
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  // The import indexed the tree: the build must not start from what that left.
  for (const d of ['.docs-cache', '.next']) fs.rmSync(path.join(at, d), { recursive: true, force: true });
  const buildLog = path.join(cache, `bench-import-build-${name}.log`);
  const built: Measured = await measureCommand('node scripts/build.mjs', buildLog, {
    env: { ...process.env, DOCS_CONTENT_DIR: to },
    allowFailure: true,
    cwd: at,
  });
  const log = fs.readFileSync(buildLog, 'utf8');
  const pages = Number(/Built (\d+) pages/.exec(log)?.[1] ?? 0);
  const out = path.join(at, 'out');
  const urlOf = (f: string) => noSlash(`/${path.relative(out, path.dirname(f)).split(path.sep).join('/')}`);
  // Redirect pages are told from pages by their refresh tag; they count as redirects, not pages.
  const [redirectFiles, htmlPages] = (pages ? htmlFiles(out) : []).reduce<[string[], string[]]>(
    ([r, p], f) => (fs.readFileSync(f, 'utf8').includes(REDIRECT_MARK) ? [[...r, f], p] : [r, [...p, f]]),
    [[], []],
  );
  const published = new Set(htmlPages.map(urlOf));
  // Client redirects: the ones Docusaurus' rules give for the checkout, against the redirect pages the build wrote.
  const redirects = parity(
    (await docusaurusRedirects(from)).redirects.map((r) => decodeURI(noSlash(r.from))),
    new Set(redirectFiles.map(urlOf)),
  );
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
  const result = {
    tree: name,
    from,
    sourcePages: report.pages,
    importFailed: report.failed.length,
    componentsUncompiled: report.componentsUncompiled?.length ?? 0,
    import: { seconds: Number(imported.wall.toFixed(1)), cpuSeconds: Number(imported.cpu.toFixed(1)), peak: mb(imported.peak) },
    build: {
      ok: built.code === 0,
      pages,
      seconds: Number(built.wall.toFixed(1)),
      cpuSeconds: Number(built.cpu.toFixed(1)),
      cpuSecondsPerPage: pages ? Number((built.cpu / pages).toFixed(3)) : undefined,
      peak: mb(built.peak),
      peakBytes: built.peak,
      phases: buildTimes(log),
      phasesCpu: buildTimes(log, 'CPU'),
      outputPerPageKB: pages ? Number((dirSize(out) / pages / 1024).toFixed(1)) : undefined,
      firstLoadJsGzipKB: js ? Number((js.total / 1024).toFixed(1)) : undefined,
      htmlGzipKB: js ? Number((js.html / 1024).toFixed(1)) : undefined,
      externalScripts: js?.external.length ? js.external : undefined,
    },
    docusaurusRoutes: { ...routes, missing: routes.missing.slice(0, 50) },
    clientRedirects: { ...redirects, missing: redirects.missing.slice(0, 50) },
    extraPages: [...published].filter((u) => !expected.includes(u)).length,
    ...(inv ? { inventory: { ...inv, missing: inv.missing.slice(0, 50) } } : {}),
    ...(docusaurusOut ? await againstDocusaurusBuild(docusaurusOut, out, from, published) : {}),
  };
  return args.includes('--sharing') && built.code === 0 ? { ...result, sharing: await withoutSharing(at, to, name) } : result;
}

/**
 * `--sharing`: the build again, cold, without compile sharing (RunSettings.shareCompiles) and
 * without the hast render (RunSettings.hastRender: every article compiled and run), its export
 * against the first one's, byte for byte. The export left in out/ is the second one.
 */
async function withoutSharing(at: string, content: string, name: string) {
  const out = path.join(at, 'out');
  const shared = path.join(at, 'out-shared');
  fs.renameSync(out, shared);
  for (const d of ['.docs-cache', '.next']) fs.rmSync(path.join(at, d), { recursive: true, force: true });
  const built = await measureCommand('node scripts/build.mjs', path.join(cache, `bench-import-build-${name}-unshared.log`), {
    env: { ...process.env, DOCS_CONTENT_DIR: content, DOCS_SHARE_COMPILES: '0', DOCS_HAST_RENDER: '0' },
    cwd: at,
  });
  const { files, differing } = differingFiles(shared, out);
  fs.rmSync(shared, { recursive: true, force: true });
  console.log(
    `Without compile sharing or the hast render: ${built.cpu.toFixed(1)} CPU-s, ${built.wall.toFixed(1)} s; ${differing.length} of ${files} files differ`,
  );
  return { cpuSeconds: Number(built.cpu.toFixed(1)), seconds: Number(built.wall.toFixed(1)), files, differing: differing.slice(0, 50) };
}

/** Docusaurus' figures for the report (the ratios: `comparison`). */
function docusaurusFigures(d: DocusaurusRun) {
  return {
    docusaurus: {
      dir: d.dir,
      ok: d.build.code === 0,
      pages: d.pages,
      seconds: Number(d.build.wall.toFixed(1)),
      cpuSeconds: Number(d.build.cpu.toFixed(1)),
      peak: mb(d.build.peak),
      peakBytes: d.build.peak,
      ...(d.install ? { installSeconds: Number(d.install.wall.toFixed(1)) } : {}),
      changes: d.changes,
    },
  };
}

type Result = Awaited<ReturnType<typeof run>>;

/** #55's targets: engine CPU ≤ Docusaurus' / 2.5, wall ≤ Docusaurus' / 2, peak no higher than the 1.7 GB it had when the issue was filed. */
function comparison(r: Result) {
  const d = r.docusaurus!;
  const e = r.build;
  return {
    cpuRatio: Number((d.cpuSeconds / e.cpuSeconds).toFixed(2)),
    wallRatio: Number((d.seconds / e.seconds).toFixed(2)),
    targets: {
      cpu: e.cpuSeconds <= d.cpuSeconds / 2.5,
      wall: e.seconds <= d.seconds / 2,
      peak: e.peakBytes <= 1.7 * 1024 ** 3,
    },
  };
}

function table(r: Result): string {
  const d = r.docusaurus!;
  const e = r.build;
  const c = comparison(r);
  const row = (cells: (string | number)[]) => cells.map((x, i) => (i ? String(x).padStart(10) : String(x).padEnd(20))).join('');
  const mark = (ok: boolean) => (ok ? '✔' : '✖');
  return [
    row(['', 'CPU-s', 'wall s', 'peak', 'pages']),
    row([`Docusaurus${d.ok ? '' : ' (failed)'}`, d.cpuSeconds, d.seconds, d.peak, d.pages]),
    row([`engine${e.ok ? '' : ' (failed)'}`, e.cpuSeconds, e.seconds, e.peak, e.pages]),
    row(['Docusaurus/engine', `${c.cpuRatio}×`, `${c.wallRatio}×`, '', '']),
    `${mark(c.targets.cpu)} engine CPU ≤ Docusaurus CPU / 2.5 (${e.cpuSeconds} ≤ ${(d.cpuSeconds / 2.5).toFixed(1)} s)`,
    `${mark(c.targets.wall)} engine wall ≤ Docusaurus wall / 2 (${e.seconds} ≤ ${(d.seconds / 2).toFixed(1)} s)`,
    `${mark(c.targets.peak)} engine peak ≤ 1.7 GB (${e.peak})`,
    `Engine phases: ${Object.entries(e.phases)
      .map(([k, v]) => `${k} ${v} s`)
      .join(', ')}`,
    `Docusaurus copy kept at ${d.dir} (reuse its packages with --docusaurus-modules ${path.join(d.dir, 'node_modules')}; remove it when done)`,
  ].join('\n');
}

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const pins = args.flatMap((a, i) => (a === '--pin' ? [args[i + 1]] : []));
const keep = args.includes('--keep');
/** Read the site where it lies, as `pagewright build` does, instead of building the export's copy. */
const inPlace = args.includes('--in-place');
const keepOut = flag('--keep-out') && path.resolve(flag('--keep-out')!);
const against = flag('--against') && path.resolve(flag('--against')!);
const results: Result[] = [];
const from = flag('--from');
const panel = flag('--panel');
if (args.includes('--docusaurus-only') && !args.includes('--docusaurus')) args.push('--docusaurus');
if (args.includes('--docusaurus') && !from && !panel) throw new Error('--docusaurus needs --from <checkout> or --panel <file>');
if (panel) await runPanel(path.resolve(panel));
else if (from)
  results.push(
    await run(path.basename(path.resolve(from)), path.resolve(from), {
      inventory: flag('--inventory') && path.resolve(flag('--inventory')!),
      docusaurusOut: flag('--docusaurus-out') && path.resolve(flag('--docusaurus-out')!),
      docusaurus: args.includes('--docusaurus') ? { pins, modules: flag('--docusaurus-modules') } : undefined,
      keep,
    }),
  );
else {
  const named = ['fixture', 'large'].filter((t) => args.includes(t));
  const trees = named.length ? named : ['fixture', 'large'];
  if (trees.includes('fixture')) results.push(await run('fixture', path.resolve('test/fixtures/docusaurus-site'), { keep }));
  if (trees.includes('large')) {
    const tree = path.join(cache, 'docusaurus-large');
    writeDocusaurusTree(tree);
    results.push(await run('large', tree, { inventory: path.resolve('test/fixtures/page-inventory-all-versions.txt'), keep }));
  }
}
/**
 * Each site of the panel: checked out from its mirror, imported and built by the engine, and with
 * --docusaurus built by Docusaurus first (its figures and build/ are kept beside the checkout and
 * reused by later runs without --docusaurus). One line per site, then the kinds covered.
 */
async function runPanel(file: string): Promise<void> {
  const only = flag('--only')?.split(',');
  // (A name with its owner picks that repository alone: reduxjs/redux is not reduxjs/redux-toolkit.)
  const sites = readPanel(file).filter((s) => !only || only.some((o) => (o.includes('/') ? s.repo === o : s.repo.includes(o))));
  const lines: string[] = [];
  const rows: PanelRow[] = [];
  for (const site of sites) {
    const name = siteName(site);
    let row: PanelRow;
    try {
      const { dir, root } = checkout(site);
      const kinds = await siteKinds(root, site);
      const saved = `${dir}.docusaurus.json`;
      let docusaurus =
        !args.includes('--docusaurus') && fs.existsSync(saved) ? (JSON.parse(fs.readFileSync(saved, 'utf8')) as PanelRow['docusaurus']) : undefined;
      if (args.includes('--docusaurus')) {
        const d = await docusaurusBuild(root, name, { pins: site.pins ?? [], logDir: cache, repoRoot: dir });
        docusaurus = { ...docusaurusFigures(d).docusaurus, out: d.build.code === 0 ? path.join(d.dir, 'build') : undefined };
        fs.writeFileSync(saved, JSON.stringify(docusaurus, null, 2));
      }
      if (args.includes('--docusaurus-only')) {
        rows.push({ site, kinds, docusaurus });
        lines.push(`${site.repo.padEnd(40)} | Docusaurus ${docusaurus?.out ? `✔ ${docusaurus.pages} pages` : '✖'}`);
        console.log(lines.at(-1));
        continue;
      }
      const project = tempProject(`bench-panel-${name}`);
      try {
        const docusaurusOut = docusaurus?.out && fs.existsSync(docusaurus.out) ? docusaurus.out : undefined;
        // (The pins the site's Docusaurus install takes, the engine's install takes too: the registry serves neither more.)
        const engine = await engineRun(project.root, name, root, undefined, docusaurusOut, site.pins);
        const out = path.join(project.root, 'out');
        const earlier = against && path.join(against, name);
        const vsEarlier = earlier && fs.existsSync(earlier) && engine.build.ok ? summarised(compareExports(earlier, out)) : undefined;
        row = { site, kinds, engine, docusaurus, vsEarlier };
        if (keepOut && engine.build.ok) keepExport(out, path.join(keepOut, name));
      } finally {
        if (keep) console.log(`Engine project kept at ${project.root}`);
        else project.remove();
      }
    } catch (err) {
      row = { site, kinds: [], error: (err as Error).message.split('\n')[0] };
    }
    rows.push(row);
    lines.push(panelLine(row));
    console.log(lines.at(-1));
    fs.mkdirSync(cache, { recursive: true });
    fs.writeFileSync(path.join(cache, 'bench-panel.json'), JSON.stringify(rows, null, 2));
    // (Each site's row on its own too: runs of one site each do not overwrite one another's.)
    fs.writeFileSync(path.join(cache, `bench-panel-${name}.json`), JSON.stringify(row, null, 2));
  }
  const covered = new Set(rows.flatMap((r) => r.kinds));
  console.log(`\n${lines.join('\n')}`);
  console.log(`\nKinds covered: ${KINDS.map((k) => `${covered.has(k) ? '✔' : '✖'} ${k}`).join(', ')}`);
  const built = rows.filter((r) => r.engine?.build.ok).length;
  console.log(
    `${built} of ${rows.length} sites build (${rows.filter((r) => r.site.mdx === 2 && r.engine?.build.ok).length} of ${rows.filter((r) => r.site.mdx === 2).length} MDX 1 sites)`,
  );
}

/** An export moved out of the temporary project before it goes (`--keep-out`), for a later `--against`. */
function keepExport(out: string, to: string): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.renameSync(out, to);
  } catch {
    fs.cpSync(out, to, { recursive: true });
  }
}

/** The comparison with an earlier export, its lists cut to a readable length. */
function summarised(c: ExportComparison): ExportComparison {
  return { ...c, routes: { ...c.routes, lost: c.routes.lost.slice(0, 50), gained: c.routes.gained.slice(0, 50) } };
}

interface PanelRow {
  site: PanelSite;
  kinds: Kind[];
  engine?: Awaited<ReturnType<typeof engineRun>>;
  /** Against the export an earlier commit kept (`--against <dir>`). */
  vsEarlier?: ExportComparison;
  docusaurus?: ReturnType<typeof docusaurusFigures>['docusaurus'] & { out?: string };
  error?: string;
}

function pct(n: number, of: number): string {
  return `${((n / Math.max(1, of)) * 100).toFixed(1)}%`;
}

function panelLine({ site, engine: e, docusaurus: d, vsEarlier: v, error }: PanelRow): string {
  const name = `${site.repo}${site.mdx === 2 ? ' (MDX 1)' : ''}`.padEnd(40);
  if (error || !e) return `${name} ✖ ${error}`;
  const r = e.docusaurusRoutes;
  const reading = e.readingParity
    ? `reading ${pct(e.readingParity.identical, e.readingParity.compared)} (${e.readingParity.identical}/${e.readingParity.compared})`
    : 'reading –';
  const dFig = d ? `Docusaurus ${d.ok ? '' : '✖ '}${d.cpuSeconds} CPU-s ${d.seconds} s ${d.peak} ${d.pages} pages` : 'Docusaurus –';
  return [
    name,
    e.build.ok ? '✔' : '✖',
    `${e.build.pages} pages`,
    `routes ${r.percent}% (${r.matched}/${r.expected})`,
    e.builtRoutes ? `of Docusaurus' pages ${e.builtRoutes.percent}% (${e.builtRoutes.matched}/${e.builtRoutes.expected})` : `of Docusaurus' pages –`,
    reading,
    `engine ${e.build.cpuSeconds} CPU-s ${e.build.seconds} s ${e.build.peak}`,
    dFig,
    ...(v
      ? [
          `vs earlier export: routes ${v.routes.after}/${v.routes.before} (lost ${v.routes.lost.length}, gained ${v.routes.gained.length}), reading the same ${pct(v.reading.identical, v.reading.compared)} (${v.reading.identical}/${v.reading.compared})`,
        ]
      : []),
  ].join(' | ');
}

const report = results.map((r) => (r.docusaurus ? { ...r, comparison: comparison(r) } : r));
for (const r of report) console.log(JSON.stringify(r, null, 2));
for (const r of results) if (r.docusaurus) console.log(`\n${table(r)}`);
fs.mkdirSync(cache, { recursive: true });
fs.writeFileSync(path.join(cache, 'bench-import.json'), JSON.stringify(report, null, 2));
