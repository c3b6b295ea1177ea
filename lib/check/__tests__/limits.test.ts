import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { nestingOf, overLimitMessage, sizeOverLimit, sourceOverLimits } from '../../mdx/limits';
import { CONTENT_LIMITS } from '../../config/site-config';

const nested = (depth: number, line: (level: number) => string) => Array.from({ length: depth }, (_, i) => line(i)).join('\n');
const limits = { nesting: 100, pageBytes: CONTENT_LIMITS.pageBytes };

test('nesting: block quotes, lists by indentation or markers, JSX, and their sum', () => {
  assert.equal(nestingOf(`${'> '.repeat(7)}deep`).depth, 7);
  assert.equal(nestingOf(nested(5, (i) => `${'  '.repeat(i)}- item`)).depth, 5);
  assert.equal(nestingOf(nested(4, (i) => `${'   '.repeat(i)}1. item`)).depth, 4);
  assert.equal(nestingOf('- - - - x').depth, 4);
  assert.equal(nestingOf(`${'<div>\n'.repeat(6)}text\n${'</div>\n'.repeat(6)}`).depth, 6);
  assert.equal(nestingOf(`a ${'<span>'.repeat(3)}b${'</span>'.repeat(3)}`).depth, 3);
  // A list in a quote in JSX, and a quote in a list item.
  assert.deepEqual(nestingOf('<Tabs>\n<TabItem>\n\n> - > quoted\n\n</TabItem>\n</Tabs>'), { depth: 5, line: 4, quotes: 2, lists: 1, jsx: 2 });
  // A tag over several lines, its `>` alone on a line (no block quote).
  assert.equal(nestingOf('<Tabs\n  values={[{ a: 1 }]}\n>\n<TabItem value="x">\n\nText\n\n</TabItem>\n</Tabs>').depth, 2);
});

test('nesting: what is not nesting is not counted', () => {
  // Siblings, closed elements, self-closing tags, lists left behind.
  assert.equal(nestingOf('- a\n- b\n\n1. c\n2. d\n\n- e\n  - f\n\ntext\n\n- g').depth, 2);
  assert.equal(nestingOf('<A>x</A> <B>y</B>\n\n<C />\n<D></D>').depth, 1);
  // Code: fenced (also inside a list), inline, comments, escapes.
  assert.equal(nestingOf(`- item\n\n  \`\`\`\n  ${'> '.repeat(300)}\n\n  ${'<div>'.repeat(300)}\n  \`\`\`\n`).depth, 1);
  assert.equal(nestingOf(`Use \`${'<div>'.repeat(200)}\` and \\<not a tag\\>`).depth, 0);
  assert.equal(nestingOf(`<!-- ${'<div>'.repeat(200)}\n-->\n{/* ${'<p>'.repeat(200)} */}`).depth, 0);
  // Thematic breaks are no list items; .md pages hold HTML, not JSX.
  assert.equal(nestingOf('* * *\n- - -').depth, 0);
  assert.equal(nestingOf('<br>'.repeat(300), 'md').depth, 0);
});

test('nesting: a fence ends with the block quote or list item it is in (no hiding behind it)', () => {
  assert.ok(nestingOf(`> \`\`\`\n\n${'<div>'.repeat(150)}x`).depth >= 150);
  assert.ok(nestingOf(`- \`\`\`\n\n${'<div>'.repeat(150)}x`).depth >= 150);
  assert.ok(nestingOf(`- a\nlazy\n${nested(150, (i) => `${'  '.repeat(i + 1)}- b`)}`).depth >= 150);
});

test('limits: pathological pages are refused at once, with the line and what to do', () => {
  const cases = [
    `${'> '.repeat(2000)}deep`,
    nested(1000, (i) => `${'  '.repeat(i)}- item`),
    `${'<div>\n'.repeat(1000)}deep\n${'</div>\n'.repeat(1000)}`,
    `intro\n\n${'- '.repeat(5000)}x`,
  ];
  for (const text of cases) {
    const started = performance.now();
    const over = sourceOverLimits(text, limits);
    assert.ok(performance.now() - started < 500, 'a single pass, stopped at the limit');
    assert.ok(over, text.slice(0, 40));
    assert.match(
      overLimitMessage(over, ' (note)'),
      /^nesting is \d+ levels deep here \(.+\), over the limit of 100 \(content\.limits\.nesting\) \(note\) — flatten/,
    );
  }
  assert.equal(sourceOverLimits(`${'> '.repeat(2000)}deep`, limits)!.line, 1);
  assert.equal(sourceOverLimits(`a\n\n${nested(1000, (i) => `${'  '.repeat(i)}- item`)}`, limits)!.line, 103);
  assert.equal(sourceOverLimits(`${'> '.repeat(100)}deep`, limits), undefined);
  assert.equal(sourceOverLimits(`${'> '.repeat(10)}deep`, { ...limits, nesting: 9 })!.line, 1);
});

test('limits: size in bytes (UTF-8), with a readable message', () => {
  assert.equal(sizeOverLimit(100, 100), undefined);
  assert.equal(
    overLimitMessage(sizeOverLimit(9 * 1024 * 1024, 8 * 1024 * 1024)!),
    'page source is 9 MB, over the limit of 8 MB (content.limits.pageBytes) — split it into several pages, or move data into a generated page',
  );
  assert.match(sourceOverLimits('é'.repeat(600), { nesting: 100, pageBytes: 1000 })!.problem, /^page source is 1\.2 KB, over the limit of 1000 bytes/);
  assert.equal(sourceOverLimits('e'.repeat(600), { nesting: 100, pageBytes: 1000 }), undefined);
});

test('limits: every page of content/ and the fixtures is far below the defaults', () => {
  let deepest = { depth: 0, file: '' };
  for (const root of ['content', 'test/fixtures'])
    for (const rel of fs.readdirSync(root, { recursive: true }) as string[]) {
      if (!/\.mdx?$/.test(rel)) continue;
      const file = path.join(root, rel);
      const { depth } = nestingOf(fs.readFileSync(file, 'utf8'), file.endsWith('.md') ? 'md' : 'mdx');
      if (depth > deepest.depth) deepest = { depth, file };
    }
  assert.ok(deepest.depth <= CONTENT_LIMITS.nesting / 5, `${deepest.file} nests ${deepest.depth} deep`);
});
