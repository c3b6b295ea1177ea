/**
 * A page, category or sidebars file that is not UTF-8 fails the content index at its file and line
 * (lib/source/content-text.ts), where Node's 'utf8' decoding would have published U+FFFD; a byte
 * order mark is UTF-8 and stays accepted.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buildSite } from '../store';
import { BuildError } from '../../errors';
import { utf8Problem } from '../../source/utf8';
import { tempFiles } from '../../../test/temp-dir';

const CONFIG = {
  title: 'T',
  url: 'https://t.example',
  baseUrl: '/',
  titleSeparator: '|',
  navbar: { items: [] },
  sets: [{ id: 'docs', label: 'Docs', routeBasePath: '/docs', versioned: false }],
};
const VERSIONS = { docs: { lastVersion: 'current', versions: [{ name: 'current', label: 'Docs', status: 'stable', banner: 'none', badge: false }] } };

/** The content index of a one-set site holding `files` (text) and `latin1` (text saved as Latin-1) in its docs folder. */
function build(files: Record<string, string>, latin1: Record<string, string> = {}) {
  const dir = tempFiles('not-utf8', {
    'site.config.json': JSON.stringify(CONFIG),
    'versions.json': JSON.stringify(VERSIONS),
    ...Object.fromEntries(Object.entries(files).map(([rel, text]) => [`docs/${rel}`, text])),
  });
  for (const [rel, text] of Object.entries(latin1)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'docs', rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs', rel), Buffer.from(text, 'latin1'));
  }
  const paths = { rootDir: dir, contentDir: dir, configFile: path.join(dir, 'site.config.json'), versionsFile: path.join(dir, 'versions.json') };
  return buildSite(paths, { gitDates: false, plugins: [] });
}

test('a Latin-1 page fails the index at its file and line, saying what to do; the other problems are still reported', () => {
  assert.throws(
    () => build({ 'good.md': '# Good\n', '_category_.json': '{ "label": "Docs", }' }, { 'cafe.md': '---\ntitle: Menu\n---\n\n# Caf\u00e9\n', 'sidebar.md': 'Cr\u00e8me\n' }),
    (err: unknown) => {
      assert.ok(err instanceof BuildError);
      assert.deepEqual(
        err.problems.filter((p) => /not UTF-8/.test(p.message)),
        [
          { file: 'docs/cafe.md', line: 5, message: 'the file is not UTF-8 (byte 0xe9 at line 5, column 6) — save it as UTF-8' },
          { file: 'docs/sidebar.md', line: 1, message: 'the file is not UTF-8 (byte 0xe8 at line 1, column 3) — save it as UTF-8' },
        ],
      );
      assert.match(err.message, /^ {2}- docs\/cafe\.md:5: the file is not UTF-8 \(byte 0xe9 at line 5, column 6\) — save it as UTF-8$/m);
      // (Reading on, the index reports the category file's own mistake too.)
      assert.ok(err.problems.some((p) => p.file === 'docs/_category_.json' && /invalid JSON/.test(p.message)));
      assert.doesNotMatch(err.message, /\uFFFD|\n\s+at /);
      return true;
    },
  );
});

test('a Latin-1 category or sidebars file fails at its line too', () => {
  assert.throws(
    () => build({ 'intro.md': '# Intro\n' }, { 'guides/_category_.json': '{\n  "label": "Guides \u00e0 lire"\n}\n', '_sidebars.json': '{ "docs": ["intro"] }\n// \u00e9\n' }),
    (err: unknown) => {
      assert.ok(err instanceof BuildError);
      assert.match(err.message, /docs\/guides\/_category_\.json:2: the file is not UTF-8 \(byte 0xe0 at line 2, column 20\)/);
      assert.match(err.message, /docs\/_sidebars\.json:2: the file is not UTF-8 \(byte 0xe9 at line 2, column 4\)/);
      return true;
    },
  );
});

test('UTF-8 pages, with or without a byte order mark, build as before', () => {
  const { index } = build({ 'bom.md': '\uFEFF# Caf\u00e9 cr\u00e8me\n', 'plain.md': '# Na\u00efve \u201cquoted\u201d\n' });
  assert.deepEqual(index.sets[0].versions[0].docs.map((d) => d.title).sort(), ['Café crème', 'Naïve “quoted”']);
});

test('the first byte that is not UTF-8 is found at its line and column, whatever its kind', () => {
  const at = (bytes: number[]) => utf8Problem(Uint8Array.from(bytes))?.message.replace(/^the file is not UTF-8 \((.*)\) — save it as UTF-8$/, '$1');
  const text = (s: string) => [...Buffer.from(s)];
  assert.equal(at(text('a\n\u00e9 \u{1F600}\n')), undefined);
  assert.equal(at([0xef, 0xbb, 0xbf, ...text('ok\n')]), undefined, 'a byte order mark');
  // (A bad first byte is on line 1, however many lines follow.)
  assert.equal(at([0xe9, ...text('\n\n\n')]), 'byte 0xe9 at line 1, column 1');
  assert.equal(at([...text('ab\n\u00e9'), 0xff]), 'byte 0xff at line 2, column 2');
  assert.equal(at([...text('x'), 0xc0, 0xaf]), 'byte 0xc0 at line 1, column 2', 'an overlong form');
  assert.equal(at([0xed, 0xa0, 0x80]), 'byte 0xed at line 1, column 1', 'a surrogate');
  assert.equal(at([...text('end '), 0xe2, 0x82]), 'byte 0xe2 at line 1, column 5', 'a sequence cut short');
});
