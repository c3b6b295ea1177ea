import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import { markdownOfTree } from '../markdown-text';
import type { ElementMarkdown } from '../element-markdown';

const parse = (text: string) => unified().use(remarkParse).use(remarkMdx).parse(text) as Root;

test("a plugin's element that renders from data becomes the Markdown the plugin gives for it; other elements keep their children", () => {
  const seen: [string, Record<string, string>][] = [];
  const elementMarkdown: ElementMarkdown = (name, attrs) => {
    seen.push([name, attrs]);
    if (name !== 'Fields') return undefined;
    return [
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: [{ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'inlineCode', value: attrs.resource }] }] }],
      },
    ];
  };
  const md = markdownOfTree(parse('Intro.\n\n<Fields resource="project" />\n\n<Box>\n\nInside.\n\n</Box>\n'), 'https://example.dev', elementMarkdown);
  assert.equal(md, 'Intro.\n\n- `project`\n\nInside.');
  assert.deepEqual(seen, [
    ['Fields', { resource: 'project' }],
    ['Box', {}],
  ]);
  // Without plugins, an element without children leaves nothing.
  assert.equal(markdownOfTree(parse('Intro.\n\n<Fields resource="project" />\n'), 'https://example.dev'), 'Intro.');
});
