/**
 * The hast render (components/mdx/hast-render.tsx) gives the HTML that MDX's compiled code gives,
 * with the same components: on Markdown, lower-case JSX the components map must not take,
 * components and members, whitespace around the content and in tables, styles, task lists,
 * footnotes, a CommonMark page's raw HTML, and expressions that are data written out
 * (lib/mdx/literal-value.ts). Trees with page code are not rendered from hast.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement, type ComponentProps, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { compile, run } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import rehypeRaw from 'rehype-raw';
import type { Root } from 'hast';
import type { PluggableList } from 'unified';
import { hastElement, staticHastText } from '../hast-render';

const h = createElement;
const Note = ({ type, children }: { type?: string; children?: ReactNode }) => h('aside', { 'data-type': type }, children);
Note.Title = ({ children }: { children?: ReactNode }) => h('strong', { className: 'note-title' }, children);
const components = {
  a: (props: ComponentProps<'a'>) => h('a', { 'data-smart': '', ...props }),
  table: (props: ComponentProps<'table'>) => h('div', { className: 'table-wrap' }, h('table', props)),
  Note,
  Empty: () => null,
  List: ({ items, title }: { items: { label: string; n?: number }[]; title?: string }) =>
    h('ul', { title }, ...items.map((item) => h('li', { key: item.label }, `${item.label} ${item.n ?? '-'}`))),
};

/** The page's tree after the rehype stage, and its compiled code. */
async function compiled(text: string, format: 'mdx' | 'md' = 'mdx', rehypePlugins: PluggableList = []): Promise<{ tree: Root; code: string }> {
  let tree: Root | undefined;
  const code = String(
    await compile(text, {
      format,
      outputFormat: 'function-body',
      remarkPlugins: [remarkGfm],
      rehypePlugins: [
        ...(format === 'md' ? [rehypeRaw] : []),
        ...rehypePlugins,
        () => (hast: Root) => {
          tree = structuredClone(hast);
        },
      ],
    }),
  );
  return { tree: tree!, code };
}

async function same(text: string, format: 'mdx' | 'md' = 'mdx', rehypePlugins: PluggableList = []) {
  const { tree, code } = await compiled(text, format, rehypePlugins);
  const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url });
  const html = renderToString(h(Content, { components }));
  const hastText = staticHastText(tree, components);
  assert.ok(hastText !== undefined, `static: ${text}`);
  assert.equal(renderToString(hastElement(hastText, components)), html, text);
}

test('Markdown: headings, lists, code, emphasis, links, images, breaks', async () => {
  await same(
    '# Title\n\nSome *text* with `code`, **bold** and a [link](/x/ "T").\n\n- one\n- two\n  1. a\n  2. b\n\n```yaml\na: 1\n```\n\n![alt](/i.png)\n\nline  \nbreak\n',
  );
  await same('\n\n   \n\nText only.\n\n\n');
  // (Whitespace around the content, as a site's rehype plugin may leave it: MDX's compile drops it, and empty text.)
  const around = () => (tree: Root) => {
    tree.children.unshift({ type: 'text', value: '\n  ' }, { type: 'text', value: '' });
    tree.children.push({ type: 'text', value: '\n' });
  };
  await same('Text *between*.', 'mdx', [around]);
  await same('> quote\n>\n> more\n\n---\n\n3. three\n4. four\n');
});

test('GFM: tables with alignment, task lists, footnotes, strikethrough, autolinks', async () => {
  await same('| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |\n| x | | z |\n');
  await same('- [ ] todo\n- [x] done\n\n~~gone~~ and https://example.com and a note[^1].\n\n[^1]: The note.\n');
});

test('JSX: lower-case elements stay elements, components and members come from the map', async () => {
  await same('<a href="/y/">written a</a> and [markdown a](/z/)\n\n<table><tbody><tr><td>cell</td></tr></tbody></table>\n');
  await same(
    '<Note type="tip">\n\n**Inside** a note.\n\n<Note.Title>Title</Note.Title>\n\n</Note>\n\n<Empty />\n\n<details open>\n<summary>More</summary>\n\nHidden *text*.\n\n</details>\n',
  );
  await same('Inline <span className="x" data-k="v">span</span> and <kbd>Ctrl</kbd>.\n\n<div className="wrap">\n\nplain\n\n</div>\n');
  await same('<></>\n\n<>\nfragment *text*\n</>\n');
});

test('a CommonMark page: its raw HTML, styles and comments', async () => {
  await same(
    '<div style="color: red; margin-top: 2px" class="a b">\n\n*md*\n\n</div>\n\n<!-- a comment -->\n\n<table>\n  <tr>\n    <td align="right">x</td>\n  </tr>\n</table>\n',
    'md',
  );
  await same('<table>\n<thead>\n<tr><th>h</th></tr>\n</thead>\n  <tbody>\n    <tr>\n      <td>x</td>  <td>y</td>\n    </tr>\n  </tbody>\n</table>\n', 'md');
  await same('Text <b>bold</b> <img src="/a.png" alt="a" width="20"> and <input type="checkbox" checked disabled>.\n', 'md');
});

test('expressions that are data written out: comments, strings, numbers, short-circuits, attribute data', async () => {
  await same(
    'Before {/* a comment */} after.\n\n{/** vale off */}\n\nText {"in a string"} and {5}{" "}then {false}{null}{undefined} end.\n\n{/* two */}{/* comments */}\n',
  );
  await same('{undefined && (<b>never</b>)}\n\nA {"" || "fallback"} and {true ? "yes" : <b>no</b>}, {`template`}.\n');
  await same('<Note type={"tip"}>\n\nNote.\n\n</Note>\n\n<List title={`T`} items={[{ label: "a", n: 1 }, { label: "b", "n": -2 }, { label: \'c\' }]} />\n');
  await same('| a | b |\n|---|---|\n| {"x"} | {/* c */} |\n');
  await same('{" "}\n\nText.\n\n{"\\n"}');
  await same('<table>\n<tr>{"\\n"}<td>x</td>{" "}</tr>\n</table>\n');
});

test('expressions holding JSX and data: elements as the compiled code makes them', async () => {
  await same('Only on:\n\n{"true" && (<> \n<li><b>Host Nodes</b></li>\n</>)}\n{undefined && (<> \n<li><b>Private Nodes</b></li>\n</>)}\n');
  await same('{true && <a href="/x/">a tag inside an expression</a>} and {false ? "no" : <table><tbody><tr><td>t</td></tr></tbody></table>}\n');
  await same(
    '{"x" && (\n  <Note type={"tip"} key="k">\n    Some   spaced\n    text <Note.Title>T</Note.Title>{" "}{5}\n  </Note>\n)}\n\nText {null ?? <span className="s">inline</span>}.\n',
  );
});

test('page code is left to the compile: expressions, ESM, attribute expressions, unknown components', async () => {
  for (const text of [
    '{1 + 1}',
    'export const a = 1\n\n# A',
    '<Note type={tip}>x</Note>',
    '<Note {...{ type: "tip" }}>x</Note>',
    '{["a", "b"]}',
    '<List items={[{ label: undefined }]} />',
    '<List items={[1, NaN]} />',
    '<List items={{ ["k"]: 1 }} />',
    '<List items={{ __proto__: [] }} />',
    '{frontmatter.title}',
    '{true && <Unknown />}',
    '{x && <b>x</b>}',
    '{true && <b {...p}>x</b>}',
    '{true && <b title={t}>x</b>}',
    '{[<b key="a">a</b>]}',
    '<Note type={<b>x</b>}>y</Note>',
  ]) {
    const { tree } = await compiled(text);
    assert.equal(staticHastText(tree, components), undefined, text);
  }
  const { tree } = await compiled('<Unknown>x</Unknown>\n\n<Note.Missing />');
  assert.equal(staticHastText(tree, components), undefined);
});
