/** The Algolia backend's queries as DocSearch sends them, against a loopback server: contextual search off sends one unfiltered query. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAlgoliaClient } from '../algolia-client';

test('contextual search off: one query, with only the site’s own filters, for all the scopes the dialog asks', async () => {
  const sent: { requests: Record<string, unknown>[] }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { requests: Record<string, unknown>[] };
      sent.push(parsed);
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          results: parsed.requests.map(() => ({ hits: [{ objectID: '1', url: 'https://x.test/docs/a/#b' }], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20 })),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const config = { appId: 'APP', apiKey: 'key', indexName: 'site', host, contextualSearch: false, searchParameters: { facetFilters: ['type:content'] } };
    const client = createAlgoliaClient(config, 'https://x.test', undefined, 'docusaurus_tag', 'en');
    const { results } = await client.search([
      { indexName: 'docs-current', params: { query: 'sync', hitsPerPage: 20 } },
      { indexName: 'platform-current', params: { query: 'sync', hitsPerPage: 20 } },
    ]);
    assert.equal(sent.length, 1);
    assert.equal(sent[0].requests.length, 1);
    assert.deepEqual(sent[0].requests[0].facetFilters, ['type:content']);
    assert.deepEqual(
      results.map((r) => r.hits.map((h) => h.url)),
      [['/docs/a/#b'], []],
    );
    // On (the default): each scope's query, filtered by language and its tag, then the site's filters.
    const on = createAlgoliaClient({ ...config, contextualSearch: undefined }, 'https://x.test', undefined, 'docusaurus_tag', 'fr');
    await on.search([{ indexName: 'docs-current', params: { query: 'sync' } }]);
    assert.deepEqual(sent[1].requests[0].facetFilters, [['language:fr'], ['docusaurus_tag:docs-default-current'], 'type:content']);
  } finally {
    server.close();
  }
});
