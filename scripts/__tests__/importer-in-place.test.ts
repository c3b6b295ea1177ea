/**
 * A Docusaurus site's docs read where they lie (`pagewright build`, `start`: import --in-place): the
 * import copies no docs page; versions.json names each version's folder in the site, what of it is
 * no page and its sidebars; the page pass reads each page as the copy's transform rewrote it, in
 * memory. The index it makes has the same pages at the same URLs as the copy's.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { importDocusaurus } from '../../plugins/docusaurus/importer/import';
import { readerOf } from '../../plugins/docusaurus/in-place/reading';
import { buildSite, contentPaths } from '../../lib/content/store';
import { routeTable } from '../../lib/content/routes';
import { plugins } from '../../plugins';

const FIXTURE = path.resolve('test/fixtures/docusaurus-site');

function markdownFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.mdx?$/.test(f) && !f.split(path.sep).includes('node_modules'));
}

test('read in place: no docs page is copied, and the index has the copy’s pages at the same URLs', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'in-place-'));
  try {
    const copy = path.join(root, 'copy');
    const inPlace = path.join(root, 'in-place');
    await importDocusaurus(FIXTURE, copy);
    const report = await importDocusaurus(FIXTURE, inPlace, undefined, undefined, { inPlace: true });
    const copied = markdownFiles(inPlace).filter((f) => !f.startsWith(`src${path.sep}`));
    assert.deepEqual(copied, [], 'no docs page or partial is in the imported folder, nor a partial from outside the docs folders');
    assert.ok(
      markdownFiles(copy).some((f) => f.endsWith(path.join('_site', 'notes', '_outside.md'))),
      'which the copy holds',
    );
    const versions = JSON.parse(fs.readFileSync(path.join(inPlace, 'versions.json'), 'utf8'));
    const old = versions.product.versions.find((v: { name: string }) => v.name === '2.0.0');
    assert.equal(path.resolve(inPlace, old.dir), path.join(FIXTURE, 'product_versioned_docs/version-2.0.0'));
    assert.ok(fs.existsSync(path.resolve(inPlace, old.sidebars)), 'its sidebars are written for it');
    assert.ok(old.exclude.includes('**/_*/**'), "Docusaurus' exclude patterns are the version's");
    assert.equal(report.pages, (await importDocusaurus(FIXTURE, copy)).pages, 'the same pages are counted');

    const index = (dir: string) => buildSite(contentPaths(process.cwd(), { contentDir: dir }), { gitDates: false, plugins }).index;
    const urls = (dir: string) => [...routeTable(index(dir)).keys()].sort();
    assert.deepEqual(urls(inPlace), urls(copy), 'the same URLs');
    const page = index(inPlace)
      .sets.flatMap((s) => s.versions.flatMap((v) => v.docs))
      .find((d) => d.source.endsWith('product_versioned_docs/version-2.0.0/guides/partials.mdx'));
    assert.ok(page, 'a page’s source is the site’s own file');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('the page pass reads a page as the copy read it: `@site/` and root imports named from the page, components from the site’s modules', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'in-place-'));
  try {
    await importDocusaurus(FIXTURE, root, undefined, undefined, { inPlace: true });
    const reader = readerOf(root)!;
    // (A Docusaurus 3 page is read as text; only a Docusaurus 2 page may be read as CommonMark.)
    const read = (text: string, file: string) => reader(text, file) as string;
    const file = path.join(FIXTURE, 'product_versioned_docs/version-2.0.0/guides/partials.mdx');
    const text = read(fs.readFileSync(file, 'utf8'), file);
    assert.match(text, /import Note from '\.\.\/\.\.\/\.\.\/product\/_partials\/_note\.mdx';/, 'a partial of another docs folder is named where it lies');
    const current = path.join(FIXTURE, 'product/guides/partials.mdx');
    const currentText = read(fs.readFileSync(current, 'utf8'), current);
    assert.match(currentText, /import Shared from '\.\.\/\.\.\/docs\/_partials\/_shared\.mdx';/, 'so is one named from the site root');
    assert.match(currentText, /import NoteAgain from '\.\.\/\.\.\/product\/_partials\/_note\.mdx';/, 'a relative one stays as written');
    const custom = path.join(FIXTURE, 'product/guides/custom.mdx');
    assert.match(read(fs.readFileSync(custom, 'utf8'), custom), /import Badge from '@site\/src\/components\/Badge\.js';/, 'a component is the site’s module');
    // A data file anywhere in the site is named where it lies too.
    assert.match(read("import users from '@site/users.json';\n", custom), /import users from '\.\.\/\.\.\/users\.json';/);
    // A file of the site's static folder is named where it lies (its URL is the folder's), not copied under _site/.
    assert.match(read(fs.readFileSync(custom, 'utf8'), custom), /import LogoSvg from '\.\.\/\.\.\/static\/img\/inline-mark\.svg';/);
    assert.deepEqual(
      (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.split(path.sep).includes('_site') && f.endsWith('inline-mark.svg')),
      [],
    );
    // A Markdown partial outside the docs folders is named where it lies, and read as a partial there: its own
    // partial named from it, its picture (no static file) copied into the content folder, as the import's run copied it.
    assert.match(currentText, /import Outside from '\.\.\/\.\.\/notes\/_outside\.md';/);
    const outside = path.join(FIXTURE, 'notes/_outside.md');
    const outsideText = read(fs.readFileSync(outside, 'utf8'), outside);
    assert.match(outsideText, /import Inner from '\.\/_inner\.md';/);
    const picture = /!\[Outside mark\]\(([^)]+)\)/.exec(outsideText)?.[1];
    assert.ok(picture && fs.existsSync(path.resolve(path.dirname(outside), picture)), `${picture}: the copy the import made`);
    assert.ok(path.resolve(path.dirname(outside), picture).startsWith(root + path.sep), 'in the content folder');
    // A file saved again (the live preview's process) is read as it is now, then as it was when saved back.
    const saved = read(`${fs.readFileSync(current, 'utf8')}\nSaved again.\n`, current);
    assert.match(saved, /Saved again\./);
    assert.match(saved, /import Shared from '\.\.\/\.\.\/docs\/_partials\/_shared\.mdx';/, 'through the same reading');
    assert.equal(read(fs.readFileSync(current, 'utf8'), current), currentText);
    const elsewhere = path.join(root, 'site.config.json');
    assert.equal(read('import X from "@site/a.mdx";\n', elsewhere), 'import X from "@site/a.mdx";\n', 'a file outside the docs folders is read as written');
    const config = JSON.parse(fs.readFileSync(path.join(root, 'site.config.json'), 'utf8'));
    assert.deepEqual(config.content.outsideFolders, [path.relative(root, FIXTURE)], 'what the docs name in the site is allowed');
    assert.deepEqual(config.content.staticFolders, [path.relative(root, path.join(FIXTURE, 'static'))], 'static/ is published where it lies');
    assert.ok(!fs.existsSync(path.join(root, 'static/docs/img/logo.svg')), 'and not copied');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("read in place, a doc's last update is its own file's last commit, shown where the docs plugin says so (showLastUpdateTime, showLastUpdateAuthor)", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'in-place-'));
  try {
    const site = path.resolve('test/fixtures/docusaurus-markdown-plugins');
    await importDocusaurus(site, root, undefined, undefined, { inPlace: true });
    const docs = buildSite(contentPaths(process.cwd(), { contentDir: root }), { plugins }).index.sets.flatMap((s) => s.versions.flatMap((v) => v.docs));
    const changes = docs.find((d) => d.source.endsWith('docusaurus-markdown-plugins/docs/changes.md'))!;
    const [at, author] = spawnSync('git', ['log', '-1', '--format=%ct%n%an', '--', 'docs/changes.md'], { cwd: site, encoding: 'utf8' })
      .stdout.trim()
      .split('\n');
    assert.deepEqual([changes.lastUpdated, changes.lastUpdateAuthor], [Number(at), author]);
    // A site that does not ask for them gets neither, as under Docusaurus.
    const quiet = fs.mkdtempSync(path.join(os.tmpdir(), 'in-place-'));
    try {
      await importDocusaurus(FIXTURE, quiet, undefined, undefined, { inPlace: true });
      const all = buildSite(contentPaths(process.cwd(), { contentDir: quiet }), { plugins }).index.sets.flatMap((s) => s.versions.flatMap((v) => v.docs));
      assert.ok(all.length > 0 && all.every((d) => d.lastUpdated === undefined && d.lastUpdateAuthor === undefined));
    } finally {
      fs.rmSync(quiet, { recursive: true, force: true });
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("read in place, a translated doc's last update is its translation's last commit; an untranslated one's, the original's", async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'in-place-i18n-site-'));
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'in-place-i18n-'));
  try {
    fs.cpSync(path.resolve('test/fixtures/docusaurus-i18n'), site, { recursive: true });
    const configFile = path.join(site, 'docusaurus.config.js');
    const config = fs.readFileSync(configFile, 'utf8');
    const shown = config.replace(
      "docs: { sidebarPath: require.resolve('./sidebars.js'),",
      "docs: { showLastUpdateTime: true, showLastUpdateAuthor: true, sidebarPath: require.resolve('./sidebars.js'),",
    );
    assert.notEqual(shown, config);
    fs.writeFileSync(configFile, shown);
    const git = (args: string[], env: Record<string, string> = {}) =>
      assert.equal(spawnSync('git', args, { cwd: site, env: { ...process.env, ...env } }).status, 0, args.join(' '));
    const commit = (what: string, author: string, at: number) =>
      git(['-c', `user.name=${author}`, '-c', 'user.email=a@example.com', 'commit', '-qm', what], {
        GIT_AUTHOR_DATE: `${at} +0000`,
        GIT_COMMITTER_DATE: `${at} +0000`,
      });
    git(['init', '-q']);
    git(['add', '-A', ':!i18n']);
    commit('docs', 'Ada', 1_700_000_000);
    git(['add', '-A']);
    commit('translations', 'Brigitte', 1_710_000_000);
    await importDocusaurus(site, root, undefined, undefined, { inPlace: true });
    const fr = buildSite(contentPaths(process.cwd(), { contentDir: root }), { plugins }).index.sets.find((s) => s.id === 'docs.fr')!;
    const docs = fr.versions.find((v) => v.name === 'current')!.docs;
    const usage = docs.find((d) => d.relPath === 'guide/usage.md')!;
    const setup = docs.find((d) => d.relPath === 'guide/setup.md')!;
    assert.deepEqual([usage.lastUpdated, usage.lastUpdateAuthor], [1_710_000_000, 'Brigitte'], 'translated');
    assert.deepEqual([setup.lastUpdated, setup.lastUpdateAuthor], [1_700_000_000, 'Ada'], 'the original, untranslated');
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
    fs.rmSync(root, { recursive: true, force: true });
  }
});
