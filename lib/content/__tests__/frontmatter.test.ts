import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { blankFrontmatter, parseFrontmatter, splitFrontmatter } from '../../source/frontmatter';
import type { Problem } from '../../errors';

function parse(src: string) {
  const problems: Problem[] = [];
  const result = parseFrontmatter(src, 'content/x/page.mdx', problems);
  return { ...result, problems };
}

test('accepts the Docusaurus keys with the right types', () => {
  const { frontmatter, problems, bodyLineOffset } = parse(
    '---\ntitle: Hello\nsidebar_position: 3\nkeywords: [a, b]\ndraft: false\npagination_next: null\ntoc_max_heading_level: 3\n---\nBody\n',
  );
  assert.deepEqual(problems, []);
  assert.equal(frontmatter.title, 'Hello');
  assert.equal(frontmatter.sidebar_position, 3);
  assert.deepEqual(frontmatter.keywords, ['a', 'b']);
  assert.equal(frontmatter.pagination_next, null);
  assert.equal(bodyLineOffset, 8);
});

test('a value of the wrong type is reported at its line', () => {
  const { problems } = parse('---\ntitle: Hello\nsidebar_position: first\n---\n');
  assert.equal(problems.length, 1);
  assert.equal(problems[0].file, 'content/x/page.mdx');
  assert.equal(problems[0].line, 3);
  assert.match(problems[0].message, /sidebar_position" must be a number/);
});

test('unknown keys are errors with a suggestion', () => {
  const { problems } = parse('---\ntitle: A\nsidebar_postion: 2\n---\n');
  assert.equal(problems[0].line, 3);
  assert.match(problems[0].message, /unknown frontmatter key "sidebar_postion" \(did you mean "sidebar_position"\?\)/);
});

test("a site that keeps unknown keys (an imported one: Docusaurus' allowUnknown) has them as written; known keys are still checked", () => {
  const problems: Problem[] = [];
  const { frontmatter } = parseFrontmatter('---\ntitle: A\ncategory: Tutorials\nfeatured: true\nsidebar_position: first\n---\n', 'x.md', problems, 'keep');
  assert.deepEqual(frontmatter, { title: 'A', category: 'Tutorials', featured: true });
  assert.equal(problems.length, 1);
  assert.match(problems[0].message, /sidebar_position" must be a number/);
});

test('heading levels must be 2..6 and min <= max', () => {
  const { problems } = parse('---\ntoc_min_heading_level: 4\ntoc_max_heading_level: 3\n---\n');
  assert.equal(problems.length, 1);
  assert.match(problems[0].message, /greater than toc_max_heading_level/);
  const bad = parse('---\ntoc_max_heading_level: 9\n---\n');
  assert.match(bad.problems[0].message, /whole number from 2 to 6/);
});

test('invalid YAML names the line', () => {
  const { problems } = parse('---\ntitle: ok\nbad: [unclosed\n---\nbody');
  assert.equal(problems.length, 1);
  assert.match(problems[0].message, /invalid YAML in frontmatter/);
  assert.ok(problems[0].line && problems[0].line >= 2);
});

test('splitFrontmatter: the body and line offset parseFrontmatter gives, for every page of the fixtures and the docs and odd layouts', () => {
  const odd = [
    'No frontmatter at all.\n',
    '---\n---\nEmpty block.\n',
    '---\n# only a comment\n---\nBody.\n',
    '---\r\ntitle: CRLF\r\n---\r\nBody.\r\n',
    '---\ntitle: Trailing spaces\n---   \nBody.\n',
    '---\ntitle: No newline after\n---',
    '---\ntitle: Never closed\nBody.\n',
    '---json\n{ "title": "JSON" }\n---\nBody.\n',
    '----\nnot: frontmatter\n----\n',
    '',
    '\ufeff---\ntitle: BOM\n---\nBody.\n',
    '---yaml\ntitle: Named language\n---\nBody.\n',
    '---   \ntitle: Spaces after the opening delimiter\n---\nBody.\n',
    '--- x\ntitle: Unknown language\n---\nBody.\n',
    '---json\n{ not json\n---\nBody.\n',
    '---',
    '---\n',
    '---x',
    '---\ntitle: Never closed, no newline',
    '---\ntitle: Closed at the end\n---\n',
    '---\ntitle: Close with text after\n---and more\nBody.\n',
    'Text\n---\nnot: frontmatter\n---\n',
  ];
  const files = ['test/fixtures', 'content'].flatMap((dir) =>
    fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.mdx?$/.test(f)).map((f) => path.join(dir, f)) : [],
  );
  assert.ok(files.length > 100);
  for (const [name, source] of [...odd.map((s, i) => [`odd ${i}`, s]), ...files.map((f) => [f, fs.readFileSync(f, 'utf8')])]) {
    const problems: Problem[] = [];
    const { body, bodyLineOffset } = parseFrontmatter(source, name, problems);
    if (problems.some((p) => p.message.startsWith('invalid YAML'))) continue; // never a page of a built index
    assert.deepEqual(splitFrontmatter(source), { body, bodyLineOffset }, name);
  }
});

test('blankFrontmatter: CRLF and BOM frontmatter becomes blank lines, as gray-matter (Docusaurus) reads it', () => {
  for (const [source, want] of [
    ['---\ntitle: A\n---\nBody\n', '\n\n\nBody\n'],
    ['---\r\ntitle: A\r\n---\r\nBody\r\n', '\n\n\nBody\r\n'],
    ['\ufeff---\ntitle: A\n---\n\nBody\n', '\n\n\n\nBody\n'],
    ['\ufeff---\r\ntitle: A\r\n---\r\nBody', '\n\n\nBody'],
    ['\ufeffBody only\n', 'Body only\n'],
    ['Body\n---\nnot frontmatter\n', 'Body\n---\nnot frontmatter\n'],
  ]) {
    assert.equal(blankFrontmatter(source), want, JSON.stringify(source));
    const { frontmatter, body } = parse(source);
    assert.equal(frontmatter.title, source.includes('title') ? 'A' : undefined, 'gray-matter reads the same frontmatter');
    assert.ok(want.endsWith(body), 'and the same body');
  }
});
