/** The sitemap's docs: every published page of each version, but a version's that asks not to be indexed (../sitemap.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { publishedUrls } from '../sitemap';
import type { ContentIndex } from '../../content/types';

const version = (name: string, noIndex?: boolean) => ({
  name,
  ...(noIndex ? { noIndex } : {}),
  docs: [{ url: `/docs/${name}/intro/` }, { url: `/docs/${name}/wip/`, draft: true }],
  generatedIndexes: [{ url: `/docs/${name}/category/guides/` }],
});

test("a version with noIndex is left out of the sitemap, as Docusaurus' sitemap leaves noindex pages out; drafts are never in", () => {
  const index = { sets: [{ id: 'docs', versions: [version('2.0'), version('1.0', true)] }] } as unknown as ContentIndex;
  assert.deepEqual(publishedUrls(index), ['/docs/2.0/intro/', '/docs/2.0/category/guides/']);
});
