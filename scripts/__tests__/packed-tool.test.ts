/**
 * The package as a team gets it: `npm pack` of this checkout, installed with `npm install <tarball>`
 * into a throw-away copy of a Docusaurus fixture site, then `npx pagewright build` and `serve` in the
 * site's folder. A file the engine needs that the package leaves out (package.json `files`), or a
 * package it loads that is only a devDependency, fails here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

const FIXTURE = path.resolve('test/fixtures/docusaurus-site');

function run(cmd: string, args: string[], cwd: string) {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_loglevel: 'error' }, maxBuffer: 64 << 20 });
  assert.equal(result.status, 0, `${cmd} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** The paths of the fixture's sitemap, but the page it lists that the fixture no longer has (importer.test.ts: the report names it). */
function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(FIXTURE, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]).filter((p) => p !== '/docs/product/removed-page');
}

async function fetchWhenUp(url: string): Promise<Response> {
  for (let i = 0; ; i++) {
    try {
      return await fetch(url);
    } catch (err) {
      if (i > 100) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

test('the packed tool installs into a Docusaurus site and builds and serves it from the site folder', { timeout: 900_000 }, async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-packed-'));
  try {
    const tarball = path.join(tmp, JSON.parse(run('npm', ['pack', '--json', '--pack-destination', tmp], process.cwd()))[0].filename);
    const site = path.join(tmp, 'site');
    // (Its links as they are: static/files/sample-alias.txt names the file beside it, not the checkout's.)
    fs.cpSync(FIXTURE, site, { recursive: true, verbatimSymlinks: true });
    fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ name: 'fixture-site', private: true }));
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], site);

    run(path.join(site, 'node_modules/.bin/pagewright'), ['build'], site);
    // The engine's code ran as the package ships it (npm pack's prepack): nothing of it compiled here.
    const code = path.join(site, '.pagewright/engine/.docs-cache/engine-code');
    assert.deepEqual(fs.readdirSync(code), ['shipped']);
    // The site's components were compiled once: by the import, where the build reads them (the build found
    // them compiled by their inputs' stamp and wrote no bundle after the import's report).
    const bundled = fs.statSync(path.join(site, '.pagewright/engine/.generated/site-components/bundle.mjs')).mtimeMs;
    assert.ok(bundled <= fs.statSync(path.join(site, '.pagewright/content/import-report.json')).mtimeMs, 'the build compiled the components again');
    // build/ is what a host serves at the baseUrl (/docs/), as Docusaurus lays it out: /docs/intro/ is
    // build/intro/index.html, and the files the pages load are inside it too.
    for (const route of sitemapPaths()) {
      const file = path.join(site, 'build', route.replace(/^\/docs(?=\/|$)/, ''), 'index.html');
      assert.ok(fs.existsSync(file), `${route}: no ${path.relative(site, file)}`);
    }
    const intro = fs.readFileSync(path.join(site, 'build/intro/index.html'), 'utf8');
    const loaded = [...intro.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]).filter((src) => src.startsWith('/'));
    assert.ok(loaded.length);
    for (const src of loaded) {
      assert.match(src, /^\/docs\//, `${src}: outside the baseUrl`);
      assert.ok(fs.existsSync(path.join(site, 'build', src.slice('/docs'.length))), `${src}: not in build/`);
    }
    // The installed package is never written: its project lives in the site's cache, which git ignores.
    const pkg = path.join(site, 'node_modules/pagewright');
    for (const written of ['.next', '.docs-cache', '.generated', 'out']) assert.ok(!fs.existsSync(path.join(pkg, written)), `${written} in the package`);
    assert.match(fs.readFileSync(path.join(site, '.pagewright/.gitignore'), 'utf8'), /^\*$/m);

    const port = String(20000 + Math.floor(Math.random() * 20000));
    const server = spawn(path.join(site, 'node_modules/.bin/pagewright'), ['serve', '--port', port, '--host', '127.0.0.1'], { cwd: site, stdio: 'ignore' });
    try {
      const page = await fetchWhenUp(`http://127.0.0.1:${port}/docs/intro/`);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<html/);
      // Served at the baseUrl, as `docusaurus serve` serves it: another path is sent there.
      const outside = await fetch(`http://127.0.0.1:${port}/elsewhere`, { redirect: 'manual' });
      assert.equal(outside.status, 302);
      assert.equal(outside.headers.get('location'), '/docs/');
      // Clean URLs, as serve-handler gives `docusaurus serve`: the page without its slash, its file sent to its URL.
      assert.equal((await fetch(`http://127.0.0.1:${port}/docs/intro`, { redirect: 'manual' })).status, 200);
      const file = await fetch(`http://127.0.0.1:${port}/docs/intro/index.html`, { redirect: 'manual' });
      assert.equal(file.status, 301);
      assert.equal(file.headers.get('location'), '/docs/intro');
    } finally {
      server.kill();
    }
    // The command's own server goes with it.
    await new Promise((r) => setTimeout(r, 500));
    await assert.rejects(fetch(`http://127.0.0.1:${port}/docs/intro/`));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
