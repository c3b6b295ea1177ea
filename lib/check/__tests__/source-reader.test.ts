/**
 * A site's plugin that reads its files before they are parsed (PageImports.sourceReader: an
 * imported Docusaurus site's docs, read where they lie): the page pass reads the page and every
 * partial it includes through it, and the renderer's remark stage, which reads the partials again,
 * is handed it too.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkPage, type TreeRenderer } from '../page-check';
import type { SourceReader } from '../../mdx/page-imports';

/** The check's context for the page `name` of a content folder `dir`. */
const pageContext = (dir: string, name: string) => ({
  source: path.relative(process.cwd(), path.join(dir, name)),
  rootDir: process.cwd(),
  contentRoots: [dir],
  diagramsUrl: '/docs/img/diagrams/',
  versionDir: path.relative(process.cwd(), dir),
  fileToUrl: new Map<string, string>(),
  knownComponents: [],
  tocMin: 2,
  tocMax: 3,
});

test('the page and its partials are read through the reader, and the renderer is handed it', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'source-reader-'));
  try {
    fs.writeFileSync(path.join(dir, '_part.mdx'), 'The partial says WORD.\n');
    const read: string[] = [];
    const reader: SourceReader = (text, file) => (read.push(path.basename(file)), text.replaceAll('WORD', 'hello'));
    const ctx = { ...pageContext(dir, 'page.mdx'), sourceText: reader };
    const page = "import Part from 'PATH';\n\nThe page says WORD.\n\n<Part />\n";
    const checked = await checkPage(page.replace('PATH', './_part.mdx'), 0, ctx, 'https://example.com');
    assert.deepEqual(checked.problems, []);
    assert.match(checked.markdown!, /The page says hello\./);
    assert.match(checked.markdown!, /The partial says hello\./);
    assert.deepEqual(read.sort(), ['_part.mdx', 'page.mdx']);

    let handed: unknown;
    const render: TreeRenderer = async (_tree, _file, _after, given) => {
      handed = given?.sourceText;
      return { html: '', toc: [], hasTitle: false } as never;
    };
    await checkPage('Text.\n', 0, ctx, undefined, render);
    assert.equal(handed, reader, 'the renderer reads the partials as the page pass did');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a reader may give the page’s format, and a reading to parse when the first does not parse', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'source-reader-'));
  try {
    const ctx = { ...pageContext(dir, 'page.md'), format: 'mdx' as const };
    // (An open <br> and braces in text: MDX cannot parse it, CommonMark reads HTML and text.)
    const page = 'A line.<br>\nThe {placeholder} stays.\n';
    const check = (sourceText: SourceReader) => checkPage(page, 0, { ...ctx, sourceText }, 'https://example.com');
    assert.equal((await check((text) => text)).problems.length, 1, 'as MDX, it does not parse');
    const commonMark = await check((text) => ({ text, format: 'md' }));
    assert.deepEqual(commonMark.problems, []);
    assert.match(commonMark.markdown!, /The \\?\{placeholder\} stays\./);
    const otherwise = await check((text) => ({ text, format: 'mdx', otherwise: { text: text.replace('stays', 'is text'), format: 'md' } }));
    assert.deepEqual(otherwise.problems, [], 'the other reading is parsed when the first fails');
    assert.match(otherwise.markdown!, /The \\?\{placeholder\} is text\./);
    const first = await check(() => ({ text: 'MDX parses this.\n', format: 'mdx', otherwise: { text: 'Not this.\n', format: 'md' } }));
    assert.match(first.markdown!, /MDX parses this\./, 'the first reading when it parses');
    const neither = await check((text) => ({ text, format: 'mdx', otherwise: { text: '<div>\n\n{x\n', format: 'mdx' } }));
    assert.match(neither.problems[0].message, /br/, 'neither parses: the first reading’s error');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
