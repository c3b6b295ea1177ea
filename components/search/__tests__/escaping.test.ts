/**
 * Result text is escaped exactly once on its way from the exported HTML to the dialog: the index
 * keeps the decoded text, the local client returns it raw (as Algolia does), InstantSearch's
 * useHits escapes it (escapeHits, applied here as the hook applies it), and the components decode
 * that once into React text. A second escape anywhere shows readers "&lt;name&gt;".
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Parser } from 'htmlparser2';
import { escapeHits } from 'instantsearch.js/es/lib/utils/escape-highlight.js';
import { buildScopeIndex, extractPage } from '../../../lib/output/search-index-builder';
import { createLocalClient } from '../../../lib/search/local-client';
import { manifestUrl, pageUrl, shardUrl } from '../../../lib/search/local-format';
import type { SearchHit } from '../../../lib/search/types';
import { HitSnippet, HitTitle } from '../Highlighted';
import { enginePaths } from '../../../lib/shared/site-paths';

const INDEX_BASE = enginePaths('').searchIndexBase;

const exported = (title: string, body: string) => `<!doctype html><html><body>
<article data-search-body=""><span hidden data-search-meta="lvl0:Reference"></span><span hidden data-search-meta="title:${title}"></span>
<h1>${title}</h1>${body}</article></body></html>`;

/** What a browser would show: the text of the markup and the elements it makes. */
function dom(markup: string): { text: string; tags: string[] } {
  let text = '';
  const tags: string[] = [];
  const parser = new Parser({ ontext: (t) => (text += t), onopentag: (name) => tags.push(name) }, { decodeEntities: true });
  parser.write(markup);
  parser.end();
  return { text, tags };
}

const resourcesPage = () =>
  [
    exported(
      'Resources &amp; &lt;name&gt; objects',
      '<p>Each resource is addressed as <code>&lt;plural&gt;.&lt;group&gt;</code>; the <code>&lt;name&gt;</code> object holds its spec &amp; status.</p>' +
        '<p>Attack text: &lt;img src=x onerror=alert(1)&gt; stays text.</p>',
    ),
  ].map((html, i) => extractPage(html, `/docs/x/p${i}/`)!);

async function dialogHits(query: string, pages = resourcesPage()): Promise<SearchHit[]> {
  const idx = buildScopeIndex(pages);
  const files = new Map<string, unknown>([[manifestUrl(INDEX_BASE, 'x-1'), idx.manifest]]);
  for (const [k, s] of idx.shards) files.set(shardUrl(INDEX_BASE, 'x-1', idx.manifest.build, k), s);
  idx.fragments.forEach((f, i) => files.set(pageUrl(INDEX_BASE, 'x-1', idx.manifest.build, i), f));
  const client = createLocalClient(async (url) => files.get(url));
  const [result] = (await client.search([{ indexName: 'x-1', params: { query, hitsPerPage: 5 } }])).results;
  // useHits (escapeHTML, on by default) hands the components escaped hits.
  return escapeHits(result.hits as never) as unknown as SearchHit[];
}

const rendered = (hit: SearchHit) =>
  dom(renderToStaticMarkup(createElement(Fragment, null, createElement(HitTitle, { hit }), createElement(HitSnippet, { hit }))));

test('"<name>" and "&" in indexed text reach the reader as "<name>" and "&", highlighted', async () => {
  const [hit] = await dialogHits('name object');
  const { text, tags } = rendered(hit);
  assert.match(text, /Resources & <name> objects/, text);
  assert.match(text, /<plural>\.<group>/, text);
  assert.match(text, /the <name> object holds its spec & status/, text);
  assert.doesNotMatch(text, /&lt;|&gt;|&amp;/, `escaped twice: ${text}`);
  assert.ok(tags.includes('mark'), 'the matched words are highlighted');
});

test('markup in indexed text stays text: no element comes out of it', async () => {
  const [hit] = await dialogHits('attack');
  const { text, tags } = rendered(hit);
  assert.match(text, /<img src=x onerror=alert\(1\)> stays text/, text);
  assert.ok(!tags.includes('img'), `an element was made: ${tags.join(', ')}`);
  assert.deepEqual([...new Set(tags)].sort(), ['mark', 'span']);
});

test('quotes, "&" and text that reads "&lt;" are shown as written, decoded once', async () => {
  const page = exported(
    'Quoting &quot;names&quot; &amp; &#39;keys&#39;',
    '<p>Write &quot;quoted&quot; values, it&#39;s <code>a &amp;&amp; b</code>; the entity <code>&amp;lt;</code> is text that reads &amp;lt;.</p>',
  );
  const [hit] = await dialogHits('quoted entity', [extractPage(page, '/docs/x/q/')!]);
  const { text } = rendered(hit);
  assert.match(text, /Quoting "names" & 'keys'/, text);
  assert.match(text, /Write "quoted" values, it's a && b ?; the entity &lt; is text that reads &lt;\./, text);
});

test('a title the backend did not highlight is its raw text, not decoded again', () => {
  const hit = { objectID: 'a', url: '/a/', hierarchy: { lvl0: null, lvl1: 'The &lt; entity', lvl2: null } } as unknown as SearchHit;
  const markup = renderToStaticMarkup(createElement(HitTitle, { hit }));
  assert.equal(dom(markup).text, 'The &lt; entity');
  assert.equal(markup, 'The &amp;lt; entity');
});
