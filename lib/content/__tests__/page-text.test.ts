/** A page's own title as Docusaurus reads it when its frontmatter has none (utils markdownUtils parseMarkdownContentTitle). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstHeading , excerptOf } from '../../source/page-text';

test('an h1 that opens the content is its title, imports aside; its id, closing hashes and inline code go', () => {
  assert.equal(firstHeading('# Install `vcluster` {#install}\n\nText'), 'Install vcluster');
  assert.equal(firstHeading("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Tabs ##\n"), 'Tabs');
  assert.equal(firstHeading('Setext title\n=====\n\nText'), 'Setext title');
});

test('a # line that does not open the content is no title: in a code block, after a paragraph, an h2 first', () => {
  assert.equal(firstHeading('```yaml\ntitle: x\n```\n\nText\n\n```shell\n# build the binary\nmake\n```\n'), undefined);
  assert.equal(firstHeading('Some text first.\n\n# Later heading\n'), undefined);
  assert.equal(firstHeading('## Section\n\n# Later h1\n'), undefined);
  assert.equal(firstHeading('#NoSpace\n'), undefined);
});

test("a page's description is Docusaurus' excerpt: the first line of text, its Markdown taken out", () => {
  // Emphasis comes out in pairs: a key with an underscore keeps it.
  assert.equal(excerptOf('Set `displayed_sidebar` in the **front matter**.\n'), 'Set displayed_sidebar in the front matter.');
  // The first line, not the paragraph; a list item is text too.
  assert.equal(excerptOf('First line\nsecond line.\n'), 'First line');
  assert.equal(excerptOf('- [Install](./install.md) the CLI\n- Run it\n'), '- Install the CLI');
  // Imports, code, title and admonition fences, and tags are skipped.
  const body = ["import Tabs from '@theme/Tabs';", '', '# Title', '', '```yaml', 'a: 1', '```', '', ':::note', '<Tabs>', 'Body text :rocket: here. ![logo](/img/a.png)'].join('\n');
  assert.equal(excerptOf(body), 'Body text here. logo');
  // A ````-fenced block holds ``` lines.
  assert.equal(excerptOf('````md\n```\nx\n```\n````\nAfter.\n'), 'After.');
  assert.equal(excerptOf('## Only {#id}\n'), 'Only');
  assert.equal(excerptOf(''), '');
});
