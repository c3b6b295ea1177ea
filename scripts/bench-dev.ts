/**
 * `npm run bench:dev -- [--content <dir>] [--docusaurus <site dir>]`: the live preview as an author
 * meets it, on this site's content or any content folder (an imported Docusaurus site's):
 *  - first page: from starting `npm run dev` to a page on screen in Chromium with its title: its
 *    largest contentful paint (and, reported beside it, its load event, when every script is in);
 *  - edit to visible: three saves of that page (in place, by rename, in place again), each from the
 *    save to the new text on screen in the open page;
 *  - new page: from saving a new page beside it to its URL answering with it;
 *  - memory: the peak resident size of the whole process tree.
 * With --docusaurus, the same site's `docusaurus start` (its dependencies installed) is measured the
 * same way beside it: first page and memory, and the ratios. Targets (issue #38): edit ≤ 1 s,
 * first page at least 5× sooner than Docusaurus, memory ≤ 1.5 GB.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { startDevServer } from './lib/dev-server';
import { textShown } from './lib/text-shown';
import { chromium, type Page } from '@playwright/test';
import { buildSite } from '../lib/content/store';
import { plugins } from '../plugins/index';
import { formatLivePreview, type LivePreview } from './bench/live-preview-bench';
import { projectPaths } from './lib/run-env';
import { chromiumLaunchOptions } from './lib/chromium';

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const root = process.cwd();
const contentDir = path.resolve(flag('--content') ?? 'content');
const docusaurusDir = flag('--docusaurus') && path.resolve(flag('--docusaurus')!);
const port = Number(process.env.BENCH_DEV_PORT ?? 4380);

/** A typical page to edit: of a stable version, with a paragraph, the median size of such pages. */
function pickPage(): { url: string; file: string; title: string } {
  const candidates = siteDocs()
    .filter(({ doc, version }) => version.isLast && !doc.locale && !doc.draft)
    .map(({ doc }) => ({ doc, file: path.join(root, doc.source) }))
    .map((c) => ({ ...c, text: fs.readFileSync(c.file, 'utf8') }))
    .filter((c) => /\n\n[A-Z][^\n<{]{40,}\n/.test(c.text))
    .sort((a, b) => a.text.length - b.text.length);
  const pick = candidates[Math.floor(candidates.length / 2)];
  if (!pick) throw new Error(`${contentDir}: no page with a paragraph to edit`);
  return { url: pick.doc.url, file: pick.file, title: pick.doc.title };
}

function siteDocs() {
  process.env.DOCS_CONTENT_DIR = contentDir;
  const { index } = buildSite(projectPaths(root), { gitDates: false, plugins });
  return index.sets.flatMap((set) => set.versions.flatMap((version) => version.docs.map((doc) => ({ doc, version }))));
}

/** Peak resident memory of a process group, sampled every 250 ms until stopped. */
function memoryOf(pgid: number): { stop: () => number } {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      const kb = execFileSync('ps', ['-o', 'rss=', '-g', String(pgid)], { encoding: 'utf8' })
        .split('\n')
        .reduce((a, l) => a + (Number(l.trim()) || 0), 0);
      peak = Math.max(peak, kb);
    } catch {
      // the group is gone
    }
  }, 250);
  return { stop: () => (clearInterval(timer), Math.round(peak / 1024)) };
}

function stop(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // already stopped
  }
}

/**
 * From `started` until the page at `url` is on screen with `title` (reloading while the server is
 * not up): the time of its largest contentful paint once the heading is there, as the reader sees
 * it (an engine page paints its served HTML once its stylesheet is in; Docusaurus' start paints
 * what its scripts render). Also until its load event, when every script is in.
 */
async function firstPage(tab: Page, url: string, title: string, started: number): Promise<{ paintedMs: number; loadedMs: number }> {
  for (;;) {
    const res = await tab.goto(url, { timeout: 600_000, waitUntil: 'commit' }).catch(() => undefined);
    if (res?.ok()) {
      await tab.getByRole('heading', { name: title }).first().waitFor({ timeout: 600_000 });
      // (A moment for the paint that shows it to be recorded.)
      await tab.waitForTimeout(1000);
      // (Largest-contentful-paint entries are given to an observer only, the buffered ones at once.)
      const painted = await tab.evaluate(
        () =>
          new Promise<number>((resolve) => {
            setTimeout(() => resolve(Date.now()), 2000);
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(performance.timeOrigin + entries[entries.length - 1].startTime);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      await tab.waitForLoadState('load', { timeout: 600_000 });
      return { paintedMs: Math.round(painted - started), loadedMs: Date.now() - started };
    }
    if (Date.now() - started > 900_000) throw new Error(`${url} did not answer within 15 min`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const ADDED_PAGE = '---\ntitle: Added by the bench\n---\n\nA page the bench added while the preview runs.\n';

async function engine(tab: Page) {
  const page = pickPage();
  const added = path.join(path.dirname(page.file), 'bench-added-page.mdx');
  // Where the index will put the page the bench adds (found before the preview starts).
  fs.writeFileSync(added, ADDED_PAGE);
  const addedPageUrl = siteDocs().find(({ doc }) => path.join(root, doc.source) === added)?.doc.url;
  fs.rmSync(added);
  if (!addedPageUrl) throw new Error(`${added}: the index does not publish a page added there`);
  const started = Date.now();
  const dev = startDevServer(port, { DOCS_CONTENT_DIR: contentDir });
  const memory = memoryOf(dev.pid);
  const original = fs.readFileSync(page.file, 'utf8');
  try {
    const url = `http://127.0.0.1:${port}${page.url}`;
    const { paintedMs: firstPageMs, loadedMs: firstPageLoadedMs } = await firstPage(tab, url, page.title, started);
    await tab.waitForTimeout(2000);
    const saves: [string, (t: string) => void][] = [
      ['in place', (t) => fs.writeFileSync(page.file, t)],
      ['by rename', (t) => (fs.writeFileSync(`${page.file}.tmp`, t), fs.renameSync(`${page.file}.tmp`, page.file))],
      ['in place', (t) => fs.writeFileSync(page.file, t)],
    ];
    const edits: number[] = [];
    for (const [i, [, save]] of saves.entries()) {
      const text = `Bench edit number ${i + 1} of the live preview.`;
      const t0 = Date.now();
      save(`${original}\n\n${text}\n`);
      await textShown(tab, text, 60_000);
      edits.push(Date.now() - t0);
      await tab.waitForTimeout(1000);
    }
    fs.writeFileSync(page.file, original);
    const t0 = Date.now();
    fs.writeFileSync(added, ADDED_PAGE);
    const addedUrl = `http://127.0.0.1:${port}${addedPageUrl}`;
    let newPageMs = NaN;
    for (;;) {
      const res = await fetch(addedUrl).catch(() => undefined);
      if (res?.ok && (await res.text()).includes('A page the bench added')) {
        newPageMs = Date.now() - t0;
        break;
      }
      if (Date.now() - t0 > 120_000) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return { page: page.url, title: page.title, firstPageMs, firstPageLoadedMs, editMs: edits, newPageMs, peakMB: memory.stop() };
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${dev.log().slice(-3000)}`);
  } finally {
    memory.stop();
    fs.writeFileSync(page.file, original);
    fs.rmSync(added, { force: true });
    dev.stop();
  }
}

/** `docusaurus start` on the site's own checkout: the same page's title on screen, and memory. */
async function docusaurus(tab: Page, dir: string, pageUrl: string, title: string) {
  const started = Date.now();
  const child = spawn(path.join(dir, 'node_modules/.bin/docusaurus'), ['start', '--port', String(port + 5), '--host', '127.0.0.1', '--no-open'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, BROWSER: 'none' },
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const memory = memoryOf(child.pid!);
  try {
    const { paintedMs: firstPageMs, loadedMs: firstPageLoadedMs } = await firstPage(tab, `http://127.0.0.1:${port + 5}${pageUrl}`, title, started);
    return { firstPageMs, firstPageLoadedMs, peakMB: memory.stop() };
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${log.slice(-3000)}`);
  } finally {
    memory.stop();
    stop(child);
  }
}

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const tab = await browser.newPage();
  const ours = await engine(tab);
  const worstEdit = Math.max(...ours.editMs);
  const report: LivePreview = {
    content: path.relative(root, contentDir) || '.',
    engine: ours,
    targets: { editHolds: worstEdit <= 1000, memoryHolds: ours.peakMB <= 1536 },
  };
  if (docusaurusDir) {
    const theirs = await docusaurus(tab, docusaurusDir, ours.page, ours.title);
    const ratio = +(theirs.firstPageMs / ours.firstPageMs).toFixed(1);
    report.docusaurus = theirs;
    report.targets = { ...report.targets, firstPageRatio: ratio, firstPageHolds: ratio >= 5 };
  }
  console.log(JSON.stringify(report, null, 2));
  console.log(formatLivePreview(report));
} finally {
  await browser.close();
}
