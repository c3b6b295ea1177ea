/**
 * The not-found page sends /x.html and /x/index.html to /x/ (components/layout/head-script.ts).
 * A path that a browser reads as another host once the slashes run together (//host/x.html,
 * /\host/x.html, encoded, with a tab, through /./) must stay on the site, with both servers the
 * project ships: scripts/serve.mjs (`npm start`, the e2e suite: the configured baseURL), which
 * serves the exported 404 page for them, and the dev server (scripts/dev.ts, started here on
 * test/fixtures/site; its first compile takes a while).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { test, expect, type Page } from '@playwright/test';
import { NOT_FOUND_REDIRECT_SCRIPT } from '../components/layout/head-script';

/** Hostile paths (appended to the origin as they are) and the page of this site each must end on. */
const HOSTILE: [string, string][] = [
  ['//example.org/x.html', '/example.org/x/'],
  ['/\\example.org/z.html', '/example.org/z/'],
  ['///example.org/x/index.html', '/example.org/x/'],
  ['/.//example.org/x.html', '/example.org/x/'],
  ['/\t/example.org/x.html', '/example.org/x/'],
  ['/%2F%2Fexample.org/x.html', '/%2F%2Fexample.org/x/'],
  ['/%5Cexample.org/z.html', '/%5Cexample.org/z/'],
];

/**
 * Visits each hostile path: no request may leave the origin, and, where the server answers with the
 * site's not-found page (`landing`), the page ends on the site page the redirect makes of the path.
 */
async function assertStaysOnSite(page: Page, origin: string, { landing }: { landing: boolean }): Promise<void> {
  const away: string[] = [];
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      away.push(route.request().url());
      return route.abort();
    },
  );
  for (const [hostile, bare] of HOSTILE) {
    await page.goto(`${origin}${hostile}`);
    if (landing) {
      await expect(page, JSON.stringify(hostile)).toHaveURL(`${origin}${bare}`);
      await expect(page.locator('h1')).toHaveText('Page not found');
    } else {
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      expect(new URL(page.url()).origin, JSON.stringify(hostile)).toBe(origin);
    }
  }
  expect(away, 'requests that left the site').toEqual([]);
}

test('static server: the exported 404 page keeps hostile paths on the site', async ({ page, baseURL }) => {
  // The script under test is the one the export holds.
  expect(fs.readFileSync('out/404.html', 'utf8')).toContain(`<script>${NOT_FOUND_REDIRECT_SCRIPT}</script>`);
  await assertStaysOnSite(page, new URL(baseURL!).origin, { landing: true });
});

test.describe('dev server', () => {
  const port = Number(process.env.E2E_DEV_PORT ?? 4280);
  let dev: ChildProcess | undefined;
  let log = '';

  test.beforeAll(async () => {
    test.setTimeout(6 * 60_000);
    dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        DOCS_DEV_NEXT_PORT: String(port + 2),
        DOCS_CONTENT_DIR: path.resolve('test/fixtures/site'),
        DOCS_EXTRA_CONTENT: '',
      },
    });
    dev.stdout!.on('data', (d) => (log += d));
    dev.stderr!.on('data', (d) => (log += d));
    // Next's first answer waits for its start and first compile: once, here.
    const deadline = Date.now() + 5 * 60_000;
    for (;;) {
      const status = await fetch(`http://127.0.0.1:${port}/example.org/x/`).then(
        (r) => r.status,
        () => 0,
      );
      if (status && status !== 502) break;
      if (Date.now() > deadline || dev.exitCode !== null) throw new Error(`the dev server did not answer:\n${log}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  });

  test.afterAll(() => {
    try {
      process.kill(-dev!.pid!, 'SIGTERM');
    } catch {
      // already stopped
    }
  });

  // Next dev first turns repeated slashes and backslashes into one slash (a 308 on this origin);
  // a path no page has gets its error page, not the exported 404 page.
  test('hostile paths stay on the site', async ({ page }) => {
    test.setTimeout(3 * 60_000);
    await assertStaysOnSite(page, `http://127.0.0.1:${port}`, { landing: false });
  });
});
