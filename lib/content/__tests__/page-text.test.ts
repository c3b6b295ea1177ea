/** A page's own title as Docusaurus reads it when its frontmatter has none (utils markdownUtils parseMarkdownContentTitle). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstHeading } from '../page-text';

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
