/**
 * A version's files where they lie (versions.json `dir`): a site read in place, as an imported
 * Docusaurus site's `versioned_docs/version-x` is. Its pages, partials and files are the content's,
 * its `exclude` patterns leave files out, its sidebars file may lie elsewhere, a `_category_.yml`
 * is read as `_category_.json` is, and its files are published where the version's folder would stand in
 * the content folder (`<set>/<version>/…`), as they would be had they been copied there.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite, contentPaths } from '../store';
import { contentAssets } from '../../output/engine-files';
import { assetUrl } from '../../mdx/remark-images';
import { contentBounds } from '../../source/content-paths';
import { contentFileAt } from '../../source/inside-content';
import { parseVersionsFile } from '../versions';

function siteWithVersionElsewhere(): { root: string; content: string; elsewhere: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'version-dir-'));
  const content = path.join(root, 'content');
  fs.cpSync('test/fixtures/site', content, { recursive: true });
  const elsewhere = path.join(root, 'repo', 'versioned', 'one');
  fs.mkdirSync(path.dirname(elsewhere), { recursive: true });
  fs.renameSync(path.join(content, 'vcluster', '1.0.0'), elsewhere);
  fs.writeFileSync(path.join(elsewhere, 'draft.test.md'), '# Not a page\n');
  fs.mkdirSync(path.join(elsewhere, 'guides'));
  fs.writeFileSync(path.join(elsewhere, 'guides', 'setup.md'), '# Setup\n\n![diagram](./img/d.png)\n');
  fs.writeFileSync(path.join(elsewhere, 'guides', '_category_.yml'), 'label: All the guides\nposition: 1\n');
  fs.mkdirSync(path.join(elsewhere, 'guides', 'img'));
  fs.writeFileSync(path.join(elsewhere, 'guides', 'img', 'd.png'), 'png');
  const versionsFile = path.join(content, 'versions.json');
  const versions = JSON.parse(fs.readFileSync(versionsFile, 'utf8'));
  const entry = versions.vcluster.versions.find((v: { name: string }) => v.name === '1.0.0');
  Object.assign(entry, { dir: '../repo/versioned/one', exclude: ['**/*.test.md'] });
  fs.writeFileSync(versionsFile, JSON.stringify(versions));
  return { root, content, elsewhere };
}

test('a version whose folder lies outside the content folder is read there', () => {
  const { root, content, elsewhere } = siteWithVersionElsewhere();
  try {
    const paths = contentPaths(process.cwd(), { contentDir: content });
    assert.deepEqual(paths.sourceDirs, [{ dir: elsewhere, at: 'vcluster/1.0.0' }]);
    const site = buildSite(paths, { gitDates: false, plugins: [] });
    const version = site.index.sets.find((s) => s.id === 'vcluster')!.versions.find((v) => v.name === '1.0.0')!;
    assert.equal(version.dir, path.relative(process.cwd(), elsewhere).split(path.sep).join('/'));
    const sources = version.docs.map((d) => d.relPath).sort();
    assert.ok(sources.includes('guides/setup.md'), 'a page of the folder is a page');
    assert.ok(!sources.includes('draft.test.md'), 'a file its exclude patterns match is not');
    for (const d of version.docs) assert.ok(fs.existsSync(path.join(process.cwd(), d.source)), `${d.source} is the file itself`);
    const sidebar = JSON.stringify(version.sidebars);
    assert.match(sidebar, /All the guides/, 'the _category_.yml labels its folder');
    // Its files are published where its folder stands in the content's layout, and found again there.
    const bounds = contentBounds(paths);
    const image = path.join(elsewhere, 'guides', 'img', 'd.png');
    const assets = contentAssets(paths, site.config);
    assert.equal(assets.get('vcluster/1.0.0/guides/img/d.png'), image);
    assert.equal(assetUrl(image, bounds, ''), '/docs/assets/vcluster/1.0.0/guides/img/d.png');
    assert.equal(contentFileAt('vcluster/1.0.0/guides/img/d.png', bounds), image);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('a version may name a sidebars file of its own; one that does not exist is a problem', () => {
  const { root, content } = siteWithVersionElsewhere();
  try {
    const versionsFile = path.join(content, 'versions.json');
    const versions = JSON.parse(fs.readFileSync(versionsFile, 'utf8'));
    const entry = versions.vcluster.versions.find((v: { name: string }) => v.name === '1.0.0');
    entry.sidebars = 'sidebars/one.json';
    fs.writeFileSync(versionsFile, JSON.stringify(versions));
    assert.throws(() => buildSite(contentPaths(process.cwd(), { contentDir: content }), { gitDates: false, plugins: [] }), /sidebars file .*sidebars\/one\.json .*does not exist/);
    fs.mkdirSync(path.join(content, 'sidebars'));
    fs.writeFileSync(path.join(content, 'sidebars', 'one.json'), JSON.stringify({ main: ['guides/setup'] }));
    const site = buildSite(contentPaths(process.cwd(), { contentDir: content }), { gitDates: false, plugins: [] });
    const version = site.index.sets.find((s) => s.id === 'vcluster')!.versions.find((v) => v.name === '1.0.0')!;
    assert.deepEqual(Object.keys(version.sidebars), ['main']);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('versions.json: dir and sidebars are paths, exclude a list of patterns', () => {
  const set = { id: 'vcluster', label: 'P', routeBasePath: '/docs/vcluster', versioned: true };
  const entry = (extra: object) => ({ vcluster: { lastVersion: '1', versions: [{ name: '1', label: 'x', status: 'stable', banner: 'none', badge: true, ...extra }] } });
  assert.doesNotThrow(() => parseVersionsFile(entry({ dir: '../docs', exclude: ['**/*.test.md'], sidebars: 'a.json' }), [set]));
  assert.throws(() => parseVersionsFile(entry({ dir: '' }), [set]), /dir must be a path/);
  assert.throws(() => parseVersionsFile(entry({ exclude: 'x' }), [set]), /exclude must be a list/);
  // (A locale's translations of it, elsewhere too: a folder and a labels file, each naming {locale}.)
  assert.doesNotThrow(() => parseVersionsFile(entry({ translations: { dir: '../i18n/{locale}/docs', labels: '../i18n/{locale}/docs.json' } }), [set]));
  assert.throws(() => parseVersionsFile(entry({ translations: { dir: '../i18n/fr/docs', labels: '../i18n/{locale}/docs.json' } }), [set]), /translations must name a folder and a labels file with \{locale\}/);
  assert.throws(() => parseVersionsFile(entry({ translations: '../i18n' }), [set]), /translations must name/);
});
