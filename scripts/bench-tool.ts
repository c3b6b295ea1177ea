/**
 * `npm run bench:tool`: the installed tool beside Docusaurus, as a team meets them. For each site,
 * Docusaurus' own build of a copy of it, cold (scripts/bench/docusaurus-build.ts); then this checkout,
 * packed (`npm pack`), installed into that copy with `npm install <tarball>`, and `npx pagewright build`
 * there, cold. Printed: the routes each wrote (every file of build/ but the hashed files each loads),
 * the routes Docusaurus wrote that pagewright did not, the pages only pagewright wrote, and CPU-s,
 * wall time and peak memory of each build (scripts/bench/measure.ts), and how often pagewright's build parsed each distinct text.
 *   --from <site> [--repo <root>] [--pin name@version]… [--docusaurus-modules <node_modules>]   a site's folder;
 *     --repo: the repository it is in, copied whole where its docs lie outside the site's folder (a monorepo's website/ beside docs/)
 *   --template <version> [--template …]   the classic template in JavaScript and TypeScript, generated
 *     from create-docusaurus@<version> (scripts/lib/create-docusaurus.ts)
 * Logs and bench-tool.json go to .docs-cache/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { measureCommand, type Measured } from './bench/measure';
import { docusaurusBuild } from './bench/docusaurus-build';
import { generateTemplate, routesOf, unpackPackage } from './lib/create-docusaurus';

const cache = path.resolve('.docs-cache');
const args = process.argv.slice(2);
const all = (flag: string) => args.flatMap((a, i) => (a === flag ? [args[i + 1]] : []));
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

/** Docusaurus 2.4's build fails with the newest webpack; it built with 5.88 (templates test). */
const V2_PINS = ['webpack@5.88.2'];

interface Site {
  name: string;
  from: string;
  /** The repository the site is in, copied with it (./bench/docusaurus-build.ts). */
  repoRoot?: string;
  pins: string[];
  modules?: string;
}

interface Row {
  name: string;
  docusaurus: Measured & { routes: number };
  pagewright?: Measured & { routes: number; install: Measured };
  /** Routes Docusaurus wrote that pagewright did not. */
  missing: string[];
  /** Pages pagewright wrote that Docusaurus did not (the engine's search page). */
  extraPages: string[];
  /** What pagewright's build says it parsed ("N parses of D distinct texts …", lib/pipeline/phases.ts). */
  parsed?: string;
}

/** Routes but the hashed files a build's pages load: Docusaurus' /assets/ bundles (a locale's own under its folder, /fr/assets/), Next's /_next/. */
const routes = (out: string) => {
  const localeFolders = fs.readdirSync(out).filter((d) => d !== 'assets' && fs.existsSync(path.join(out, d, 'assets', 'js')));
  const hashed = new RegExp(`^/(${['assets', '_next', ...localeFolders.map((d) => `${d.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/assets`)].join('|')})/`);
  return routesOf(out).filter((r) => !hashed.test(r));
};
const isPage = (route: string) => route.endsWith('/') || route.endsWith('.html');

let tarball: string | undefined;
function packed(): string {
  if (tarball) return tarball;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tool-pack-'));
  const r = spawnSync('npm', ['pack', '--json', '--pack-destination', dir, '--loglevel=error'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`npm pack failed:\n${r.stderr}`);
  tarball = path.join(dir, (JSON.parse(r.stdout) as { filename: string }[])[0].filename);
  return tarball;
}

async function benchSite(site: Site): Promise<Row> {
  const d = await docusaurusBuild(site.from, site.name, { pins: site.pins, modules: site.modules, logDir: cache, repoRoot: site.repoRoot });
  if (d.build.code !== 0) throw new Error(`${site.name}: docusaurus build failed, see .docs-cache/bench-docusaurus-build-${site.name}.log`);
  const theirs = path.join(d.dir, 'build-docusaurus');
  fs.renameSync(path.join(d.dir, 'build'), theirs);
  const expected = routes(theirs);
  const docusaurus = { ...d.build, routes: expected.length };
  // (As Docusaurus' install was run: without the site's own npm lock, peers are not checked, ./bench/docusaurus-build.ts.)
  const peers = fs.existsSync(path.join(site.from, 'package-lock.json')) ? '' : ' --legacy-peer-deps';
  console.log(`Installing ${path.basename(packed())} in ${d.dir} …`);
  const install = await measureCommand(`npm install --no-audit --no-fund${peers} ${packed()}`, path.join(cache, `bench-tool-install-${site.name}.log`), {
    cwd: d.dir,
  });
  console.log('Building with pagewright …');
  const built = await measureCommand('npx --no pagewright build', path.join(cache, `bench-tool-build-${site.name}.log`), { cwd: d.dir, allowFailure: true });
  const ours = path.join(d.dir, 'build');
  const mine = built.code === 0 ? new Set(routes(ours)) : new Set<string>();
  const row: Row = {
    name: site.name,
    docusaurus,
    pagewright: { ...built, routes: mine.size, install },
    missing: expected.filter((r) => !mine.has(r)),
    // (With trailingSlash: false the engine writes a page's x.html, as Docusaurus does, and keeps its x/ too.)
    extraPages: [...mine].filter((r) => isPage(r) && !expected.includes(r) && !expected.includes(`${r.replace(/\/$/, '')}.html`)),
    parsed: /^Texts parsed: (.*)$/m.exec(fs.readFileSync(path.join(cache, `bench-tool-build-${site.name}.log`), 'utf8'))?.[1],
  };
  console.log(`${line(row)}\n(the copy: ${d.dir}; remove it when done)`);
  return row;
}

function templateSites(version: string): Site[] {
  const work = path.join(cache, 'bench-tool-templates');
  const pkg = unpackPackage(work, version);
  return ['classic', 'classic-typescript'].map((template) => {
    const from = path.join(work, `${version}-${template}`);
    fs.rmSync(from, { recursive: true, force: true });
    generateTemplate(pkg, template, from);
    return { name: `create-docusaurus-${version}-${template}`, from, pins: version.startsWith('2.') ? V2_PINS : [] };
  });
}

const fmt = (m: Measured) => `${m.cpu.toFixed(1)} CPU-s, ${m.wall.toFixed(1)} s, ${(m.peak / 2 ** 20).toFixed(0)} MiB`;

function line(r: Row): string {
  const p = r.pagewright!;
  return [
    `${r.name}`,
    `  routes: docusaurus ${r.docusaurus.routes}, pagewright ${p.routes}; missing ${r.missing.length}${r.missing.length ? ` (${r.missing.slice(0, 8).join(', ')}…)` : ''}; pages only pagewright writes: ${r.extraPages.join(', ') || 'none'}`,
    `  docusaurus build: ${fmt(r.docusaurus)}`,
    `  pagewright build: ${p.code === 0 ? fmt(p) : `failed (exit ${p.code}), see .docs-cache/bench-tool-build-${r.name}.log`}`,
    `  ratios: CPU ${(r.docusaurus.cpu / p.cpu).toFixed(2)}×, wall ${(r.docusaurus.wall / p.wall).toFixed(2)}×, peak ${(r.docusaurus.peak / p.peak).toFixed(2)}× (Docusaurus / pagewright)`,
    `  texts parsed by pagewright: ${r.parsed ?? 'not said'}`,
  ].join('\n');
}

/** A site's folder, and the repository it is in: named by both where they differ (`metro-website`). */
function siteFrom(from: string, repo?: string): Site {
  const repoRoot = repo ? path.resolve(repo) : undefined;
  const name = repoRoot && repoRoot !== from ? `${path.basename(repoRoot)}-${path.basename(from)}` : path.basename(from);
  return { name, from, repoRoot, pins: all('--pin'), modules: flag('--docusaurus-modules') };
}

const sites: Site[] = [...(flag('--from') ? [siteFrom(path.resolve(flag('--from')!), flag('--repo'))] : []), ...all('--template').flatMap(templateSites)];
if (!sites.length) {
  console.log('usage: npm run bench:tool -- --from <site> [--repo <root>] [--pin name@version]… [--docusaurus-modules <dir>] | --template <version>…');
  process.exit(2);
}
fs.mkdirSync(cache, { recursive: true });
const rows: Row[] = [];
for (const site of sites) rows.push(await benchSite(site));
fs.writeFileSync(path.join(cache, 'bench-tool.json'), JSON.stringify(rows, null, 2));
console.log(`\n${rows.map(line).join('\n')}`);
