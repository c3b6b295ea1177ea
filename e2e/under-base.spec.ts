/**
 * The site deploys where the original lives: out/docs/ alone, published at /docs/ of a domain whose
 * every other path belongs to another application (vcluster.com's main site). A front server here
 * answers /docs/… from out/docs/ (scripts/serve.mjs --prefix /docs) and every other path with another
 * site's page. One page of each kind, at a phone's and a laptop's width, with the search dialog, a
 * lazy sidebar category and the not-found page, must request nothing outside /docs/ and see no
 * request fail.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { openDialog } from './search-helpers';
import { freePort } from '../test/free-port';

const PAGES = [
  '/docs/',
  '/docs/vcluster/',
  '/docs/platform/install/quick-start-guide/',
  '/docs/vcluster/manage/sleep-wakeup/',
  '/docs/vcluster/configure/vcluster-yaml/sync/to-host/core/pods/',
  '/docs/vcluster/cli/vcluster_create/',
  '/docs/platform/api/resources/project/',
  '/docs/vcluster/category/core/',
  '/docs/search/?q=backup',
];
const OTHER_SITE = '<!doctype html><title>Another site</title><h1>Another application owns this path</h1>';

let docs: ChildProcess | undefined;
let front: http.Server | undefined;
let origin = '';

test.beforeAll(async () => {
  const docsPort = await freePort();
  docs = spawn(process.execPath, ['scripts/serve.mjs', 'out/docs', String(docsPort), '--prefix', '/docs'], { stdio: 'ignore' });
  front = http.createServer((req, res) => {
    const target = req.url ?? '/';
    if (target !== '/docs' && !target.startsWith('/docs/')) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(OTHER_SITE);
    }
    const up = http.request({ host: '127.0.0.1', port: docsPort, path: target, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    up.on('error', () => (res.writeHead(502), res.end()));
    req.pipe(up);
  });
  await new Promise<void>((r) => front!.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(front.address() as net.AddressInfo).port}`;
  for (
    let i = 0;
    i < 100 &&
    (await fetch(`${origin}/docs/`).then(
      (r) => r.status,
      () => 0,
    )) !== 200;
    i++
  )
    await new Promise((r) => setTimeout(r, 100));
});

test.afterAll(() => {
  docs?.kill();
  front?.close();
});

/** Every request outside /docs/ of this origin, to another origin, or that failed (the not-found page's own 404 aside). */
function watch(page: Page): string[] {
  const wrong: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== origin || !url.pathname.startsWith('/docs/')) wrong.push(`outside /docs/: ${r.url()}`);
  });
  page.on('requestfailed', (r) => wrong.push(`failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on('response', (r) => {
    if (r.status() >= 400 && !(r.request().isNavigationRequest() && r.status() === 404)) wrong.push(`${r.status()}: ${r.url()}`);
  });
  return wrong;
}

for (const width of [390, 1280]) {
  test(`at ${width} px every page of each kind requests only what lies under /docs/`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const wrong = watch(page);
    for (const url of PAGES) {
      await page.goto(`${origin}${url}`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').first(), url).toBeVisible();
    }
    // The search dialog loads its index; a lazy sidebar category loads the version's sidebar.
    const input = await openDialog(page, `${origin}/docs/vcluster/`);
    await input.fill('sleep mode');
    await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    if (width < 997) await page.getByRole('button', { name: 'Open navigation menu' }).click();
    // (A category whose items the page does not hold loads the version's sidebar.)
    const sidebarData = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/docs/sidebars/'), { timeout: 15_000 });
    await page.locator('#site-sidebar button[aria-expanded="false"]').filter({ visible: true }).last().click();
    expect((await sidebarData).status()).toBe(200);
    // The not-found page of the site, published with it.
    const missing = await page.goto(`${origin}/docs/no-such-page/`);
    expect(missing?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page not found');
    await page.waitForLoadState('networkidle');
    expect(wrong).toEqual([]);
  });
}

test('the export writes nothing outside out/docs/ but its build bookkeeping', async () => {
  const entries = fs.readdirSync('out').filter((name) => !name.startsWith('.'));
  expect(entries).toEqual(['docs']);
  for (const file of ['docs/404.html', 'docs/index.md', 'docs/robots.txt']) expect(fs.existsSync(`out/${file}`), file).toBe(true);
});
