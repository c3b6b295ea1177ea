import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tableOfContentsProblems, tocLevels } from '../../config/toc-levels';
import { parseSiteConfig } from '../../config/site-config';

test('toc levels: the page wins, then the site, then h2–h4', () => {
  assert.deepEqual(tocLevels({}, {}), { tocMin: 2, tocMax: 4 });
  assert.deepEqual(tocLevels({}, { tableOfContents: { maxHeadingLevel: 3 } }), { tocMin: 2, tocMax: 3 });
  assert.deepEqual(tocLevels({ toc_max_heading_level: 5 }, { tableOfContents: { minHeadingLevel: 3, maxHeadingLevel: 3 } }), { tocMin: 3, tocMax: 5 });
});

test('toc levels: the site setting is checked like Docusaurus checks it', () => {
  assert.deepEqual(tableOfContentsProblems(undefined), []);
  assert.deepEqual(tableOfContentsProblems({ minHeadingLevel: 2, maxHeadingLevel: 6 }), []);
  assert.match(tableOfContentsProblems({ maxHeadingLevel: 7 })[0], /maxHeadingLevel" must be a whole number from 2 to 6 \(got 7\)/);
  assert.match(tableOfContentsProblems({ minHeadingLevel: 5, maxHeadingLevel: 3 })[0], /minHeadingLevel" \(5\) is above maxHeadingLevel \(3\)/);
  assert.match(tableOfContentsProblems({ depth: 3 })[0], /"tableOfContents.depth" is not a setting/);
  assert.match(tableOfContentsProblems([2, 3])[0], /must be an object/);
  const base = { title: 't', url: 'https://x', baseUrl: '/', titleSeparator: '|', sets: [{ id: 'd', routeBasePath: '/docs' }], navbar: { items: [] } };
  assert.throws(() => parseSiteConfig({ ...base, tableOfContents: { minHeadingLevel: 1 } }), /tableOfContents.minHeadingLevel/);
});
