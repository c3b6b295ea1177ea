/**
 * `npm run bench`: the speed and size figures of the site (reported in closing notes, not asserted).
 *  - full build (`--full`: every page rendered, caches as the last build left them): wall time, CPU
 *    time, peak memory of the whole process tree, pages per second;
 *  - builds after small changes (a page's text or heading, a page added and removed: incremental);
 *  - first-load JS of a doc page (gzip), split into our own chunks and the framework's;
 *  - HTML per page (gzip), typical and average, and bytes written per page;
 *  - Lighthouse scores of three pages, mobile and desktop (scripts/bench/lighthouse-bench.ts);
 *  - search relevance of the reader queries in test/search-relevance/ (MRR, success@3, tuning set and
 *    hold-out apart) and what a query downloads (scripts/bench/search-relevance.ts);
 *  - the live preview's recovery after a content error is fixed (scripts/bench/dev-recovery-bench.ts);
 *  - the live preview's first page, edit to visible, new page and memory, on this site and, with
 *    `--dev-content <dir> [--docusaurus <site dir>]`, on an imported site beside its `docusaurus start`
 *    (scripts/bench/live-preview-bench.ts).
 * `--no-build` measures the existing out/; `--only lighthouse` only takes the Lighthouse figures of it.
 * `--synthetic 2000[,5000,…]` instead builds generated sites of those sizes and shows how the cost
 * grows (scripts/bench/synthetic-bench.ts). `--profile` instead builds cold with V8's CPU profiler on
 * the page pass and on `next build` with its workers, and prints each one's ten largest costs by
 * function and by package (scripts/bench/profile-build.ts); the profiles stay in
 * .docs-cache/profile/<part>/ for a closer look.
 */
import fs from 'node:fs';
import path from 'node:path';
import { dirSize } from './bench/fs-size';
import { spawn } from 'node:child_process';
import { measureCommand } from './bench/measure';
import { firstLoadJs, firstLoadModules, gz, htmlFiles, PAGE_KINDS } from './bench/page-weight';
import { enginePaths } from '../lib/shared/site-paths';
import { measureNavigation } from './bench/nav-bench';
import { syntheticBench } from './bench/synthetic-bench';
import { incrementalBench } from './bench/incremental-bench';
import { formatLighthouse, measureLighthouse } from './bench/lighthouse-bench';
import { evaluateRelevance, readQueries } from './bench/search-relevance';
import { measureDevRecovery } from './bench/dev-recovery-bench';
import { formatLivePreview, measureLivePreview } from './bench/live-preview-bench';
import { profileBuild } from './bench/profile-build';
import { chromiumLaunchOptions } from './lib/chromium';

if (process.argv.includes('--synthetic')) {
  await syntheticBench(process.argv.slice(2));
  process.exit();
}

const root = process.cwd();
if (process.argv.includes('--profile')) {
  await profileBuild(root);
  process.exit();
}
const onlyAt = process.argv.indexOf('--only');
if (onlyAt !== -1) {
  const only = process.argv[onlyAt + 1];
  if (only !== 'lighthouse') throw new Error(`--only ${only ?? ''}: the only part measured alone is "lighthouse".`);
  const figures = await measureLighthouse(root);
  console.log(JSON.stringify(figures, null, 2));
  console.log(`\n${formatLighthouse(figures)}`);
  process.exit();
}

const out = path.join(root, 'out');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Every page rendered (`--full`): a plain `npm run build` after an unchanged one renders nothing. */
async function measureBuild() {
  return measureCommand('node scripts/build.mjs --full', '.docs-cache/bench-build.log');
}

/** Search and navigation figures in Debian's Chromium against out/ on the static server. */
async function measureInBrowser() {
  const { chromium } = await import('@playwright/test');
  const port = 4390;
  const server = spawn(process.execPath, ['scripts/serve.mjs', 'out', String(port)], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 500));
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const transfers: number[] = [];
    let recording = false;
    page.on('response', async (r) => {
      if (!recording) return;
      try {
        transfers.push(gz(await r.body()));
      } catch {
        // redirects and aborted requests have no body
      }
    });
    await page.goto(`http://127.0.0.1:${port}/docs/vcluster/`, { waitUntil: 'networkidle' });
    recording = true;
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox', { name: 'Search docs' }).fill('sleep mode');
    await page.waitForSelector('.search-hit');
    await page.waitForLoadState('networkidle');
    recording = false;
    const firstQuery = transfers.reduce((a, b) => a + b, 0);
    // Keystroke → results, through the dialog: each prefix of a few queries typed in turn (from the
    // input event until the list shows that query's results), downloads included as a reader has them.
    // Source text, not a function: tsx would add helpers (__name) the page does not have.
    const times: number[] = await page.evaluate(`(async (queries) => {
      const input = document.querySelector('.search-input');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const shown = (q) => document.querySelector('[data-results-for]')?.dataset.resultsFor === q;
      const out = [];
      for (const query of queries)
        for (let i = 2; i <= query.length; i++) {
          const q = query.slice(0, i);
          if (q.endsWith(' ')) continue;
          const t = performance.now();
          const done = new Promise((resolve) => {
            const mo = new MutationObserver(() => shown(q) && (mo.disconnect(), resolve()));
            mo.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-results-for'] });
            setTimeout(() => (mo.disconnect(), resolve()), 5000); // counted as 5 s: never silently skipped
          });
          setValue.call(input, q);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          await done;
          out.push(performance.now() - t);
        }
      return out;
    })(${JSON.stringify(['backup', 'sync to host', 'vcluster create', 'private nodes', 'etcd', 'certificates'])})`);
    times.sort((a, b) => a - b);
    const navigation = await measureNavigation(browser, `http://127.0.0.1:${port}`, '/docs/vcluster/introduction/architecture/');
    return {
      navigation,
      search: {
        firstQueryKB: +(firstQuery / 1024).toFixed(1),
        keystrokeMedianMs: +times[Math.floor(times.length / 2)].toFixed(1),
        keystrokeP90Ms: +times[Math.floor(times.length * 0.9)].toFixed(1),
      },
    };
  } finally {
    await browser.close();
    server.kill();
  }
}

function indexSizes(): Record<string, string> {
  // (The vCluster site has no mount.)
  const base = path.join(out, enginePaths('').searchIndexBase);
  if (!fs.existsSync(base)) return {};
  return Object.fromEntries(fs.readdirSync(base).map((scope) => [scope, `${(dirSize(path.join(base, scope)) / 1024).toFixed(0)} KB`]));
}

const noBuild = process.argv.includes('--no-build');
fs.mkdirSync('.docs-cache', { recursive: true });
const build = noBuild ? undefined : await measureBuild();
const incremental = noBuild ? undefined : await incrementalBench('content/vcluster/0.27.0/introduction/architecture.mdx');
const pages = htmlFiles(path.join(out, 'docs'));
const htmlGz = pages.map((p) => gz(fs.readFileSync(p)));
const typical = '/docs/vcluster/introduction/architecture/';
const js = firstLoadJs(out, typical);

/** Bytes of each page's HTML and of the payload files (.txt) beside it. */
function pageBytes(htmlPaths: string[]): number {
  let total = 0;
  for (const html of htmlPaths) {
    const dir = path.dirname(html);
    total += fs.statSync(html).size;
    for (const f of fs.readdirSync(dir)) if (f.endsWith('.txt')) total += fs.statSync(path.join(dir, f)).size;
  }
  return total;
}

/** MRR and success@3 of the reader queries, in the order the dialog shows results, and bytes per query. */
async function relevanceFigures() {
  const hitsPerPage = (JSON.parse(fs.readFileSync(path.join(root, 'site.config.json'), 'utf8')) as { search: { hitsPerPage: number } }).search.hitsPerPage;
  const figures = async (name: string) => {
    const { queries, mrr, successAt3, meanKB, meanKBOwnSetOnly } = await evaluateRelevance(
      out,
      readQueries(path.join(root, 'test/search-relevance', `${name}.json`)),
      hitsPerPage,
    );
    return { queries, mrr, successAt3, meanKB, meanKBOwnSetOnly };
  };
  return { tuning: await figures('queries'), holdout: await figures('holdout') };
}

async function browserFigures() {
  const { search, navigation } = await measureInBrowser();
  return { search: { ...search, indexSizes: indexSizes() }, navigation };
}

const report = {
  pages: pages.length,
  build: build && {
    wallSeconds: Number(build.wall.toFixed(1)),
    cpuSeconds: Number(build.cpu.toFixed(1)),
    peakMemoryMB: Math.round(build.peak / 1024 / 1024),
    pagesPerSecond: Number((pages.length / build.wall).toFixed(1)),
  },
  incremental,
  firstLoadJsGzip: {
    page: typical,
    totalKB: +(js.total / 1024).toFixed(1),
    ownKB: +(js.own / 1024).toFixed(1),
    frameworkKB: +(js.framework / 1024).toFixed(1),
    chunks: js.chunks,
  },
  // Per kind of page: its first-load JS, and the client modules of the Docusaurus room it runs (none for this site).
  firstLoadJsByKind: Object.fromEntries(
    Object.entries(PAGE_KINDS).map(([kind, url]) => [
      kind,
      {
        totalKB: +(firstLoadJs(out, url).total / 1024).toFixed(1),
        docusaurusModules: firstLoadModules(root, out, url).filter((m) => m.startsWith('plugins/docusaurus/components/')),
      },
    ]),
  ),
  htmlGzip: {
    typicalKB: +(js.html / 1024).toFixed(1),
    averageKB: +(htmlGz.reduce((a, b) => a + b, 0) / htmlGz.length / 1024).toFixed(1),
    maxKB: +(Math.max(...htmlGz) / 1024).toFixed(1),
  },
  ...(await browserFigures()),
  relevance: await relevanceFigures(),
  lighthouse: await measureLighthouse(root),
  devRecovery: measureDevRecovery(),
  livePreview: measureLivePreview(process.argv.slice(2)),
  outputMB: +(dirSize(out) / 1024 / 1024).toFixed(1),
  outputPerPageKB: +(dirSize(path.join(out, 'docs')) / pages.length / 1024).toFixed(1),
  // What #16 counts per page: the HTML plus every payload file next to it (images and exports excluded).
  pageBytesKB: +(pageBytes(pages) / pages.length / 1024).toFixed(1),
};
console.log(JSON.stringify(report, null, 2));
console.log(
  `\nBuild ${report.build ? `${report.build.wallSeconds} s wall, ${report.build.cpuSeconds} s CPU, ${report.build.peakMemoryMB} MB peak, ${report.build.pagesPerSecond} pages/s` : 'skipped'}`,
);
for (const f of incremental ?? []) console.log(`Rebuild after ${f.change}: ${f.wallSeconds} s wall, ${f.cpuSeconds} s CPU (${f.plan})`);
console.log(`First-load JS ${kb(js.total)} gzip (ours ${kb(js.own)}, framework ${kb(js.framework)}); HTML ${kb(js.html)} gzip typical`);
console.log(
  `Navigation (4× slower CPU): ${report.navigation.medianMs} ms median to the next page on screen, ${report.navigation.medianKB} KB gzip each (${report.navigation.documentLoads}/${report.navigation.navigations} document loads)`,
);
console.log(`Search: first query ${report.search.firstQueryKB} KB gzip; keystroke → results median ${report.search.keystrokeMedianMs} ms`);
for (const [name, r] of Object.entries(report.relevance))
  console.log(
    `Search relevance (${name}, ${r.queries} queries): MRR ${r.mrr}, success@3 ${r.successAt3}; ${r.meanKB} KB gzip a query with the other sets (${r.meanKBOwnSetOnly} KB own set only)`,
  );
console.log(formatLighthouse(report.lighthouse));
for (const r of report.livePreview) console.log(formatLivePreview(r));
