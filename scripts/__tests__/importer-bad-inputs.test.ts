/**
 * The importer on bad input, each site built by the test in a temporary folder: symbolic links out
 * of the site folder, files that are not UTF-8, a site whose files are missing, an import that
 * fails into a folder that held content. Each is reported as `file: what is wrong — what to do`,
 * never followed, never a stack, and the folder imported into is left as it was.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { importDocusaurus } from '../../plugins/docusaurus/importer/import';
import { failureLine } from '../lib/failure-line';
import { tempDir } from '../../test/temp-dir';

function write(root: string, files: Record<string, string | Buffer>): void {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
}

function link(root: string, rel: string, target: string): void {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.symlinkSync(target, path.join(root, rel));
}

const CONFIG = `module.exports = {
  title: 'T', url: 'https://t.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { path: 'docs' } }]],
};
`;

/** Every file under a folder, relative to it. */
const filesUnder = (dir: string): string[] => (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile());

test('a symbolic link out of the site folder is not followed, in any walk or copy, and is reported; one inside still works', async () => {
  const outside = tempDir('outside');
  const secret = path.join(outside, 'secret.txt');
  fs.writeFileSync(secret, 'SECRET-CONTENT\n');
  fs.mkdirSync(path.join(outside, 'folder'));
  fs.writeFileSync(path.join(outside, 'folder', 'deep.md'), '# SECRET-CONTENT\n');
  const site = tempDir('links-site');
  write(site, {
    'package.json': '{ "name": "site", "private": true }\n',
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': "# Intro\n\n![ok](./img/ok.png)\n\nimport Raw from '!!raw-loader!./raw.txt';\n\n<pre>{Raw}</pre>\n",
    'docs/img/real.png': 'PNG',
    'static/real.txt': 'static file\n',
    'blog/2024-01-01-post.md': '---\ntitle: Post\n---\n\nA post.\n',
    'src/pages/about.md': '# About\n',
  });
  link(site, 'docs/img/p.png', secret);
  link(site, 'docs/img/ok.png', 'real.png');
  link(site, 'docs/raw.txt', secret);
  link(site, 'docs/shared', path.join(outside, 'folder'));
  link(site, 'static/leak.txt', secret);
  link(site, 'static/inside.txt', 'real.txt');
  link(site, 'src/data.json', secret);
  link(site, 'blog/leak.md', secret);
  link(site, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md', secret);
  link(site, 'i18n/fr/docusaurus-plugin-content-pages/about.md', '../../../src/pages/about.md');

  const to = tempDir('links-out');
  const report = await importDocusaurus(site, to);
  // Nothing of the outside folder was published.
  for (const rel of filesUnder(to)) assert.ok(!fs.readFileSync(path.join(to, rel), 'utf8').includes('SECRET-CONTENT'), `${rel} holds the outside file`);
  const failed = report.failed.filter((f) => f.error.includes('leads outside the site folder'));
  assert.deepEqual(
    failed.map((f) => f.file),
    [
      'blog/leak.md',
      'docs/img/p.png',
      'docs/raw.txt',
      'docs/shared',
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md',
      'src/data.json',
      'static/leak.txt',
    ],
  );
  assert.equal(
    failed.find((f) => f.file === 'docs/img/p.png')?.error,
    `symbolic link to "${secret}" leads outside the site folder — not imported; copy the file into the site or remove the link`,
  );
  // Links that stay inside the site are followed, as before.
  assert.equal(fs.readFileSync(path.join(to, 'docs/img/ok.png'), 'utf8'), 'PNG');
  assert.equal(fs.readFileSync(path.join(to, 'static/inside.txt'), 'utf8'), 'static file\n');
  assert.match(fs.readFileSync(path.join(to, 'i18n/fr/src/pages/about.md'), 'utf8'), /# About/);
  assert.equal(report.pages, 1);
});

const latin1 = (text: string) => Buffer.from(text, 'latin1');

test('a page, partial or data file that is not UTF-8 fails at its file and line; a byte order mark is fine', async () => {
  const site = tempDir('latin1-site');
  write(site, {
    'package.json': '{ "name": "site", "private": true }\n',
    'docusaurus.config.js': CONFIG.replace("locales: ['en', 'fr']", "locales: ['en']"),
    'docs/good.md': '\uFEFF# Good\n\nCafé, naïve — “quoted”.\n',
    'docs/bad.md': latin1('# Bad\n\nLine two\nUn café\n'),
    'docs/uses-partial.mdx': "import Shared from '@site/shared/_note.mdx';\n\n# Uses\n\n<Shared />\n",
    'shared/_note.mdx': latin1('Déjà vu\n'),
    'docs/data.json': latin1('{\n  "name": "Zoë"\n}\n'),
    'docs/group/_category_.yml': latin1('label: Catégorie\n'),
    'blog/2024-01-01-post.md': latin1('---\ntitle: Post\n---\n\nÉté\n'),
    'src/pages/about.md': latin1('# À propos\n'),
  });
  const to = tempDir('latin1-out');
  const report = await importDocusaurus(site, to);
  const lines = report.failed.map((f) => `${f.file}: ${f.error}`).sort();
  assert.deepEqual(lines, [
    'blog/2024-01-01-post.md:5: the file is not UTF-8 (byte 0xc9 at line 5, column 1) — save it as UTF-8',
    'docs/bad.md:4: the file is not UTF-8 (byte 0xe9 at line 4, column 7) — save it as UTF-8',
    'docs/data.json:2: the file is not UTF-8 (byte 0xeb at line 2, column 14) — save it as UTF-8',
    'docs/group/_category_.yml:1: the file is not UTF-8 (byte 0xe9 at line 1, column 11) — save it as UTF-8',
    'shared/_note.mdx:1: the file is not UTF-8 (byte 0xe9 at line 1, column 2) — save it as UTF-8',
    'src/pages/about.md:1: the file is not UTF-8 (byte 0xc0 at line 1, column 3) — save it as UTF-8',
  ]);
  // Nothing is published with replacement characters; the good page keeps its text (and its mark).
  for (const rel of filesUnder(to)) assert.ok(!fs.readFileSync(path.join(to, rel), 'utf8').includes('\uFFFD'), `${rel} holds U+FFFD`);
  assert.equal(fs.readFileSync(path.join(to, 'docs/good.md'), 'utf8'), '\uFEFF# Good\n\nCafé, naïve — “quoted”.\n');
});

test('a version versions.json lists without its folder stops the import with a sentence, as Docusaurus stops', async () => {
  const site = tempDir('missing-version');
  write(site, {
    'docusaurus.config.js': CONFIG.replace("locales: ['en', 'fr']", "locales: ['en']"),
    'docs/intro.md': '# Intro\n',
    'versions.json': '["2.0"]\n',
  });
  await assert.rejects(importDocusaurus(site, tempDir('missing-version-out')), {
    message:
      'versions.json: version "2.0" has no folder versioned_docs/version-2.0 (Docusaurus stops there too: "The docs folder does not exist for version") — ' +
      'run what writes it (a script run before docusaurus build) before importing, or remove "2.0" from versions.json',
  });
  fs.writeFileSync(path.join(site, 'versions.json'), '{ "2.0": true }\n');
  await assert.rejects(importDocusaurus(site, tempDir('bad-versions-out')), {
    message: 'versions.json: must be a list of version names (["2.0", "1.0"]) — fix it',
  });
});

test('an error the importer did not expect is one line naming the file, never a stack', () => {
  const enoent = Object.assign(new Error("ENOENT: no such file or directory, open '/site/docs/_sidebars.json'"), {
    code: 'ENOENT',
    syscall: 'open',
    path: '/site/docs/_sidebars.json',
  });
  assert.equal(
    failureLine(enoent, '/site'),
    "docs/_sidebars.json: does not exist (open) — check the site's files, then import again (DEBUG=1 shows where the importer stopped)",
  );
  assert.equal(
    failureLine(new TypeError('x is not a function\n    at y (z.ts:1:1)'), '/site'),
    'import-docusaurus: x is not a function — unexpected; run again with DEBUG=1 for the stack, and report it with the site',
  );
});

/** `npm run import:docusaurus` (no install: offline). */
const importScript = (from: string, to: string) =>
  spawnSync(process.execPath, ['scripts/import-docusaurus.mjs', '--from', from, '--to', to, '--no-install'], { encoding: 'utf8' });

test('the import goes through a staging folder: a failed one leaves the content folder as it was, a good one replaces it and keeps its node_modules', () => {
  const site = tempDir('staged-site');
  write(site, {
    'docusaurus.config.js': CONFIG.replace("locales: ['en', 'fr']", "locales: ['en']"),
    'docs/intro.md': '# Intro\n',
    'versions.json': '["2.0"]\n',
  });
  const parent = tempDir('staged-parent');
  const to = path.join(parent, 'content');
  write(to, { 'docs/old.md': '# Old\n', 'node_modules/kept/index.js': 'module.exports = 1;\n' });
  const failed = importScript(site, to);
  assert.equal(failed.status, 1);
  assert.equal(failed.stderr.trim().split('\n').length, 1, failed.stderr);
  assert.match(failed.stderr, /^versions\.json: version "2\.0" has no folder versioned_docs\/version-2\.0/);
  assert.deepEqual(fs.readdirSync(parent), ['content'], 'no staging folder is left');
  assert.deepEqual(filesUnder(to).sort(), ['docs/old.md', 'node_modules/kept/index.js']);

  fs.rmSync(path.join(site, 'versions.json'));
  const done = importScript(site, to);
  assert.equal(done.status, 0, done.stderr);
  assert.deepEqual(fs.readdirSync(parent), ['content']);
  assert.ok(!fs.existsSync(path.join(to, 'docs/old.md')) && fs.existsSync(path.join(to, 'docs/intro.md')));
  assert.equal(fs.readFileSync(path.join(to, 'node_modules/kept/index.js'), 'utf8'), 'module.exports = 1;\n');
  assert.ok(!fs.lstatSync(path.join(to, 'node_modules')).isSymbolicLink());
  assert.equal(JSON.parse(fs.readFileSync(path.join(to, 'import-report.json'), 'utf8')).to, to);
});

test("a sidebars file of the wrong type is named as the site's own file; the import exits 1, with the rest imported and reported", () => {
  const site = tempDir('sidebars-type');
  write(site, {
    'docusaurus.config.js': CONFIG.replace("locales: ['en', 'fr']", "locales: ['en']").replace(
      "path: 'docs'",
      "path: 'docs', sidebarPath: require.resolve('./sidebars.js')",
    ),
    'docs/intro.md': '# Intro\n',
    'sidebars.js': 'module.exports = 42;\n',
    'versions.json': '["1.0"]\n',
    'versioned_docs/version-1.0/intro.md': '# Intro 1.0\n',
    // (As `docusaurus docs:version` writes it: the copy's lines are the file's.)
    'versioned_sidebars/version-1.0-sidebars.json': `${JSON.stringify({ docs: ['intro', { type: 'doc' }] }, null, 2)}\n`,
  });
  const parent = tempDir('sidebars-type-parent');
  const to = path.join(parent, 'content');
  const run = importScript(site, to);
  assert.equal(run.status, 1, run.stdout + run.stderr);
  const report = JSON.parse(fs.readFileSync(path.join(to, 'import-report.json'), 'utf8')) as { failed: { file: string; error: string }[] };
  assert.deepEqual(
    report.failed.map((f) => f.file),
    ['sidebars.js', 'versioned_sidebars/version-1.0-sidebars.json:5'],
  );
  assert.match(report.failed[0].error, /must hold an object of sidebars/);
  assert.match(report.failed[1].error, /a doc item needs "id"/);
  assert.match(run.stdout, /^ {4}sidebars\.js: must hold an object of sidebars/m);
  // No folder of the import's own is named: the staging folder is gone, the site's files are what the team edits.
  assert.doesNotMatch(run.stdout + run.stderr, /_sidebars\.json|content\.\d+-\d+/);
  assert.match(run.stderr, /^import-docusaurus: 2 file\(s\) failed \(listed above, and in import-report\.json\) — fix them and import again$/m);
  assert.ok(fs.existsSync(path.join(to, 'docs/current/intro.md')) && fs.existsSync(path.join(to, 'docs/1.0/intro.md')), 'the rest is imported');
});
