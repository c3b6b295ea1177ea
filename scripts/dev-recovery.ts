/**
 * `npm run test:dev`: the live preview shows content errors in the page and recovers by itself.
 * Starts `npm run dev` on a copy of test/fixtures/site (port: E2E_PORT, default 4180), opens a page
 * in Chromium, then for each kind of error (MDX syntax, frontmatter YAML, an undefined name,
 * invalid versions.json, two pages with one URL) breaks a file, waits for the error's file:line in
 * the page, restores the file and measures how long the page takes to show the content again. The
 * server starts with a content error (a duplicate URL) and must stay up and show it. An edit to the
 * text, and a page added, show in the open page and in the HTML a new request gets. It fails when the error or
 * the content does not show within 30 s; the 2 s target is a figure of `npm run bench`, which runs
 * this script and reads its lines (a timed assertion here would fail on a busy machine, not on a bug).
 * Then the same edits on a large site (a synthetic one the size of loft-sh/vcluster-docs today):
 * each must show in the open page and in a new request's HTML, its time set against the 1 s target.
 * Last, an imported Docusaurus site whose own component throws: the page shows file:line, the component
 * and its message, and the server stays up (scripts/lib/dev-site-component-error.ts).
 * The first compile of `next dev` may take minutes on a busy machine, so the first page load waits
 * up to five. A failed case prints the page, its console and the server's log, and leaves a
 * screenshot in the temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDevServer } from './lib/dev-server';
import { textShown } from './lib/text-shown';
import { chromium, type Browser, type Page } from '@playwright/test';
import { planSite, UNVERSIONED } from './bench/synthetic/site-plan';
import { unversionedUrl, writeSyntheticSite } from './bench/synthetic/write-site';
import { siteComponentErrorShows } from './lib/dev-site-component-error';
import { chromiumLaunchOptions } from './lib/chromium';

const port = Number(process.env.E2E_PORT ?? 4180);
/** How soon a fixed page should be back (spec); reported, and compared by `npm run bench`. */
const RECOVERY_TARGET_MS = 2000;
/** Pages of the large site: as many as the imported loft-sh/vcluster-docs at its newest commit. */
const LARGE_SITE_PAGES = 2900;
/** Edit to visible on a site of any size (issue #38); reported here, compared by `npm run bench`. */
const EDIT_TARGET_MS = 1000;
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-recovery-'));
fs.cpSync('test/fixtures/site', site, { recursive: true });
const page = path.join(site, 'vcluster/1.1.0/guides/a.mdx');
const versions = path.join(site, 'versions.json');
// A content error from the start: the server stays up and the page shows it.
const twin = path.join(site, 'vcluster/1.1.0/guides/twin.mdx');
const twinText = '---\ntitle: Twin\nslug: a\n---\nTwin.\n';
fs.writeFileSync(twin, twinText);

const dev = startDevServer(port, { DOCS_CONTENT_DIR: site });
const stop = () => {
  dev.stop();
  fs.rmSync(site, { recursive: true, force: true });
};

const cases: { name: string; file: string; breakIt: (text: string) => string; shows: RegExp }[] = [
  { name: 'MDX syntax', file: page, breakIt: (t) => `${t}\n<div>\nunclosed\n`, shows: /guides\/a\.mdx:\d+:\d+: MDX error/ },
  {
    name: 'frontmatter YAML',
    file: page,
    breakIt: (t) => t.replace('title: Guide A', 'title: Guide A\ndescription: a: b'),
    shows: /guides\/a\.mdx:3:15: invalid YAML/,
  },
  { name: 'undefined name', file: page, breakIt: (t) => `${t}\nValue {missing}.\n`, shows: /guides\/a\.mdx:\d+(:\d+)?: "missing" is not defined/ },
  { name: 'versions.json', file: versions, breakIt: (t) => t.replace('"badge": false', '"badge": false,,'), shows: /versions\.json:\d+:\d+: invalid JSON/ },
  { name: 'duplicate URL', file: twin, breakIt: () => twinText, shows: /guides\/twin\.mdx: URL \/docs\/vcluster\/guides\/a\/ .* already used/ },
];

let failed = false;
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const tab = await browser.newPage();
  const consoleLines: string[] = [];
  tab.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text().slice(0, 300)}`));
  tab.on('framenavigated', (f) => f === tab.mainFrame() && consoleLines.push(`navigated: ${f.url()}`));
  const url = `http://127.0.0.1:${port}/docs/vcluster/guides/a/`;
  for (let i = 0; ; i++) {
    // Until the proxy listens the load fails; a status other than 200 is a failure too.
    const res = await tab.goto(url, { timeout: 300_000 }).catch((err: Error) => err);
    if (!(res instanceof Error) && res?.ok()) break;
    if (i > 60) throw new Error(`the first load of ${url} failed: ${res instanceof Error ? res.message : res?.status()}`);
    await new Promise((r) => setTimeout(r, 2000));
  }
  const content = tab.getByText('Guide A.').first();
  await tab
    .locator('[data-dev-error]')
    .filter({ hasText: /guides\/twin\.mdx: URL .* already used/ })
    .waitFor({ timeout: 300_000 });
  console.log('✔ content error at start-up: the server stays up and the page shows it with the file');
  fs.rmSync(twin);
  await content.waitFor({ timeout: 300_000 });
  await editShows(tab);
  await newPageShows(tab, url);
  for (const c of cases) {
    const original = fs.existsSync(c.file) ? fs.readFileSync(c.file, 'utf8') : undefined;
    const restore = () => (original === undefined ? fs.rmSync(c.file, { force: true }) : fs.writeFileSync(c.file, original));
    let started = Date.now();
    fs.writeFileSync(c.file, c.breakIt(original ?? ''));
    try {
      await tab.locator('[data-dev-error]').filter({ hasText: c.shows }).waitFor({ timeout: 30_000 });
      const shown = Date.now() - started;
      started = Date.now();
      restore();
      await content.waitFor({ timeout: 30_000 });
      const recovered = Date.now() - started;
      const note = recovered > RECOVERY_TARGET_MS ? ` (over the ${RECOVERY_TARGET_MS / 1000} s target)` : '';
      console.log(`✔ ${c.name}: error with file:line shown after ${shown} ms; page back ${recovered} ms after the fix${note}`);
    } catch (err) {
      failed = true;
      restore();
      await tab.screenshot({ path: path.join(os.tmpdir(), `dev-recovery-${c.name.replace(/\W+/g, '-')}.png`) });
      console.log(
        `✖ ${c.name}: ${(err as Error).message.split('\n')[0]}\n  page: ${(await tab.locator('body').innerText()).slice(0, 300)}\n  console:\n${consoleLines.slice(-30).join('\n')}\n  server:\n${dev.log().slice(-4000)}`,
      );
    }
    consoleLines.length = 0;
    await tab.waitForTimeout(500);
  }
  await stopsWhole(dev.pid);
  console.log('✔ a SIGTERM to the preview alone stops Next with it: nothing of it is left running');
} catch (err) {
  failed = true;
  const bodyText =
    (await browser
      .contexts()[0]
      ?.pages()[0]
      ?.locator('body')
      .innerText()
      .catch(() => '')) ?? '';
  console.error(`✖ ${(err as Error).message}\n  page: ${bodyText.slice(0, 300)}\n  server:\n${dev.log().slice(-2000)}`);
} finally {
  stop();
}
try {
  await largeSiteEditShows(browser);
  if (!(await siteComponentErrorShows(browser, port + 2))) failed = true;
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);

/**
 * Edits one after the other, saved as editors save: in place, and as a new file renamed over the
 * old one (an "atomic save", after which Node's own watchers saw nothing more). Each must show in
 * the open page (the time is the bench's figure) and in the HTML a new request gets.
 */
/** A SIGTERM to the preview's own process (a process manager's, pagewright start's) stops Next with it: nothing of its process group is left. */
async function stopsWhole(pid: number): Promise<void> {
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 80; i++) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('a SIGTERM to the live preview left Next running: its process group is alive 20 s later');
}

async function editShows(tab: Page): Promise<void> {
  const original = fs.readFileSync(page, 'utf8');
  const saves: [string, (text: string) => void][] = [
    ['in place', (t) => fs.writeFileSync(page, t)],
    ['by rename', (t) => (fs.writeFileSync(`${page}.tmp`, t), fs.renameSync(`${page}.tmp`, page))],
    ['in place after a rename', (t) => fs.writeFileSync(page, t)],
  ];
  try {
    for (const [i, [how, save]] of saves.entries()) {
      const text = `Guide A, edit ${i + 1}.`;
      const started = Date.now();
      save(original.replace('Guide A.', text));
      await textShown(tab, text);
      const shown = Date.now() - started;
      const html = await (await fetch(tab.url())).text();
      if (!html.includes(text)) throw new Error(`the HTML of a new request does not have the edit saved ${how}`);
      console.log(`✔ edit: shown in the open page ${shown} ms after the save (${how}), and in the HTML of a new request`);
    }
  } catch (err) {
    failed = true;
    console.log(`✖ edit: ${(err as Error).message.split('\n')[0]}\n  server:\n${dev.log().slice(-3000)}`);
  } finally {
    fs.writeFileSync(page, original);
    await tab
      .getByText('Guide A.')
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
  }
}

/** A page added while the server runs: how soon after the save its URL answers with its text. */
async function newPageShows(tab: Page, back: string): Promise<void> {
  const file = path.join(site, 'vcluster/1.1.0/guides/added.mdx');
  const started = Date.now();
  fs.writeFileSync(file, '---\ntitle: Added later\n---\nA page added while the preview runs.\n');
  try {
    const url = back.replace(/guides\/a\/$/, 'guides/added/');
    for (;;) {
      const res = await tab.goto(url).catch(() => undefined);
      if (res?.ok() && (await tab.getByText('A page added while the preview runs.').count())) break;
      if (Date.now() - started > 30_000) throw new Error(`${url} did not show the new page within 30 s`);
      await tab.waitForTimeout(100);
    }
    console.log(`✔ new page: served ${Date.now() - started} ms after the save`);
  } catch (err) {
    failed = true;
    console.log(`✖ new page: ${(err as Error).message.split('\n')[0]}\n  server:\n${dev.log().slice(-3000)}`);
  } finally {
    fs.rmSync(file, { force: true });
    await tab.goto(back);
  }
}

/** Three saves of one page of a large site, each shown in the open page and in a new request's HTML. */
async function largeSiteEditShows(browser: Browser): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-large-site-'));
  const { pages } = writeSyntheticSite(dir, LARGE_SITE_PAGES);
  const docs = planSite(LARGE_SITE_PAGES, 1).find((p) => p.dir === UNVERSIONED)!;
  const pick = docs.pages.find((p) => p.file.includes('/'))!;
  const file = path.join(dir, docs.dir, pick.file);
  const original = fs.readFileSync(file, 'utf8');
  const server = startDevServer(port + 1, { DOCS_CONTENT_DIR: dir });
  const tab = await browser.newPage();
  const url = `http://127.0.0.1:${port + 1}${unversionedUrl(pick.file)}`;
  try {
    const started = Date.now();
    for (;;) {
      const res = await tab.goto(url, { timeout: 300_000 }).catch(() => undefined);
      if (res?.ok()) break;
      if (Date.now() - started > 300_000) throw new Error(`${url} did not answer within 5 min`);
      await tab.waitForTimeout(1000);
    }
    await tab.getByRole('heading', { name: pick.title }).first().waitFor({ timeout: 300_000 });
    const times: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const text = `Large site edit number ${i}.`;
      const t0 = Date.now();
      fs.writeFileSync(file, `${original}\n\n${text}\n`);
      await textShown(tab, text);
      times.push(Date.now() - t0);
      if (!(await (await fetch(url)).text()).includes(text)) throw new Error('the HTML of a new request does not have the edit');
    }
    const note = Math.max(...times) > EDIT_TARGET_MS ? ` (over the ${EDIT_TARGET_MS / 1000} s target)` : '';
    console.log(`✔ large site (${pages} pages): edits shown in the open page ${times.join(' / ')} ms after the save${note}, and in the HTML of a new request`);
  } catch (err) {
    failed = true;
    await tab.screenshot({ path: path.join(os.tmpdir(), 'dev-recovery-large-site.png') }).catch(() => undefined);
    console.log(`✖ large site: ${(err as Error).message.split('\n')[0]}\n  server:\n${server.log().slice(-3000)}`);
  } finally {
    await tab.close();
    server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
