/** The search index's scopes built on several threads give the same files and cache entries as on one. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildScopesHere, type ExtractCache, type ScopeJob } from '../search-index';
import { scopeBuilderOn, scopeLanes } from '../search-threads';
import { extractPage, type ExtractedPage } from '../../output/search-index-builder';

const page = (title: string, body: string) =>
  `<html><head><meta name="description" content="About ${title}"></head><body><nav>menu</nav><article data-search-body=""><span hidden data-search-meta="title:${title}"></span><p>${body}</p><h2 id="more">More on ${title}</h2><p>Details of ${body}.</p></article></body></html>`;

test('scopes built on a worker thread give the same files, reports and cache entries as on this one', async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-search-threads-'));
  try {
    const jobs: ScopeJob[] = ['alpha', 'beta', 'gamma'].map((scope) => ({
      scope,
      label: scope.toUpperCase(),
      urls: Array.from({ length: 6 }, (_, i) => `/docs/${scope}/p${i}/`),
    }));
    const records = new Map<string, ExtractedPage | null>();
    for (const [j, job] of jobs.entries())
      for (const [i, url] of job.urls.entries()) {
        const html = page(`${job.scope} ${i}`, `words ${job.scope} sync toHost ${i * j}`);
        // Every other page's records come from the page pass; the rest are read from the export.
        if (i % 2) records.set(url, i === 5 ? null : extractPage(html, url));
        else {
          fs.mkdirSync(path.join(out, url), { recursive: true });
          fs.writeFileSync(path.join(out, url, 'index.html'), html);
        }
      }
    const inputs = { out, base: 'docs/search-index', rules: [] };
    const cached = (): ExtractCache => new Map([[jobs[0].urls[0], { hash: 'stale', page: null }]]);
    const here = await buildScopesHere(jobs, inputs, records, cached());
    const failures: string[] = [];
    const threaded = await scopeBuilderOn(2, (why) => failures.push(why))(jobs, inputs, records, cached());
    assert.deepEqual(failures, []);
    assert.deepEqual(threaded, here);
    assert.equal(here.length, 3);
    assert.ok(here.every((b) => b.files.length > 2 && b.report.pages === 5));
    // The stale entry was read again from the page's HTML.
    assert.notEqual(here[0].extracted.find(([url]) => url === jobs[0].urls[0])![1].hash, 'stale');
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});

test('lanes: the largest scopes first, each to the least loaded lane, each lane in the scopes order', () => {
  const job = (scope: string, n: number): ScopeJob => ({ scope, label: scope, urls: Array.from({ length: n }, (_, i) => `/${scope}/${i}/`) });
  const jobs = [job('a', 10), job('b', 40), job('c', 30), job('d', 20)];
  assert.deepEqual(
    scopeLanes(jobs, 2).map((lane) => lane.map((j) => j.scope)),
    [
      ['a', 'b'],
      ['c', 'd'],
    ],
  );
  assert.deepEqual(scopeLanes(jobs, 8).length, 4);
  assert.deepEqual(scopeLanes([], 2), [[]]);
  // A page read from its HTML weighs more than one whose records the page pass gave.
  const known = new Map(jobs[1].urls.map((u) => [u, null]));
  assert.deepEqual(
    scopeLanes(jobs, 2, known).map((lane) => lane.map((j) => j.scope)),
    [
      ['b', 'c'],
      ['a', 'd'],
    ],
  );
});
