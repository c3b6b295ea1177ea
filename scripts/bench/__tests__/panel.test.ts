/**
 * The panel's checkout replays a site's own folder-preparing scripts (`prepare`) once its tree is
 * written, and the kinds read from a site: many locales (five or more with docs) and prepared folders.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { checkout, siteKinds, type PanelSite } from '../panel';
import { tempDir, tempFiles } from '../../../test/temp-dir';

/** A bare mirror (as the fetch tool leaves one) of a repository holding `files`, and its commit. */
function mirror(files: Record<string, string>): { mirrors: string; repo: string; commit: string } {
  const work = tempFiles('panel-repo', files);
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@localhost', ...args], { cwd, encoding: 'utf8' }).trim();
  git(work, 'init', '-q');
  git(work, 'add', '-A');
  git(work, 'commit', '-qm', 'site');
  const mirrors = tempDir('panel-mirrors');
  git(mirrors, 'clone', '-q', '--bare', work, path.join(mirrors, 'acme+site', 'repo'));
  return { mirrors, repo: 'acme/site', commit: git(work, 'rev-parse', 'HEAD') };
}

const config = (locales: string[]) =>
  `module.exports = { title: 'T', url: 'https://example.org', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ${JSON.stringify(locales)} },
  presets: [['classic', { docs: {}, blog: false }]] };\n`;

/** Checkouts go under a test's own temporary folder (os.tmpdir() reads TMPDIR). */
function ownTmp(): string {
  const tmp = tempDir('panel-tmp');
  const before = process.env.TMPDIR;
  process.env.TMPDIR = tmp;
  after(() => (before === undefined ? delete process.env.TMPDIR : (process.env.TMPDIR = before)));
  return tmp;
}

test("checkout runs the site's prepare scripts in the site folder, and writes the tree again when they change", async () => {
  const tmp = ownTmp();
  const { mirrors, repo, commit } = mirror({
    'website/package.json': JSON.stringify({ scripts: { 'copy-docs': 'shx rm -rf versioned_docs/version-2.x && shx cp -r docs versioned_docs/version-2.x' } }),
    'website/docusaurus.config.js': config(['en']),
    'website/versions.json': '["2.x", "1.x"]',
    'website/docs/intro.md': '# Intro\n',
    'website/versioned_docs/version-1.x/intro.md': '# Intro (1.x)\n',
  });
  const site: PanelSite = { repo, commit, site: 'website', mdx: 3 };
  const plain = checkout(site, mirrors);
  assert.ok(plain.dir.startsWith(tmp));
  assert.equal(fs.existsSync(path.join(plain.root, 'versioned_docs/version-2.x')), false);
  const { root } = checkout({ ...site, prepare: ['copy-docs'] }, mirrors);
  assert.equal(fs.readFileSync(path.join(root, 'versioned_docs/version-2.x/intro.md'), 'utf8'), '# Intro\n');
  assert.deepEqual(await siteKinds(root, { prepare: ['copy-docs'] }), ['versioned', 'prepared folders']);
  assert.throws(
    () => checkout({ ...site, prepare: ['gone'] }, mirrors),
    /acme\/site: "prepare" names the script "gone", which the site's package.json does not have/,
  );
});

test('a failing prepare step is named with its first line of output', () => {
  ownTmp();
  const { mirrors, repo, commit } = mirror({ 'package.json': JSON.stringify({ scripts: { gen: 'typedoc --out docs' } }) });
  assert.throws(
    () => checkout({ repo, commit, site: '.', mdx: 3, prepare: ['gen'] }, mirrors),
    /acme\/site: the site's prepare step "gen" \(typedoc --out docs\) failed: .*typedoc.*not found — a prepare step must run without the site's packages or the network/,
  );
});

test('many locales: five or more with docs, the default locale counting with its own', async () => {
  const files: Record<string, string> = { 'docusaurus.config.js': config(['en', 'fr', 'ja', 'ko', 'de', 'es']), 'docs/intro.md': '# Intro\n' };
  for (const l of ['fr', 'ja', 'ko']) files[`i18n/${l}/docusaurus-plugin-content-docs/current/intro.md`] = '# Intro\n';
  // A locale with only its UI strings translated has no docs.
  files['i18n/es/code.json'] = '{}';
  assert.deepEqual(await siteKinds(tempFiles('panel-locales', files)), ['i18n']);
  files['i18n/de/docusaurus-plugin-content-docs-community/current/join.md'] = '# Join\n';
  assert.deepEqual(await siteKinds(tempFiles('panel-locales', files)), ['i18n', 'many locales']);
});
