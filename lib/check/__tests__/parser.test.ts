import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { syntaxPlugins } from '../../mdx/syntax';
import { preprocess } from '../../mdx/preprocess';
import { constructCount, keepNextParse, leftOutFor, parseForCheck } from '../../mdx/parser';

/** The reference parse: remark-parse, remark-mdx and lib/mdx/syntax.ts, as MDX's own compile parses. */
const build = unified().use(remarkParse).use(remarkMdx).use(syntaxPlugins);
const same = (text: string, why: string) =>
  assert.deepEqual(JSON.parse(JSON.stringify(parseForCheck(text))), JSON.parse(JSON.stringify(build.parse(text))), why);

const SAMPLES: Record<string, string> = {
  'plain prose': '# Title\n\nSome *text* with `code` and a [link](./other.mdx).\n',
  table: '| Flag | Default |\n| --- | :-: |\n| `--x` | 1 |\n',
  'table in a block quote': '> | a | b |\n> |---|---|\n> | 1 | 2 |\n',
  'table without outer pipes': 'a | b\n--|--\n1 | 2\n',
  'pipes but no delimiter row': 'a | b is not a table\n\nnor is c | d\n',
  'www autolink': 'See www.example.com for more.\n',
  'protocol autolink, upper case': 'See HTTPS://example.com/{path} for more.\n',
  'e-mail autolink': 'Write to someone@example.com or mailto:x@example.org.\n',
  'text directive': 'Press :kbd[Ctrl] now.\n',
  'leaf and container directives': '::youtube[Video]{#id}\n\n:::tip Title\nInside.\n:::\n',
  'colon before a digit and non-ASCII names': 'At 10:30 the :über directive and :1x run.\n',
  'colons without names': 'Note: a key: value, http: and ::: alone.\n',
  'MDX with every syntax': "import X from './_x.mdx';\n\n<Tabs>\n| a | b |\n|---|---|\n| www.x.io | :kbd[k] |\n</Tabs>\n\n{props.name}\n",
};

test('check parser: the same tree as the build for every kind of syntax it may leave out', () => {
  for (const [name, text] of Object.entries(SAMPLES)) same(text, name);
});

test('check parser: leaves out exactly the syntax a text cannot hold', () => {
  assert.deepEqual(leftOutFor(SAMPLES['plain prose']), ['table', 'emailAutolink', 'tokenizeDirectiveText']);
  assert.deepEqual(leftOutFor(SAMPLES.table), ['emailAutolink', 'tokenizeDirectiveText']);
  assert.deepEqual(leftOutFor(SAMPLES['pipes but no delimiter row']), ['table', 'emailAutolink', 'tokenizeDirectiveText']);
  assert.deepEqual(leftOutFor(SAMPLES['www autolink']), ['table', 'tokenizeDirectiveText']);
  assert.deepEqual(leftOutFor(SAMPLES['colon before a digit and non-ASCII names']), ['table', 'emailAutolink']);
  assert.deepEqual(leftOutFor(SAMPLES['colons without names']), ['table', 'emailAutolink', 'tokenizeDirectiveText']);
  assert.deepEqual(leftOutFor(SAMPLES['MDX with every syntax']), []);
  // The constructs are found by name in the libraries' extensions: leaving them out shrinks the parser.
  assert.ok(constructCount(SAMPLES['plain prose']) < constructCount(SAMPLES['MDX with every syntax']) - 60, 'autolink literals alone start at 60+ characters');
});

test('check parser: the same tree as the build for the fixture sites and a sample of the docs', () => {
  const files: string[] = [];
  const walk = (dir: string, every = 1) => {
    const found = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.mdx?$/.test(f)).sort();
    found.forEach((f, i) => i % every === 0 && files.push(path.join(dir, f)));
  };
  walk('test/fixtures');
  if (fs.existsSync('content')) walk('content', 50);
  assert.ok(files.length > 100);
  for (const file of files) {
    const text = preprocess(fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''));
    let expected: unknown;
    try {
      expected = JSON.parse(JSON.stringify(build.parse(text)));
    } catch (err) {
      assert.throws(() => parseForCheck(text), { message: (err as Error).message }, `${file}: the same syntax error`);
      continue;
    }
    assert.deepEqual(JSON.parse(JSON.stringify(parseForCheck(text))), expected, file);
  }
});

test('check parser: a text parsed for several pages in a row gives each its own tree, equal to a fresh parse', () => {
  const text = '# Shared\n\nA [link](./a.mdx) and {props.x}.\n';
  const fresh = JSON.parse(JSON.stringify(parseForCheck(text)));
  const trees = [true, true, false].map((keepForNext) => {
    if (keepForNext) keepNextParse();
    return parseForCheck(text);
  });
  for (const t of trees) assert.deepEqual(JSON.parse(JSON.stringify(t)), fresh);
  assert.equal(new Set(trees).size, 3, 'three different trees');
  // A page's plugins change its tree; the next page's tree is not affected.
  (trees[0].children[0] as { depth: number }).depth = 6;
  assert.equal((trees[1].children[0] as { depth: number }).depth, 1);
});

test('check parser: a CommonMark page ("md" format) parses as remark-parse reads it, HTML and braces as written', () => {
  const text = 'Line one<br>\nReleases <= 1.4 read {"port": 8080} and <code>{ a: b }</code>.\n\n| a |\n| - |\n| 1 |\n';
  const commonMark = unified().use(remarkParse).use(syntaxPlugins);
  assert.deepEqual(JSON.parse(JSON.stringify(parseForCheck(text, 'md'))), JSON.parse(JSON.stringify(commonMark.parse(text))));
  assert.throws(() => parseForCheck(text), /Unexpected character/, 'the same text is not MDX');
});
