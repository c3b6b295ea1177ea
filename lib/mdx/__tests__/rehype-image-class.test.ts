/**
 * A theme layer's class reaches the images a page's Markdown draws, and a CommonMark page's HTML
 * images, not those its JSX writes: MDX's components replace only elements, as in Docusaurus.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkRehype, { type Options as ToHastOptions } from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import rehypeImageClass from '../rehype-image-class';

const MDX_NODES = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'];

/** Each img element's classes, and how many JSX images the tree keeps as MDX nodes. */
async function images(text: string, mdx: boolean): Promise<{ classes: string[][]; jsx: number }> {
  const mdast = (mdx ? unified().use(remarkParse).use(remarkMdx) : unified().use(remarkParse)).parse(text);
  const toHast = unified().use(remarkRehype, { allowDangerousHtml: true, passThrough: MDX_NODES } as ToHastOptions);
  let tree = (await toHast.run(mdast)) as unknown as Root;
  if (!mdx) tree = (await unified().use(rehypeRaw).run(tree)) as Root;
  rehypeImageClass({ className: 'mdx-img' })(tree);
  const classes: string[][] = [];
  let jsx = 0;
  visit(tree, (node) => {
    if (node.type === 'element' && (node as Element).tagName === 'img') classes.push(((node as Element).properties.className as string[]) ?? []);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') jsx++;
  });
  return { classes, jsx };
}

test("Markdown's images take the class; a JSX image in MDX does not", async () => {
  const mdx = await images(
    '![Chart](./chart.png)\n\n<img src="./chart.png" width="600" height="400" />\n\nAn ![inline](https://example.com/a.png) one.\n',
    true,
  );
  assert.deepEqual(mdx, { classes: [['mdx-img'], ['mdx-img']], jsx: 1 });
});

test("a CommonMark page's HTML images take it too, once, after their own classes", async () => {
  const md = await images('<img class="wide" src="./chart.png" />\n\n![Chart](./chart.png)\n', false);
  assert.deepEqual(md.classes, [['wide', 'mdx-img'], ['mdx-img']]);
});
