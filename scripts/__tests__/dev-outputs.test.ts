import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devOutputs } from '../lib/dev-outputs';
import { pageFromMarkdownTree } from '../../lib/output/markdown-search-records';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkHeadingId from '../../lib/mdx/remark-heading-id';
import { escapeHeadingIds } from '../../lib/mdx/preprocess';
import type { Root } from 'mdast';
import { plugins } from '../../plugins/index';

test('search records from a Markdown tree: intro, h2–h4 sections with the page ids, no code', () => {
  const p = unified().use(remarkParse).use(remarkHeadingId);
  const tree = p.runSync(
    p.parse(
      escapeHeadingIds(
        '# Title\n\nIntro text.\n\n## First part\n\nBody one.\n\n```sh\nsecret-code\n```\n\n### Custom {#my-id}\n\nBody two.\n\n## First part\n\nAgain.\n',
      ),
    ),
  ) as Root;
  const page = pageFromMarkdownTree(tree, '/docs/x/', 'Title', 'Guides');
  assert.deepEqual(page.sections, [
    { id: '', title: '', text: 'Intro text.' },
    { id: 'first-part', title: 'First part', text: 'Body one.' },
    { id: 'my-id', title: 'Custom', text: 'Body two.' },
    { id: 'first-part-1', title: 'First part', text: 'Again.' },
  ]);
});

test('npm run dev serves the .md exports, llms.txt and the search index from the current content', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-outputs-'));
  fs.cpSync('test/fixtures/site', site, { recursive: true });
  const before = process.env.DOCS_CONTENT_DIR;
  process.env.DOCS_CONTENT_DIR = site;
  try {
    const respond = await devOutputs(process.cwd(), plugins);
    assert.equal(respond('/docs/vcluster/', 0), undefined, 'pages go on to Next');
    const llms = respond('/docs/llms.txt', 0)!;
    assert.equal(llms.status, 200);
    assert.match(String(llms.body), /\[Guide A\]\(.*\/docs\/vcluster\/guides\/a\.md\): First guide\./);
    const md = respond('/docs/vcluster/guides/a.md', 0)!;
    assert.equal(md.status, 200);
    assert.match(String(md.body), /^# Guide A\n\n> First guide\.\n\nGuide A\./);
    assert.match(String(respond('/docs/llms-full.txt', 0)!.body), /Guide A\./);
    const manifest = JSON.parse(String(respond('/docs/search-index/vcluster-1.1.0/manifest.json', 0)!.body)) as { build: string; label: string };
    assert.match(manifest.label, /^vCluster v1\.1/);
    assert.equal(respond('/docs/search-index/nowhere-1/manifest.json', 0)!.status, 404);

    // An edit shows after the watcher's next change stamp.
    const file = path.join(site, 'vcluster/1.1.0/guides/a.mdx');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Guide A.', 'Guide A, edited.'));
    assert.match(String(respond('/docs/vcluster/guides/a.md', 1)!.body), /Guide A, edited\./);
    const after = JSON.parse(String(respond('/docs/search-index/vcluster-1.1.0/manifest.json', 1)!.body)) as { build: string };
    assert.notEqual(after.build, manifest.build, 'the search index is rebuilt');
  } finally {
    if (before === undefined) delete process.env.DOCS_CONTENT_DIR;
    else process.env.DOCS_CONTENT_DIR = before;
    fs.rmSync(site, { recursive: true, force: true });
  }
});

test('npm run dev serves no .md export or llms.txt for a site that publishes no Markdown (markdownExport: false)', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-outputs-'));
  fs.cpSync('test/fixtures/site', site, { recursive: true });
  const config = path.join(site, 'site.config.json');
  fs.writeFileSync(config, JSON.stringify({ ...JSON.parse(fs.readFileSync(config, 'utf8')), markdownExport: false }));
  const before = process.env.DOCS_CONTENT_DIR;
  process.env.DOCS_CONTENT_DIR = site;
  try {
    const respond = await devOutputs(process.cwd(), plugins);
    for (const url of ['/docs/llms.txt', '/docs/llms-full.txt', '/docs/vcluster/guides/a.md']) assert.equal(respond(url, 0)?.status ?? 404, 404, url);
    const manifest = respond('/docs/search-index/vcluster-1.1.0/manifest.json', 0)!;
    assert.equal(manifest.status, 200, 'the search index is served still');
  } finally {
    if (before === undefined) delete process.env.DOCS_CONTENT_DIR;
    else process.env.DOCS_CONTENT_DIR = before;
    fs.rmSync(site, { recursive: true, force: true });
  }
});

test("npm run dev serves a file a plugin publishes, of any type, byte for byte (a site's worker and its .wasm)", async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-outputs-'));
  fs.cpSync('test/fixtures/site', site, { recursive: true });
  const wasm = path.join(site, 'runtime.wasm');
  fs.writeFileSync(wasm, Buffer.from([0x00, 0x61, 0x73, 0x6d, 0xff, 0xfe]));
  const worker = path.join(site, 'worker.js');
  fs.writeFileSync(worker, 'self.onmessage = () => {};\n');
  const published = new Map([
    ['/docs/assets/js/runtime.wasm', wasm],
    ['/docs/assets/js/worker-1a2b3c4d.js', worker],
  ]);
  const config = path.join(site, 'site.config.json');
  fs.writeFileSync(config, JSON.stringify({ ...JSON.parse(fs.readFileSync(config, 'utf8')), plugins: ['publisher'] }));
  const withFiles = [...plugins, { name: 'publisher', componentNames: [], publishedFiles: () => published }];
  const before = process.env.DOCS_CONTENT_DIR;
  process.env.DOCS_CONTENT_DIR = site;
  try {
    const respond = await devOutputs(process.cwd(), withFiles);
    const served = respond('/docs/assets/js/runtime.wasm', 0)!;
    assert.equal(served.type, 'application/wasm');
    assert.deepEqual(Buffer.from(served.body), fs.readFileSync(wasm));
    assert.equal(respond('/docs/assets/js/worker-1a2b3c4d.js', 0)!.type, 'text/javascript; charset=utf-8');
    assert.equal(respond('/docs/assets/js/nothing.js', 0), undefined, 'what no plugin publishes goes on to Next');
    // Content with an error: a file asked for as a plugin's goes on to Next, which shows the error on its pages.
    fs.writeFileSync(config, '{ not json');
    assert.equal(respond('/docs/logo.svg', 1, true), undefined);
    assert.equal(respond('/docs/llms.txt', 1)?.status, 500);
  } finally {
    if (before === undefined) delete process.env.DOCS_CONTENT_DIR;
    else process.env.DOCS_CONTENT_DIR = before;
    fs.rmSync(site, { recursive: true, force: true });
  }
});
