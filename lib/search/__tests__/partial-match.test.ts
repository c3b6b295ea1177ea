import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildScopeIndex, extractPage } from '../../output/search-index-builder';
import { expand, FEW_RESULTS, nearMatches, parseQuery, rank, withoutWords, wordsToKeep } from '../local-engine';
import { createLocalClient } from '../local-client';
import { manifestUrl, pageUrl, shardUrl } from '../local-format';
import { shardKey } from '../tokens';
import { enginePaths } from '../../shared/site-paths';

const INDEX_BASE = enginePaths('').searchIndexBase;

const html = (title: string, body: string) =>
  `<html><body><article data-search-body=""><span hidden data-search-meta="lvl0:Configure"></span><span hidden data-search-meta="title:${title}"></span><h1>${title}</h1>${body}</article></body></html>`;

// Modelled on Platform 4.3: the Okta page never says "single", the overview names every word.
// ("on", still being typed, matches "once" and "only"), and a long page names them in passing.
const SSO_PAGES = [
  html(
    'Single sign-on overview',
    '<p>Single sign-on lets users log in once with an identity provider.</p><h2 id="providers">Supported providers</h2><p>GitHub, GitLab, Google, Microsoft, Okta and any OIDC or SAML provider.</p>',
  ),
  html(
    'Log in with Okta',
    '<p>Connect Okta so users sign on once with their Okta account.</p><h2 id="app">Create the app in Okta</h2><p>Create an OIDC app integration in the Okta admin console.</p>',
  ),
  html('Log in with Google', '<p>Users sign on with their Google account after a single click, only once.</p>'),
  html('Create users', '<p>Users sign on with a password, or with single sign-on.</p>'),
  html(
    'Install the platform on EKS',
    `<p>${'Create the cluster, add node groups, install the chart and open the load balancer. '.repeat(8)}</p><h2 id="next">Next steps</h2><p>${'Invite your team, create projects and templates, connect clusters. '.repeat(6)}Set up single sign-on with Okta once the platform runs.</p>`,
  ),
];

function serve(scopes: Record<string, { pages: string[]; label: string }>) {
  const files = new Map<string, unknown>();
  for (const [scope, { pages, label }] of Object.entries(scopes)) {
    const idx = buildScopeIndex(pages.map((h, i) => extractPage(h, `/docs/${scope}/p${i}/`)!));
    files.set(manifestUrl(INDEX_BASE, scope), { ...idx.manifest, label });
    for (const [k, s] of idx.shards) files.set(shardUrl(INDEX_BASE, scope, idx.manifest.build, k), s);
    idx.fragments.forEach((f, i) => files.set(pageUrl(INDEX_BASE, scope, idx.manifest.build, i), f));
  }
  return createLocalClient(async (url) => {
    if (!files.has(url)) throw new Error(`404 ${url}`);
    return files.get(url);
  });
}

const sets = (...pages: number[][]) => pages.map((p) => new Set(p));

test('wordsToKeep: drops as few words as possible, the least selective first', () => {
  // "single" (on 3 pages) goes rather than "okta" (on 1), though keeping it would match more pages.
  assert.deepEqual(wordsToKeep([sets([1], [2, 3, 4], [1, 2, 3, 4])]), [0, 2]);
  // Dropped words on as many pages: the subset matching more pages wins.
  assert.deepEqual(wordsToKeep([sets([1, 2], [3, 4], [1, 3, 4])]), [1, 2]);
  // Same again: the earlier words stay (later ones are dropped, as Algolia's lastWords).
  assert.deepEqual(wordsToKeep([sets([1], [2], [1, 2])]), [0, 2]);
  // A word on no page always goes; two words can go when one is not enough.
  assert.deepEqual(wordsToKeep([sets([1, 2], [])]), [0]);
  assert.deepEqual(wordsToKeep([sets([1], [2], [3])]), [0]);
  assert.equal(wordsToKeep([sets([], [])]), null);
  // Several scopes count together.
  assert.deepEqual(wordsToKeep([sets([1], [2], [9]), sets([], [7], [7])]), [1, 2]);
  // Past eight words only the last ones are dropped.
  const many = Array.from({ length: 10 }, (_, i) => (i === 9 ? [] : [1]));
  assert.deepEqual(wordsToKeep([sets(...many)]), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
});

test('withoutWords: the query as typed, less the dropped words and their hyphens', () => {
  assert.equal(withoutWords('okta single sign-on', new Set(['single'])), 'okta sign-on');
  assert.equal(withoutWords('okta single sign-on', new Set(['on'])), 'okta single sign');
  assert.equal(withoutWords('Okta  SINGLE sign-on', new Set(['single', 'okta'])), 'sign-on');
  assert.equal(withoutWords('sync.toHost pods', new Set(['tohost'])), 'sync pods');
});

test('nearMatches: a page lacking one word joins a short list only where it outranks a full match', () => {
  const idx = buildScopeIndex(SSO_PAGES.map((h, i) => extractPage(h, `/p${i}/`)!));
  const groups = parseQuery('okta single sign-on').map((t) => {
    const shard = idx.shards.get(shardKey(t.word)) ?? {};
    return { shard, matches: expand(t, shard) };
  });
  const full = rank(groups);
  assert.deepEqual(
    full.map((p) => p.page),
    [0, 4],
    'the overview and the EKS page hold every word',
  );
  const near = nearMatches(groups, full, 0);
  assert.deepEqual(near.find((p) => p.page === 1)?.missing, 1, 'the Okta page lacks "single"');
  assert.ok(!near.some((p) => p.page === 0), 'full matches are not repeated');
  assert.deepEqual(nearMatches(groups, full, Infinity), []);
  assert.deepEqual(nearMatches(groups.slice(0, 2), rank(groups.slice(0, 2)), 0), [], 'two-word queries keep every word');
});

test('client: "okta single sign-on" finds the Okta page, marked as missing "single"', async () => {
  const client = serve({ 'platform-4.3.0': { pages: SSO_PAGES, label: 'vCluster Platform v4.3 Stable' } });
  const [r] = (await client.search([{ indexName: 'platform-4.3.0', params: { query: 'okta single sign-on', distinct: true } }])).results;
  const okta = r.hits.find((h) => h.url.startsWith('/docs/platform-4.3.0/p1/'))!;
  assert.equal(r.hits.indexOf(okta), 1, 'the Okta page comes right after the overview');
  assert.deepEqual(okta.missingWords, ['single']);
  assert.equal(r.hits[0].missingWords, undefined, 'the page with every word comes first');
  assert.equal(r.partialQuery, undefined, 'a page holds every word: not a partial result');
  assert.equal(r.nbHits, r.hits.length);
  assert.ok(r.nbHits < FEW_RESULTS);
  // The dialog's section hits cover the same pages, so its count agrees.
  const [d] = (await client.search([{ indexName: 'platform-4.3.0', params: { query: 'okta single sign-on', hitsPerPage: 20 } }])).results;
  assert.equal(d.nbHits, r.nbHits);
  assert.equal(new Set(d.hits.map((h) => h.url.split('#')[0])).size, r.nbHits);
  assert.equal(d.hits.find((h) => h.url.startsWith('/docs/platform-4.3.0/p1/'))?.scopeLabel, 'vCluster Platform v4.3 Stable');
});

test('client: no page has every word: results for the best subset, marked partial', async () => {
  const client = serve({ a: { pages: SSO_PAGES, label: 'A' }, b: { pages: [html('Okta groups', '<p>Map Okta groups to teams.</p>')], label: 'B' } });
  const [r] = (await client.search([{ indexName: 'a', params: { query: 'okta qwertzuiop', distinct: true } }])).results;
  assert.equal(r.partialQuery, 'okta');
  assert.deepEqual(r.hits.map((h) => h.url.split('#')[0]).sort(), ['/docs/a/p0/', '/docs/a/p1/', '/docs/a/p4/']);
  assert.ok(
    r.hits.every((h) => !h.missingWords),
    'the whole list is partial, not single hits',
  );
  // Across scopes, one subset for all of them.
  const [both] = (await client.search([{ indexName: 'a+b', params: { query: 'okta groups zzzzqqq', distinct: true } }])).results;
  assert.equal(both.partialQuery, 'okta groups');
  assert.deepEqual(
    both.hits.map((h) => h.url.split('#')[0]),
    ['/docs/b/p0/', '/docs/a/p4/'],
  );
  // A single word that matches nothing stays a plain "no results".
  const [none] = (await client.search([{ indexName: 'a', params: { query: 'qwertzuiop' } }])).results;
  assert.equal(none.nbHits, 0);
  assert.equal(none.partialQuery, undefined);
  // Every word held by some page: not partial.
  const [all] = (await client.search([{ indexName: 'a', params: { query: 'okta console' } }])).results;
  assert.equal(all.partialQuery, undefined);
  assert.equal(all.nbHits, 1);
});
