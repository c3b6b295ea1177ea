/** <DocCardList items={useCurrentSidebarCategory().items} /> loses the attribute (the engine lists the category's cards itself); other uses of the hook keep it and its import. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import type { Root } from 'mdast';
import { dropCurrentCategoryItems } from '../current-category';

function run(text: string): string {
  const p = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(() => dropCurrentCategoryItems)
    .use(remarkStringify);
  return String(p.stringify(p.runSync(p.parse(text) as Root) as Root));
}

const IMPORTS = "import DocCardList from '@theme/DocCardList';\nimport {useCurrentSidebarCategory} from '@docusaurus/theme-common';\n\n";

test('the idiom becomes a plain <DocCardList />, and the unused hook import goes', () => {
  const out = run(`${IMPORTS}<DocCardList items={useCurrentSidebarCategory().items} />\n`);
  assert.match(out, /<DocCardList \/>/);
  assert.doesNotMatch(out, /useCurrentSidebarCategory/);
});

test('a renamed hook and card list are followed; the hook named elsewhere keeps its import', () => {
  const renamed = run(
    "import Cards from '@theme/DocCardList';\nimport {useCurrentSidebarCategory as cat} from '@docusaurus/plugin-content-docs/client';\n\n<Cards items={cat().items} />\n",
  );
  assert.match(renamed, /<Cards \/>/);
  assert.doesNotMatch(renamed, /\bcat\b/);
  const kept = run(`${IMPORTS}<DocCardList items={useCurrentSidebarCategory().items} />\n\n{useCurrentSidebarCategory().label}\n`);
  assert.match(kept, /import \{useCurrentSidebarCategory\}/);
  assert.match(kept, /<DocCardList \/>/);
});

test('items given any other way are left as written', () => {
  const out = run(`${IMPORTS}<DocCardList items={useCurrentSidebarCategory().items.slice(1)} />\n`);
  assert.match(out, /items=\{useCurrentSidebarCategory\(\)\.items\.slice\(1\)\}/);
});
