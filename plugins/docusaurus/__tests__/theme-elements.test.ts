import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import { renameThemeElements, themeElementsStage } from '../theme-elements';
import { READING_FILE } from '../in-place/reading-file';
import { themeParts } from '../site-components/theme-parts';
import { unappliedSwizzles } from '../importer/swizzled-theme';
import { markAndUnravel } from '../../../lib/mdx/mark-and-unravel';

/** A page's tree as MDX's compile hands it to remark plugins: a paragraph of JSX alone unravelled into flow. */
function parse(text: string): Root {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(text) as Root;
  markAndUnravel(tree);
  return tree;
}

/** The JSX element names of a tree, in order, with whether each is inline. */
function elements(tree: Root): string[] {
  const out: string[] = [];
  const walk = (node: { type: string; name?: string | null; children?: unknown[] }) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') out.push(`${node.type === 'mdxJsxTextElement' ? 'inline ' : ''}${node.name}`);
    for (const c of node.children ?? []) walk(c as typeof node);
  };
  walk(tree);
  return out;
}

const PAGE = [
  '<details>',
  '<summary>Why</summary>',
  '',
  'Because.',
  '',
  '</details>',
  '',
  '<head><title>T</title></head>',
  '',
  'A line with <details>an inline one</details>.',
].join('\n');

test("a page's flow <details> and <head> are the theme's Details and Head, as mdx-loader 3's remark plugins rename them; an inline one stays the browser's", () => {
  const tree = parse(PAGE);
  renameThemeElements(tree, { details: 'Details', head: 'Head' }, false);
  assert.deepEqual(elements(tree), ['Details', 'summary', 'Head', 'inline title', 'inline details']);
});

test('a Docusaurus 2 site (MDX 1, which hands every element to the provider) has its inline ones renamed too', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-elements-'));
  try {
    const ctx = { root };
    const tree = parse(PAGE);
    themeElementsStage(tree, ctx, () => undefined);
    assert.deepEqual(elements(tree).at(-1), 'inline details');
    fs.writeFileSync(path.join(root, READING_FILE), JSON.stringify({ mdx1: true }));
    const mdx1 = parse(PAGE);
    themeElementsStage(mdx1, ctx, () => undefined);
    assert.deepEqual(elements(mdx1), ['Details', 'summary', 'Head', 'inline title', 'inline Details']);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("the site's own Details draws them: its MDXComponents' entry first, else its swizzle of Details or MDXComponents/Details", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-elements-'));
  try {
    const named = (ctx: Parameters<typeof themeElementsStage>[1], global: (n: string) => string | undefined = () => undefined) => {
      const tree = parse('<details>\n<summary>S</summary>\n</details>');
      themeElementsStage(tree, ctx, global);
      return elements(tree)[0];
    };
    assert.equal(named({ root }), 'Details');
    const part = { id: 'm7', file: path.join(root, 'src/theme/Details.js'), exports: ['default'] };
    const manifest = { modules: { '@theme/MDXComponents/Details': part }, themeParts: ['MDXComponents/Details'] };
    assert.match(named({ root, manifest } as never), /m7/);
    assert.equal(
      named({ root, manifest, globals: { Details: '@site/src/components/MyDetails' } } as never, (n) => (n === 'Details' ? 'SiteDetails' : undefined)),
      'SiteDetails',
    );
    // The part is there where the site swizzles either module; the report then says nothing of them.
    assert.equal(themeParts(root)['MDXComponents/Details'], undefined);
    fs.mkdirSync(path.join(root, 'src/theme/Details'), { recursive: true });
    fs.writeFileSync(path.join(root, 'src/theme/Details/index.js'), "export { default } from '@theme-original/Details';\n");
    assert.equal(themeParts(root)['MDXComponents/Details'], '@theme/MDXComponents/Details');
    assert.deepEqual(unappliedSwizzles(root), []);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
