import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { segments, isExternalHit, decodeEntities } from '../highlight';
import { algoliaFilters, localise } from '../algolia-client';
import { HL_POST, HL_PRE } from '../types';
import { scopeKey, docsSearchTag, docSearchMeta } from '../scope';
import { searchOtherSets, searchScope } from '../../content/nav';

test('snippets become text segments; markup in content stays text', () => {
  assert.deepEqual(segments(`Put it to ${HL_PRE}sleep${HL_POST} now`), [
    { text: 'Put it to ', highlighted: false },
    { text: 'sleep', highlighted: true },
    { text: ' now', highlighted: false },
  ]);
  assert.deepEqual(segments('<mark>a</mark> &lt;img src=x&gt;'), [
    { text: 'a', highlighted: true },
    { text: ' <img src=x>', highlighted: false },
  ]);
  assert.equal(decodeEntities('2&amp;gt;'), '2&gt;');
});

test("hits matching the site's externalUrlRegex stay external; others become site paths", () => {
  const external = 'vcluster\\.com/docs/v0\\.19(/|$)';
  assert.ok(isExternalHit('https://www.vcluster.com/docs/v0.19/architecture/basics', external));
  assert.ok(!isExternalHit('https://www.vcluster.com/docs/vcluster/introduction/architecture', external));
  assert.ok(!isExternalHit('https://www.vcluster.com/docs/v0.19/x', undefined), 'nothing is external without the setting');
  assert.ok(!isExternalHit('https://x', '('), 'an invalid pattern matches nothing');
  assert.equal(localise('https://www.vcluster.com/docs/vcluster/manage/x#a', 'https://www.vcluster.com', external), '/docs/vcluster/manage/x#a');
  assert.equal(localise('https://www.vcluster.com/docs/v0.19/x', 'https://www.vcluster.com', external), 'https://www.vcluster.com/docs/v0.19/x');
});

test("Algolia requests carry DocSearch filters for the scope, by the index's tag facet", () => {
  const facet = 'docusaurus_tag';
  assert.deepEqual(algoliaFilters('vcluster-0.27.0', facet), [['language:en'], ['docusaurus_tag:docs-vcluster-0.27.0']]);
  assert.deepEqual(algoliaFilters('docs-current+platform-4.3.0', facet), [
    ['language:en'],
    ['docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-platform-4.3.0'],
  ]);
  assert.equal(docsSearchTag('docs', 'current'), 'docs-default-current');
  // Blog posts and MDX pages: the tag Docusaurus gives every page outside the docs, alone or with the sets'.
  assert.deepEqual(algoliaFilters('default', facet), [['language:en'], ['docusaurus_tag:default']]);
  assert.deepEqual(algoliaFilters('docs-current+default', facet)[1], ['docusaurus_tag:docs-default-current', 'docusaurus_tag:default']);
  // Another facet name; none: the language alone.
  assert.deepEqual(algoliaFilters('vcluster-0.27.0', 'version'), [['language:en'], ['version:docs-vcluster-0.27.0']]);
  assert.deepEqual(algoliaFilters('vcluster-0.27.0'), [['language:en']]);
  assert.equal(scopeKey('vcluster', '0.24.0'), 'vcluster-0.24.0');
});

test("a page's DocSearch meta: its language, and its tag under the index's facet when there is one", () => {
  assert.deepEqual(docSearchMeta('docs-vcluster-0.27.0', 'en', 'docusaurus_tag'), {
    'docsearch:language': 'en',
    'docsearch:docusaurus_tag': 'docs-vcluster-0.27.0',
  });
  assert.deepEqual(docSearchMeta('default', 'fr', undefined), { 'docsearch:language': 'fr' });
});

test('pages search their own version; other pages search the landing set and the stable versions', () => {
  const index = {
    warnings: [],
    sets: [
      { id: 'docs', versions: [{ name: 'current', isLast: true }] },
      {
        id: 'vcluster',
        versions: [
          { name: 'current', isLast: false },
          { name: '0.27.0', isLast: true },
        ],
      },
    ],
  } as unknown as Parameters<typeof searchScope>[0];
  assert.equal(searchScope(index, 'vcluster', 'current'), 'vcluster-current');
  assert.equal(searchScope(index), 'docs-current+vcluster-0.27.0');
  assert.equal(searchScope(index, 'docs', 'current'), 'docs-current+vcluster-0.27.0');
  assert.deepEqual(
    searchOtherSets(index, 'vcluster-current').map((o) => o.scope),
    ['docs-current'],
    'no blog, no MDX page: the other sets alone',
  );
  // With a blog: pages outside a set search its posts too; a doc page searches them beside its own set.
  const withBlog = {
    ...index,
    sets: index.sets.map((s) => ({ ...s, label: s.id })),
    blog: { config: { blogTitle: 'News' }, posts: [{ url: '/blog/a/', doc: { draft: false, unlisted: false } }] },
  } as unknown as Parameters<typeof searchScope>[0];
  assert.equal(searchScope(withBlog), 'docs-current+vcluster-0.27.0+default');
  assert.deepEqual(searchOtherSets(withBlog, 'vcluster-current'), [
    { scope: 'docs-current', label: 'docs' },
    { scope: 'default', label: 'News' },
  ]);
  assert.deepEqual(searchOtherSets(withBlog, searchScope(withBlog)), []);
});

// search-history runs on localStorage: a small in-memory stand-in.
const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  (globalThis as unknown as { window: unknown }).window = {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  };
});

test('recent searches: 7 at most, 4 when favorites exist; favorites: 10 at most', async () => {
  const h = await import('../../browser/search-history');
  for (let i = 0; i < 9; i++) h.addRecent({ query: `q${i}`, url: `/u${i}`, title: `T${i}` });
  assert.equal(h.recents().length, 7);
  assert.equal(h.recents()[0].url, '/u8');
  h.addFavorite({ query: 'q8', url: '/u8', title: 'T8' });
  assert.equal(h.favorites().length, 1);
  assert.equal(h.recents().length, 4);
  assert.ok(!h.recents().some((r) => r.url === '/u8'), 'a favorite leaves the recents');
  for (let i = 0; i < 12; i++) h.addFavorite({ query: 'f', url: `/f${i}`, title: 'F' });
  assert.equal(h.favorites().length, 10);
  h.removeFavorite('/f11');
  assert.ok(!h.favorites().some((f) => f.url === '/f11'));
});
