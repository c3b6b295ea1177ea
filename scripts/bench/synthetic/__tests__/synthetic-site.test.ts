import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildSite } from '../../../../lib/content/store';
import { checkSite } from '../../../../lib/check/site-check';
import { KNOWN_COMPONENTS } from '../../../../components/mdx/registry';
import { writeSyntheticSite } from '../write-site';
import { planSite, VERSIONS } from '../site-plan';
import { linkTargets, outline, pageText } from '../page-body';
import { hashSeed } from '../random';
import { REAL_PAGE_SIZES } from '../page-sizes';
import { tempDir } from '../../../../test/temp-dir';
import { plugins } from '../../../../plugins/index';

function tempSite(pages: number, seed = 1) {
  const dir = tempDir('synthetic-site');
  return { dir, written: writeSyntheticSite(dir, pages, seed) };
}

/** Every file of a folder with a hash of its text. */
function treeDigest(dir: string): Record<string, string> {
  const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();
  return Object.fromEntries(
    files.map((f) => [
      f,
      crypto
        .createHash('sha1')
        .update(fs.readFileSync(path.join(dir, f)))
        .digest('hex'),
    ]),
  );
}

test('synthetic site: 30 pages index and check with no problems, and 30 pages come out', async () => {
  const { dir, written } = tempSite(30);
  const before = process.env.DOCS_CONTENT_DIR;
  process.env.DOCS_CONTENT_DIR = dir; // the page check finds partials and data through the content roots
  try {
    const paths = { rootDir: process.cwd(), contentDir: dir, configFile: path.join(dir, 'site.config.json'), versionsFile: path.join(dir, 'versions.json') };
    const site = buildSite(paths, { includeDrafts: false, gitDates: false, plugins });
    assert.deepEqual(site.index.warnings, []);
    const versions = site.index.sets.flatMap((s) => s.versions);
    assert.equal(versions.length, VERSIONS.length, 'every version folder is indexed');
    const built = versions.reduce((n, v) => n + v.docs.length + v.generatedIndexes.length, 0);
    assert.equal(built, 30);
    assert.equal(written.pages, 30);
    const checked = await checkSite(site, { rootDir: process.cwd(), contentDir: dir, knownComponents: KNOWN_COMPONENTS, plugins });
    assert.deepEqual(checked.problems, []);
    assert.deepEqual(checked.warnings, [], 'every link and anchor resolves');
    assert.equal(checked.pages, written.docs);
  } finally {
    if (before === undefined) delete process.env.DOCS_CONTENT_DIR;
    else process.env.DOCS_CONTENT_DIR = before;
  }
});

test('synthetic site: the same size and seed write the same files; another seed does not', () => {
  const a = tempSite(40);
  const b = tempSite(40);
  const c = tempSite(40, 2);
  assert.deepEqual(treeDigest(a.dir), treeDigest(b.dir));
  assert.notDeepEqual(treeDigest(a.dir), treeDigest(c.dir));
});

test('synthetic site: refuses to replace a folder it did not write', () => {
  const dir = tempDir('synthetic-site');
  fs.writeFileSync(path.join(dir, 'notes.txt'), 'keep me');
  assert.throws(() => writeSyntheticSite(dir, 20), /not empty and was not written by the synthetic site generator/);
  assert.ok(fs.existsSync(path.join(dir, 'notes.txt')));
});

test('synthetic plan: exact page counts, nested categories, older versions hold a part of the newer tree', () => {
  for (const total of [10, 137, 2000]) {
    const plans = planSite(total, 1);
    const count = plans.reduce((n, p) => n + p.pages.length + p.folders.filter((f) => f.generatedIndex).length, 0);
    assert.equal(count, total, `${total} pages`);
  }
  const plans = planSite(5000, 1);
  const folders = plans.flatMap((p) => p.folders);
  assert.ok(Math.max(...folders.map((f) => f.folder.dir.split('/').length)) >= 3, 'categories nest at least three deep');
  assert.ok(folders.some((f) => f.generatedIndex) && folders.some((f) => f.folder.link === 'index') && folders.some((f) => f.folder.link === 'none'));
  const alpha = plans.filter((p) => p.spec.set === 'alpha');
  const newest = new Set(alpha[0].pages.map((p) => p.file));
  for (const older of alpha.slice(1))
    assert.ok(
      older.pages.every((p) => newest.has(p.file)),
      `${older.dir} pages are in alpha/current`,
    );
  assert.ok(alpha[alpha.length - 1].pages.length < alpha[0].pages.length, 'older versions are smaller');
  assert.throws(() => planSite(5, 1), /at least 10 pages/);
});

test('synthetic pages: sizes follow the real distribution and use every authoring feature', () => {
  const texts: string[] = [];
  for (const plan of planSite(1500, 3)) {
    const outlines = plan.pages.map((p) => outline(p, hashSeed(`${plan.dir}/${p.file}`, 3)));
    const targets = linkTargets(outlines, []);
    for (const o of outlines) texts.push(pageText(o, targets));
  }
  const sizes = texts.map((t) => t.length).sort((a, b) => a - b);
  const realMedian = REAL_PAGE_SIZES.find(([q]) => q === 0.5)![1];
  const realP90 = REAL_PAGE_SIZES.find(([q]) => q === 0.9)![1];
  const median = sizes[Math.floor(sizes.length / 2)];
  const p90 = sizes[Math.floor(sizes.length * 0.9)];
  assert.ok(Math.abs(median / realMedian - 1) < 0.1, `median ${median} B, real ${realMedian} B`);
  assert.ok(Math.abs(p90 / realP90 - 1) < 0.15, `90th percentile ${p90} B, real ${realP90} B`);
  const all = texts.join('\n');
  const languages = new Set([...all.matchAll(/^```(\w+)/gm)].map((m) => m[1]));
  assert.ok(languages.size >= 6, `languages: ${[...languages].join(', ')}`);
  for (const [what, re] of Object.entries({
    'titled code': /^```\w+ title="/m,
    'highlighted lines': /^```\w+.* \{1,\d+-\d+\}/m,
    table: /^\| --- \|/m,
    admonition: /^:::(note|tip|info|warning|caution|danger)/m,
    tabs: /<Tabs[ >][\s\S]*<TabItem value=/,
    'link to a heading': /\]\(\.{1,2}\/[^)]+\.mdx#[a-z0-9-]+\)/,
    'h3 heading': /^### /m,
  }))
    assert.match(all, re, what);
});
