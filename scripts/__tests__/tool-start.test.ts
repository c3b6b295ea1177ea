/**
 * `pagewright start` in a copy of the Docusaurus fixture site (the tool run from this checkout): an
 * edit of a site component, of a blog post and of docusaurus.config.js shows in the page, a page with
 * an MDX error shows it in the page naming the site's own file, and the server stays up. The bounds
 * are loose (a loaded machine): the figures of the live preview are measured apart, not here.
 * A plugin's data file outside the site's folder, which its getPathsToWatch names: an edit of it runs the
 * plugin again and shows in its page. Started with --host 0.0.0.0, a page opened at the machine's network address gets the reload events
 * from there (scripts/lib/dev-events.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { tempDir } from '../../test/temp-dir';
import { DEV_EVENTS_PATH } from '../lib/dev-events';
import { freePort } from '../../test/free-port';

const BOUND = 120_000;

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The page's HTML once it holds `text`, or a failure after BOUND. */
async function until(url: string, text: string): Promise<string> {
  const started = Date.now();
  for (;;) {
    const html = await fetch(url)
      .then((r) => r.text())
      .catch(() => '');
    if (html.includes(text)) return html;
    if (Date.now() - started > BOUND) assert.fail(`${url}: no "${text}" after ${BOUND / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The machine's address on its network (another machine's way in), or the loopback one when it has none. */
function networkAddress(): string {
  const all = Object.values(os.networkInterfaces()).flatMap((list) => list ?? []);
  return all.find((a) => a.family === 'IPv4' && !a.internal)?.address ?? '127.0.0.1';
}

/** The first change the stream at `url` announces (its hello, sent on connecting, is not one). */
async function announced(url: string, stop: AbortSignal): Promise<string> {
  const res = await fetch(url, { signal: stop });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) assert.fail(`${url}: the stream ended`);
    text += value;
    const change = /^data: (\{"file".*)$/m.exec(text);
    if (change) return change[1];
  }
}

test('pagewright start shows a component, blog and config edit, and an MDX error with the site’s file', { timeout: 900_000 }, async () => {
  const site = tempDir('tool-start');
  fs.cpSync('test/fixtures/docusaurus-site', site, { recursive: true });
  fs.mkdirSync(path.join(site, 'blog'));
  fs.writeFileSync(path.join(site, 'blog/2024-01-02-hello.md'), '---\ntitle: Hello\n---\n\nHello from the blog.\n');
  // The showcase plugin reads its list from a folder beside the site's.
  const data = path.join(tempDir('tool-start-data'), 'sites.json');
  const sites = (names: string[]) => JSON.stringify(names.map((name) => ({ name, url: `https://${name.split(' ')[0].toLowerCase()}.example.com` })));
  fs.writeFileSync(data, sites(['Alpha Cloud']));
  const configFile = path.join(site, 'docusaurus.config.js');
  const showcase = `['./plugins/showcase.js', { data: ${JSON.stringify(path.relative(site, data))} }]`;
  fs.writeFileSync(configFile, fs.readFileSync(configFile, 'utf8').replace("'./plugins/showcase.js'", showcase));
  // Below Next's own port (PORT + 2), on every address: --host is passed on.
  const port = await freePort();
  const server = spawn(process.execPath, ['bin/pagewright.mjs', 'start', site, '--port', String(port), '--host', '0.0.0.0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  server.stdout!.on('data', (d) => (log += d));
  server.stderr!.on('data', (d) => (log += d));
  const base = `http://127.0.0.1:${port}/docs`;
  try {
    await until(`${base}/about/`, 'class="badge"').catch((err) => assert.fail(`${err}\n${log.slice(-3000)}`));
    // The site's static/ files, at its baseUrl as the build publishes them; the OpenSearch file of its Algolia search too.
    const logo = await fetch(`${base}/img/logo.svg`);
    assert.equal(logo.status, 200);
    assert.equal(logo.headers.get('content-type'), 'image/svg+xml');
    assert.equal(await logo.text(), fs.readFileSync(path.join(site, 'static/img/logo.svg'), 'utf8'));
    assert.match(await (await fetch(`${base}/opensearch.xml`)).text(), /template="https:\/\/example\.com\/docs\/search\?q=\{searchTerms\}"/);

    const badge = path.join(site, 'src/components/Badge.js');
    fs.writeFileSync(badge, fs.readFileSync(badge, 'utf8').replace('{children}', 'EditedBadge'));
    await until(`${base}/about/`, 'EditedBadge');
    assert.match(log, /src\/components\/Badge\.js: compiled again/, 'compiled in the preview, not by the whole prepare');

    // The page, opened at the machine's network address, listens where it was served from; the edit reaches it there.
    const origin = `http://${networkAddress()}:${port}`;
    assert.ok((await until(`${origin}/docs/about/`, 'class="badge"')).includes(DEV_EVENTS_PATH), 'the page names the stream by its path');
    const stop = new AbortController();
    const change = announced(`${origin}${DEV_EVENTS_PATH}`, stop.signal);
    fs.writeFileSync(path.join(site, 'blog/2024-01-02-hello.md'), '---\ntitle: Hello\n---\n\nEdited post.\n');
    await change;
    stop.abort();
    await until(`${base}/blog/2024/01/02/hello/`, 'Edited post.');
    assert.match(log, /blog\/2024-01-02-hello\.md: imported in/, 'imported alone');

    // A Markdown partial outside the docs folders, read where it lies: in its page with its picture, and an
    // edit of the partial it imports shows there.
    const partials = await until(`${base}/product/next/guides/partials/`, 'outside every docs folder');
    const picture = /<img[^>]*src="([^"]+)"[^>]*alt="Outside mark"|<img[^>]*alt="Outside mark"[^>]*src="([^"]+)"/.exec(partials);
    assert.ok(picture, 'the partial’s picture');
    assert.equal((await fetch(`http://127.0.0.1:${port}${picture[1] ?? picture[2]}`)).status, 200, picture[1] ?? picture[2]);
    fs.writeFileSync(path.join(site, 'notes/_inner.md'), 'The inner partial, edited.\n');
    await until(`${base}/product/next/guides/partials/`, 'The inner partial, edited.');

    // The plugin's data file, outside the site's folder: the plugin runs again.
    await until(`${base}/showcase/`, 'Alpha Cloud');
    fs.writeFileSync(data, sites(['Alpha Cloud', 'Gamma Works']));
    await until(`${base}/showcase/`, 'Gamma Works');

    fs.writeFileSync(configFile, fs.readFileSync(configFile, 'utf8').replace("title: 'Fixture docs'", "title: 'Edited title'"));
    await until(`${base}/intro/`, 'Edited title');
    // The home page is a React page: still compiled after the whole import.
    assert.doesNotMatch(await (await fetch(`${base}/`)).text(), /this page does not compile/);

    fs.appendFileSync(path.join(site, 'docs/intro.mdx'), '\nBroken {\n');
    const html = await until(`${base}/intro/`, 'crash-message');
    assert.match(html, /crash-message">docs\/intro\.mdx:\d+/, 'the error names the site’s file');
  } finally {
    // (Its whole group: Next writes into the site's cache until it is gone, which the folder's removal needs.)
    const gone = new Promise((r) => server.on('exit', r));
    process.kill(-server.pid!, 'SIGTERM');
    await gone;
    for (let i = 0; i < 50 && groupAlive(server.pid!); i++) await new Promise((r) => setTimeout(r, 200));
  }
});
