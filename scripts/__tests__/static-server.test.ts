/**
 * The static server (scripts/serve.mjs: `npm run serve`, `npm start`, and `pagewright serve` with
 * its mount) answers only with regular files inside the folder it serves, whatever the path, and
 * nothing a request does stops it: generated hostile paths against secrets beside and above the
 * folder, unreadable files, files that vanish mid-request, FIFOs, sockets, devices, and methods it
 * does not answer. The live preview's proxy gets the same paths in e2e/open-redirect.spec.ts.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fc from 'fast-check';
import { tempDir } from '../../test/temp-dir';
import { hostilePaths, leakedSecret, rawRequest, writeSecrets, type Secrets } from '../../test/hostile-paths';
import { freePort } from '../../test/free-port';

const SERVE = path.resolve('scripts/serve.mjs');
/** Running as root (CI), the server runs as nobody, so that a file of mode 000 is unreadable to it. */
const AS_NOBODY = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};

interface Server {
  port: number;
  child: ChildProcess;
  log: () => string;
}

async function serve(dir: string, ...flags: string[]): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVE, dir, String(port), ...flags], { stdio: ['ignore', 'pipe', 'pipe'], ...AS_NOBODY });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  after(() => child.kill());
  const deadline = Date.now() + 10_000;
  while (!log.includes('Serving')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return { port, child, log: () => log };
}

/** A served folder `<parent>/out` with a page and a 404 page, secrets beside it; every folder readable by the server. */
function site(): { parent: string; out: string; secrets: Secrets } {
  const parent = tempDir('static-server');
  fs.chmodSync(parent, 0o755);
  const out = path.join(parent, 'out');
  const secrets = writeSecrets(parent, out);
  fs.mkdirSync(path.join(out, 'docs/img'), { recursive: true });
  fs.writeFileSync(path.join(out, 'index.html'), 'INSIDE-index');
  fs.writeFileSync(path.join(out, 'docs/index.html'), 'INSIDE-docs');
  fs.writeFileSync(path.join(out, 'docs/img/a.png'), 'INSIDE-png');
  fs.writeFileSync(path.join(out, '404.html'), 'INSIDE-404');
  return { parent, out, secrets };
}

async function assertNoLeak(port: number, secrets: Secrets, prefixes: string[], numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(hostilePaths(secrets.targets, prefixes), async (target) => {
      const answer = await rawRequest(port, target);
      assert.equal(leakedSecret(answer, secrets), undefined, `${JSON.stringify(target)} answered with a file outside the served folder`);
      assert.ok(answer.status === 0 || answer.status < 500, `${JSON.stringify(target)}: ${answer.status}`);
    }),
    { numRuns },
  );
}

test('no generated path reaches a file beside or above the served folder', async () => {
  const { out, secrets } = site();
  const server = await serve(out);
  assert.match(server.log(), /at http:\/\/127\.0\.0\.1:/, 'it listens on this machine alone');
  assert.equal((await rawRequest(server.port, '/index.html')).bytes.includes('INSIDE-index'), true);
  await assertNoLeak(server.port, secrets, ['', '/docs'], 2500);
  // The examples that once leaked, and the server still up after all of them.
  for (const target of ['/..%2fout-secret%2fkey.txt', '/..%2fout.next%2findex.html', '/%2e%2e/secret.txt', '/link-out/key.txt', '/leak.txt'])
    assert.equal((await rawRequest(server.port, target)).status, 404, target);
  assert.equal((await rawRequest(server.port, '/docs/img/a.png')).status, 200);
});

test('a mounted site (pagewright serve --base) leaks nothing either', async () => {
  const { out, secrets } = site();
  const server = await serve(out, '--base', '/docs');
  assert.ok((await rawRequest(server.port, '/docs/docs/img/a.png')).bytes.includes('INSIDE-png'));
  await assertNoLeak(server.port, secrets, ['/docs', '/docs/docs', ''], 1500);
});

test('--clean-urls answers as `docusaurus serve` does: pages without .html, .html and /index sent to the clean URL, the site’s trailing slash', async () => {
  const { out, secrets } = site();
  fs.mkdirSync(path.join(out, 'docs/guide'), { recursive: true });
  fs.writeFileSync(path.join(out, 'docs/guide.html'), 'INSIDE-guide');
  fs.mkdirSync(path.join(out, 'docs/both'), { recursive: true });
  fs.writeFileSync(path.join(out, 'docs/both/index.html'), 'INSIDE-both-index');
  fs.writeFileSync(path.join(out, 'docs/both.html'), 'INSIDE-both-html');
  // A page whose name has a dot (a release post, `v1.40`): what follows it is no extension of a file there.
  fs.writeFileSync(path.join(out, 'docs/v1.40.html'), 'INSIDE-release');
  fs.mkdirSync(path.join(out, 'docs/v2.1'), { recursive: true });
  fs.writeFileSync(path.join(out, 'docs/v2.1/index.html'), 'INSIDE-folder-release');
  const location = (answer: { bytes: Buffer }) => /\r\nLocation: ([^\r]*)\r\n/.exec(answer.bytes.toString())?.[1];
  const plain = await serve(out, '--base', '/site', '--clean-urls');
  const get = (target: string) => rawRequest(plain.port, target);
  // A page by its URL without .html (a folder of the same name without an index does not hide it);
  // serve-handler tries <path>/index.html before <path>.html.
  assert.ok((await get('/site/docs/guide')).bytes.includes('INSIDE-guide'));
  assert.ok((await get('/site/docs/both')).bytes.includes('INSIDE-both-index'));
  assert.ok((await get('/site/docs/img/a.png')).bytes.includes('INSIDE-png'));
  // serve-handler looks a dotted name up as it is, then as a page (its findRelated).
  assert.ok((await get('/site/docs/v1.40')).bytes.includes('INSIDE-release'));
  assert.ok((await get('/site/docs/v2.1')).bytes.includes('INSIDE-folder-release'));
  for (const [target, to] of [
    ['/site/docs/guide.html', '/site/docs/guide'],
    ['/site/docs/index.html', '/site/docs'],
    ['/site/docs/index', '/site/docs'],
    ['/site/docs/guide.html?q=1', '/site/docs/guide?q=1'],
  ]) {
    const answer = await get(target);
    assert.equal(answer.status, 301, target);
    assert.equal(location(answer), to, target);
  }
  assert.equal((await get('/site/docs/nothing')).status, 404);
  // With the site's trailingSlash, a page URL in the other form is sent to the site's; files keep theirs.
  const noSlash = await serve(out, '--base', '/site', '--clean-urls', '--trailing-slash', 'false');
  assert.equal(location(await rawRequest(noSlash.port, '/site/docs/guide/')), '/site/docs/guide');
  const slash = await serve(out, '--base', '/site', '--clean-urls', '--trailing-slash', 'true');
  assert.equal(location(await rawRequest(slash.port, '/site/docs/both')), '/site/docs/both/');
  assert.equal(location(await rawRequest(slash.port, '/site/docs/both/index.html')), '/site/docs/both/');
  assert.ok((await rawRequest(slash.port, '/site/docs/both/')).bytes.includes('INSIDE-both-index'));
  assert.ok((await rawRequest(slash.port, '/site/docs/img/a.png')).bytes.includes('INSIDE-png'));
  await assertNoLeak(plain.port, secrets, ['/site', '/site/docs', ''], 1000);
});

test("Next's hashed files are cached for good, below a base path too; everything else is checked again", async () => {
  const { out } = site();
  for (const dir of ['_next/static/chunks', 'docs/_next/static/chunks']) {
    fs.mkdirSync(path.join(out, dir), { recursive: true });
    fs.writeFileSync(path.join(out, dir, 'a1b2.js'), 'INSIDE-chunk');
  }
  fs.mkdirSync(path.join(out, 'docs/_next/data'), { recursive: true });
  fs.writeFileSync(path.join(out, 'docs/_next/data/x.json'), '{}');
  const { port } = await serve(out);
  const cacheControl = async (target: string) => /\r\nCache-Control: ([^\r]*)\r\n/.exec((await rawRequest(port, target, 'HEAD')).bytes.toString())?.[1];
  for (const target of ['/_next/static/chunks/a1b2.js', '/docs/_next/static/chunks/a1b2.js'])
    assert.equal(await cacheControl(target), 'public, max-age=31536000, immutable', target);
  for (const target of ['/docs/index.html', '/docs/img/a.png', '/docs/_next/data/x.json']) assert.equal(await cacheControl(target), 'no-cache', target);
});

test('only GET and HEAD: other methods get 405 with Allow', async () => {
  const { out } = site();
  const { port } = await serve(out);
  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'PROPFIND']) {
    const answer = await rawRequest(port, '/index.html', method);
    assert.equal(answer.status, 405, method);
    assert.match(answer.bytes.toString(), /\r\nAllow: GET, HEAD\r\n/, method);
    assert.equal(answer.bytes.includes('INSIDE-index'), false, method);
  }
  const head = await rawRequest(port, '/index.html', 'HEAD');
  assert.equal(head.status, 200);
  assert.match(head.bytes.toString(), /Content-Length: 12\r\n/);
  assert.equal(head.bytes.includes('INSIDE'), false);
});

test('FIFOs, sockets, devices and unreadable files get an error status, and the server keeps answering', async (t) => {
  const { out } = site();
  spawnSync('mkfifo', [path.join(out, 'pipe.html')]);
  const socketServer = net.createServer().listen(path.join(out, 'sock.html'));
  after(() => socketServer.close());
  fs.writeFileSync(path.join(out, 'locked.html'), 'LOCKED');
  fs.chmodSync(path.join(out, 'locked.html'), 0o000);
  fs.mkdirSync(path.join(out, 'locked-dir'));
  fs.writeFileSync(path.join(out, 'locked-dir/index.html'), 'LOCKED');
  fs.chmodSync(path.join(out, 'locked-dir'), 0o000);
  const device = process.getuid?.() === 0 && spawnSync('mknod', [path.join(out, 'zero.html'), 'c', '1', '5']).status === 0;
  const { port, child } = await serve(out);
  const cases: [string, number][] = [
    ['/pipe.html', 404],
    ['/sock.html', 404],
    ['/locked-dir/', 403],
  ];
  // (Root reads any file: the server runs as nobody under root, and as the user otherwise.)
  cases.push(['/locked.html', 403]);
  if (device) cases.push(['/zero.html', 404]);
  else t.diagnostic('no device file: mknod needs root');
  for (const [target, status] of cases) {
    const answer = await rawRequest(port, target);
    assert.equal(answer.status, status, target);
    assert.equal(answer.bytes.includes('LOCKED'), false, target);
  }
  assert.equal(child.exitCode, null, 'the server is still running');
  assert.equal((await rawRequest(port, '/index.html')).status, 200);
});

test('files removed and written while they are requested: every answer is whole or an error, and the server stays up', async () => {
  const { out } = site();
  const { port, child } = await serve(out);
  const body = 'x'.repeat(256 * 1024);
  let stop = false;
  // Files appear and vanish as a build swaps its output, while requests for them run.
  const churn = (async () => {
    for (let n = 0; !stop; n++) {
      const file = path.join(out, `flicker-${n % 4}.html`);
      fs.writeFileSync(file, body);
      await new Promise((r) => setImmediate(r));
      fs.rmSync(file, { force: true });
    }
  })();
  const statuses = new Set<number>();
  for (let round = 0; round < 300; round++) {
    const answers = await Promise.all([0, 1, 2, 3].map((n) => rawRequest(port, `/flicker-${n}.html`)));
    for (const a of answers) statuses.add(a.status);
  }
  stop = true;
  await churn;
  for (const s of statuses) assert.ok([0, 200, 404].includes(s), `status ${s}`);
  assert.equal(child.exitCode, null, 'the server is still running');
  assert.equal((await rawRequest(port, '/index.html')).status, 200);
});

test('a client that goes before its file is sent leaves no file open', async (t) => {
  const { out } = site();
  fs.writeFileSync(path.join(out, 'big.bin'), Buffer.alloc(4 * 1024 * 1024, 7));
  const { port, child } = await serve(out);
  const fds = `/proc/${child.pid}/fd`;
  if (!fs.existsSync(fds)) return t.skip('no /proc here to count open files');
  for (let n = 0; n < 50; n++) {
    // The request is written and the connection dropped at once: the server opens the file for a client already gone.
    const socket = net.connect(port, '127.0.0.1', () => socket.end('GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n', () => socket.destroy()));
    await new Promise((r) => socket.on('close', r));
  }
  // (A busy machine's server may still be answering the last of them: a file it leaks stays open, so wait up to 10 s for the others to close.)
  const openFiles = () =>
    fs.readdirSync(fds).filter((fd) => {
      try {
        return fs.readlinkSync(path.join(fds, fd), { encoding: 'utf8' }).endsWith('big.bin');
      } catch {
        return false; // (closed while listed)
      }
    });
  // (It may also open the file only after a first look found none: so the list must stay empty for half a second.)
  let left = openFiles();
  for (let waited = 0, quiet = 0; quiet < 500 && waited < 10_000; waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
    left = openFiles();
    quiet = left.length ? 0 : quiet + 100;
  }
  assert.deepEqual(left, [], 'files left open');
  assert.equal((await rawRequest(port, '/big.bin')).bytes.length > 4 * 1024 * 1024, true);
});
