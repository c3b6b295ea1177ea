/**
 * The not-found page sends /x.html and /x/index.html to /x/ (components/layout/head-script.ts).
 * A path that a browser reads as another host once the slashes run together (//host/x.html,
 * /\host/x.html, encoded, with a tab, through /./) must stay on the site, with both servers the
 * project ships: scripts/serve.mjs (`npm start`, the e2e suite: the configured baseURL), which
 * serves the exported 404 page for them, and the dev server (scripts/dev.ts, started here on a
 * copy of test/fixtures/site; its first compile takes a while). The dev server's proxy also gets the
 * generated hostile paths of scripts/__tests__/static-server.test.ts, against secrets beside and
 * above the content's static/ folder and the content folder, and methods it does not answer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { test, expect, type Page } from '@playwright/test';
import fc from 'fast-check';
import { NOT_FOUND_REDIRECT_SCRIPT } from '../components/layout/head-script';
import { NOT_FOUND_MARK } from '../lib/shared/not-found-mark';
import { hostilePaths, leakedSecret, rawRequest, writeSecrets, type Secrets } from '../test/hostile-paths';
import { requestPath } from '../scripts/lib/static-files.mjs';

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

test('static server: the exported 404 page keeps hostile paths on the site', async ({ page }) => {
  // The script under test is the one the export holds, in the not-found page published with the site
  // (out/docs/404.html). Served at a host's root (docs.example.com), a path there can start with "//".
  // (It carries the not-found mark, by which the export's check knows the page.)
  expect(fs.readFileSync('out/docs/404.html', 'utf8')).toContain(`<script ${NOT_FOUND_MARK}="">${NOT_FOUND_REDIRECT_SCRIPT}</script>`);
  const port = Number(process.env.E2E_DOCS_ROOT_PORT ?? 4290);
  const server = spawn(process.execPath, ['scripts/serve.mjs', 'out/docs', String(port)], { stdio: 'ignore' });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await expect
      .poll(() =>
        fetch(`${origin}/`).then(
          (r) => r.status,
          () => 0,
        ),
      )
      .toBe(200);
    await assertStaysOnSite(page, origin, { landing: true });
  } finally {
    server.kill();
  }
});

test.describe('dev server', () => {
  const port = Number(process.env.E2E_DEV_PORT ?? 4280);
  let dev: ChildProcess | undefined;
  let log = '';
  let work = '';
  /** Secrets beside the content's static/ folder, beside the content folder and above it. */
  const secrets: Secrets[] = [];

  test.beforeAll(async () => {
    test.setTimeout(6 * 60_000);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-paths-'));
    const content = path.join(work, 'site');
    fs.cpSync('test/fixtures/site', content, { recursive: true });
    // (No links: the preview serves a link of static/ to anywhere in the content, as the build copies it.)
    secrets.push(writeSecrets(content, path.join(content, 'static'), { links: false }), writeSecrets(work, content, { links: false }));
    fs.mkdirSync(path.join(content, 'static/docs/img'), { recursive: true });
    fs.writeFileSync(path.join(content, 'static/docs/img/inside.txt'), 'INSIDE-static');
    dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        DOCS_DEV_NEXT_PORT: String(port + 2),
        DOCS_CONTENT_DIR: content,
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
    fs.rmSync(work, { recursive: true, force: true });
  });

  test('no generated path reaches a file beside the static folder or the content', async () => {
    // (Next dev compiles its error page for the first paths it is passed: on a busy CI machine with
    // two workers that took over three minutes once.)
    test.setTimeout(6 * 60_000);
    expect(log, 'it listens on this machine alone').toContain(`Docs preview on http://127.0.0.1:${port}/docs/`);
    expect((await rawRequest(port, '/docs/img/inside.txt')).bytes.includes('INSIDE-static')).toBe(true);
    // Every path the proxy refuses itself is sent; of those it passes on to Next (which answers a path
    // no page has with an error page, in about 0.6 s on two cores), the first 60.
    const seed = Date.now();
    const paths = fc.sample(
      hostilePaths(
        secrets.flatMap((s) => s.targets),
        ['', '/docs', '/docs/vcluster'],
      ),
      { numRuns: 2000, seed },
    );
    const passedOn = paths.filter((p) => requestPath(p) !== undefined);
    const sent = [...paths.filter((p) => requestPath(p) === undefined), ...passedOn.slice(0, 60)];
    for (const target of sent) {
      const answer = await rawRequest(port, target);
      for (const s of secrets) expect(leakedSecret(answer, s), `${JSON.stringify(target)} (seed ${seed})`).toBeUndefined();
      if (requestPath(target) === undefined) expect(answer.status, JSON.stringify(target)).toBe(404);
    }
    expect(sent.length).toBeGreaterThan(1500);
    expect(dev!.exitCode, 'the dev server is still running').toBeNull();
  });

  test('only GET and HEAD, but for Next dev tools: other methods get 405 with Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH']) {
      const answer = await rawRequest(port, '/docs/', method);
      expect(answer.status, method).toBe(405);
      expect(answer.bytes.toString(), method).toMatch(/\r\nAllow: GET, HEAD\r\n/);
    }
    // Next's overlay posts its stack frames to its own endpoint: passed on.
    expect((await rawRequest(port, '/docs/__nextjs_original-stack-frames', 'POST')).status).not.toBe(405);
  });

  // Next dev first turns repeated slashes and backslashes into one slash (a 308 on this origin);
  // a path no page has gets its error page, not the exported 404 page.
  test('hostile paths stay on the site', async ({ page }) => {
    test.setTimeout(3 * 60_000);
    await assertStaysOnSite(page, `http://127.0.0.1:${port}`, { landing: false });
  });
});
