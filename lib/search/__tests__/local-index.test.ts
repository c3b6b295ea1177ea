import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractPage, buildScopeIndex, PAGE_SNIPPET_CHARS, SECTIONS_PER_WORD_AND_PAGE } from '../../output/search-index-builder';
import { byTitleCoverage, expand, markWords, oneEditApart, parseQuery, rank, snippet, titleIsQuery } from '../local-engine';
import { createLocalClient } from '../local-client';
import { manifestUrl, pageUrl, shardUrl } from '../local-format';
import { shardKey, words } from '../tokens';
import { HL_POST, HL_PRE } from '../types';
import { enginePaths } from '../../shared/site-paths';

const INDEX_BASE = enginePaths('').searchIndexBase;

/** A plugin's record rule, as the vCluster plugin gives for configuration fields (lib/plugins/types.ts SearchRecordRule). */
const FIELDS = [{ tag: 'details', className: 'config-field', titleAnchorClass: 'config-anchor' }];
const extract = (html: string, url: string) => extractPage(html, url, FIELDS);

const page = (title: string, lvl0: string, body: string) => `<!doctype html><html><body><nav>Sleep nav noise</nav>
<article data-search-body=""><span hidden data-search-meta="lvl0:${lvl0}"></span><span hidden data-search-meta="title:${title}"></span>
<h1>${title}</h1>${body}</article><footer>footer sleep</footer></body></html>`;

const SLEEP = page(
  'Sleep mode',
  'Manage',
  `<p>Idle virtual clusters can go to sleep to save resources.</p>
<h2 id="configure">Configure sleep mode<a class="hash-link" href="#configure">#</a></h2>
<p>Set <code>sleepMode.enabled</code> in vcluster.yaml &amp; deploy.</p>
<div class="code-block"><pre><code>vcluster create my-vcluster --set sleepMode.enabled=true</code></pre><div class="code-tools" data-search-ignore=""><span>bash</span></div></div>
<h3 id="wake">Wake up</h3><p>Any request wakes the cluster.</p>
<div class="mermaid-diagram">graph sleeping</div>`,
);
const CREATE = page(
  'vcluster create',
  'CLI',
  `<p>Creates a new virtual cluster.</p><h2 id="flags">Flags</h2><p>The --connect flag switches the kube context.</p>
<div class="config-field-wrap"><details class="config-field" id="sync-toHost-pods"><summary><code class="config-name">pods</code> object</summary><div class="config-body"><p>Pods sync to the host.</p></div></details>
<div class="config-actions"><a class="config-anchor" data-search-ignore="" href="#sync-toHost-pods" aria-label="Link to sync.toHost.pods">#</a></div></div>`,
);
const NODES = page('Private nodes', 'Deploy', '<p>Join worker nodes to the virtual cluster; each node runs a kubelet.</p>');

test('tokens: words, shard keys', () => {
  assert.deepEqual(words('kube-apiserver k8s sync.toHost'), ['kube', 'apiserver', 'k8s', 'sync', 'tohost']);
  assert.equal(shardKey('sleep'), 'sl');
  assert.equal(shardKey('über'), '_fcb');
});

test('extractPage splits the searchable body into records and skips code, diagrams and anchors', () => {
  const p = extract(SLEEP, '/docs/x/sleep/')!;
  assert.equal(p.title, 'Sleep mode');
  assert.equal(p.lvl0, 'Manage');
  assert.deepEqual(
    p.sections.map((s) => [s.id, s.title]),
    [
      ['', ''],
      ['configure', 'Configure sleep mode'],
      ['wake', 'Wake up'],
    ],
  );
  assert.equal(p.sections[0].text, 'Idle virtual clusters can go to sleep to save resources.');
  assert.equal(p.sections[1].text, 'Set sleepMode.enabled in vcluster.yaml & deploy.');
  assert.ok(!JSON.stringify(p).includes('noise') && !JSON.stringify(p).includes('bash') && !JSON.stringify(p).includes('graph'));
  const c = extract(CREATE, '/docs/x/create/')!;
  assert.deepEqual(
    c.sections.map((s) => s.title),
    ['', 'Flags', 'sync.toHost.pods'],
  );
  assert.equal(extract('<html><body><p>no body</p></body></html>', '/x/'), null);
});

test('postings: every word of a section, weighted, capped per page', () => {
  const many = page('Many', 'X', Array.from({ length: 12 }, (_, i) => `<h2 id="s${i}">Part ${i}</h2><p>replicas ${'word '.repeat(i)}</p>`).join(''));
  const idx = buildScopeIndex([SLEEP, CREATE, many].map((h, i) => extract(h, `/p${i}/`)!));
  assert.equal(idx.manifest.pages, 3);
  assert.ok(idx.manifest.shards.includes('sl') && idx.manifest.build.length === 10);
  const sleep = idx.shards.get('sl')!.sleep;
  assert.deepEqual([sleep[0], sleep[1]], [0, 0]); // page 0, intro (title + text)
  assert.ok(sleep[2] > sleep[5], 'the title match outranks the heading-only one');
  assert.equal(idx.shards.get('re')!.replicas.length / 3, SECTIONS_PER_WORD_AND_PAGE);
  assert.equal(idx.shards.get('co')?.code, undefined, 'code blocks are not indexed');
  assert.deepEqual(idx.fragments[1].s[2], ['sync-toHost-pods', 'sync.toHost.pods', 'pods object Pods sync to the host.']);
});

test('queries: prefixes while typing, stems, stop words', () => {
  assert.deepEqual(parseQuery('sync to host'), [
    { word: 'sync', prefix: false },
    { word: 'host', prefix: true },
  ]);
  assert.deepEqual(parseQuery('sleep '), [{ word: 'sleep', prefix: false }]);
  assert.deepEqual(parseQuery('s'), []);
  const shard = { node: [0, 0, 4], nodes: [0, 0, 4], nodeport: [0, 0, 4], noise: [0, 0, 1] };
  assert.deepEqual([...expand({ word: 'nodes', prefix: false }, shard).keys()].sort(), ['node', 'nodes']);
  assert.deepEqual([...expand({ word: 'node', prefix: true }, shard).keys()].sort(), ['node', 'nodeport', 'nodes']);
  assert.equal(expand({ word: 'node', prefix: true }, shard).get('node'), 1);
  // Typos: one edit away, only when nothing matches as typed.
  assert.deepEqual([...expand({ word: 'nodez', prefix: false }, shard).keys()].sort(), ['node', 'nodes']);
  assert.deepEqual([...expand({ word: 'nodepo', prefix: true }, { nodeport: [0, 0, 1] }).keys()], ['nodeport']);
  assert.deepEqual([...expand({ word: 'nodeprot', prefix: false }, { nodeport: [0, 0, 1] }).keys()], ['nodeport']);
  assert.equal(expand({ word: 'nose', prefix: false }, { nodes: [0, 0, 1] }).size, 0);
  assert.ok(oneEditApart('sleep', 'slep') && oneEditApart('sleep', 'sleeps') && oneEditApart('sleep', 'slepe') && oneEditApart('sleep', 'sleap'));
  assert.ok(!oneEditApart('sleep', 'slap') && !oneEditApart('sleep', 'sleep'));
});

test('ranking: pages must match every word; sections matching more words come first', () => {
  const idx = buildScopeIndex([SLEEP, CREATE, NODES].map((h, i) => extract(h, `/p${i}/`)!));
  const group = (w: string, prefix = false) => {
    const shard = idx.shards.get(shardKey(w)) ?? {};
    return { shard, matches: expand({ word: w, prefix }, shard) };
  };
  const r = rank([group('sleep'), group('mode', true)]);
  assert.deepEqual(
    r.map((p) => p.page),
    [0],
  );
  assert.deepEqual(r[0].sections.map((s) => s.section).slice(0, 2), [0, 1]);
  assert.deepEqual(
    rank([group('virtual'), group('cluster')])
      .map((p) => p.page)
      .sort(),
    [0, 1, 2],
  );
  assert.deepEqual(rank([group('sleep'), group('kubelet')]), []);
  // A record whose title or heading holds every word outranks one that only mentions them.
  const named = buildScopeIndex([
    extract(page('Backups', 'X', '<p>Restore a backup of the cluster with the CLI or from the UI.</p>'), '/a/')!,
    extract(page('Restore a backup', 'X', '<p>Steps.</p>'), '/b/')!,
  ]);
  const g = (w: string) => ({ shard: named.shards.get(shardKey(w))!, matches: expand({ word: w, prefix: false }, named.shards.get(shardKey(w))!) });
  assert.equal(rank([g('restore'), g('backup')])[0].page, 1);
  const cover = byTitleCoverage([
    { score: 10, title: 'vcluster platform create', matched: new Set(['vcluster', 'create']) },
    { score: 10, title: 'vcluster create', matched: new Set(['vcluster', 'create']) },
  ]);
  assert.equal(cover[0].title, 'vcluster create');
});

test('snippets: a window around the first match, highlighted, text left raw (InstantSearch escapes it once)', () => {
  const text = `${'lorem '.repeat(40)}then <b> sleep & rest ${'ipsum '.repeat(40)}`;
  const s = snippet(text, new Set(['sleep']));
  assert.ok(s.startsWith('… ') && s.endsWith(' …'));
  assert.ok(s.includes(`<b> ${HL_PRE}sleep${HL_POST} & rest`));
  assert.equal(markWords('Sleep mode', new Set(['sleep'])), `${HL_PRE}Sleep${HL_POST} mode`);
});

test('client: answers in Algolia shape, downloads only the shards and pages it needs', async () => {
  const idx = buildScopeIndex([SLEEP, CREATE, NODES].map((h, i) => extract(h, `/docs/x/p${i}/`)!));
  const files = new Map<string, unknown>([[manifestUrl(INDEX_BASE, 'x-1'), idx.manifest]]);
  for (const [k, s] of idx.shards) files.set(shardUrl(INDEX_BASE, 'x-1', idx.manifest.build, k), s);
  idx.fragments.forEach((f, i) => files.set(pageUrl(INDEX_BASE, 'x-1', idx.manifest.build, i), f));
  const fetched: string[] = [];
  const client = createLocalClient(async (url) => {
    fetched.push(url);
    if (!files.has(url)) throw new Error(`404 ${url}`);
    return files.get(url);
  });
  const { results } = await client.search([{ indexName: 'x-1', params: { query: 'sleep mo', hitsPerPage: 20 } }]);
  const [r] = results;
  assert.equal(r.nbHits, 1);
  assert.deepEqual(
    r.hits.map((h) => h.url),
    ['/docs/x/p0/', '/docs/x/p0/#configure'],
  );
  assert.equal(r.hits[0].hierarchy.lvl0, 'Manage');
  assert.equal(r.hits[1].hierarchy.lvl2, 'Configure sleep mode');
  assert.ok(r.hits[0]._highlightResult!.hierarchy!.lvl1!.value.includes(`${HL_PRE}Sleep${HL_POST}`));
  assert.deepEqual(
    fetched.sort(),
    [
      manifestUrl(INDEX_BASE, 'x-1'),
      pageUrl(INDEX_BASE, 'x-1', idx.manifest.build, 0),
      shardUrl(INDEX_BASE, 'x-1', idx.manifest.build, 'mo'),
      shardUrl(INDEX_BASE, 'x-1', idx.manifest.build, 'sl'),
    ].sort(),
  );
  const distinct = (await client.search([{ indexName: 'x-1', params: { query: 'cluster', distinct: true, hitsPerPage: 2 } }])).results[0];
  assert.equal(distinct.nbHits, 3);
  assert.equal(distinct.nbPages, 2);
  assert.equal(distinct.hits.length, 2);
  assert.equal(new Set(distinct.hits.map((h) => h.objectID)).size, 2);
  const none = (await client.search([{ indexName: 'x-1', params: { query: 'qwertzuiop' } }])).results[0];
  assert.equal(none.nbHits, 0);
  const short = (await client.search([{ indexName: 'x-1', params: { query: 's' } }])).results[0];
  assert.equal(short.hits.length, 0);
  assert.equal(client.minQueryLength, 2);
  // Scopes joined with "+" are searched together, ranked on one list.
  const other = buildScopeIndex([extract(NODES.replace('Private nodes', 'Sleep schedules'), '/docs/y/p0/')!]);
  files.set(manifestUrl(INDEX_BASE, 'y-1'), other.manifest);
  for (const [k, s] of other.shards) files.set(shardUrl(INDEX_BASE, 'y-1', other.manifest.build, k), s);
  files.set(pageUrl(INDEX_BASE, 'y-1', other.manifest.build, 0), other.fragments[0]);
  const both = (await client.search([{ indexName: 'x-1+y-1', params: { query: 'sleep', distinct: true } }])).results[0];
  assert.deepEqual(both.hits.map((h) => h.url).sort(), ['/docs/x/p0/', '/docs/y/p0/']);
  // A failed download is an error for this query and retried by the next.
  const failing = createLocalClient(async () => {
    throw new Error('offline');
  });
  await assert.rejects(failing.search([{ indexName: 'x-1', params: { query: 'sleep' } }]), /offline/);
});

test('sizes: snippets are capped per page, so one query never downloads more than 200 KB', async () => {
  // 25 pages of ~200 KB each (5 MB), every section mentioning the query word.
  const section = (i: number) => `<h2 id="s${i}">Section ${i} about sleep</h2><p>${'Sleep mode keeps idle clusters cheap and quiet. '.repeat(90)}</p>`;
  const huge = Array.from({ length: 25 }, (_, n) => page(`Huge ${n}`, 'Manage', Array.from({ length: 50 }, (_, i) => section(i)).join('')));
  assert.ok(huge.join('').length > 5_000_000);
  const idx = buildScopeIndex(huge.map((h, i) => extract(h, `/docs/x/huge${i}/`)!));
  const files = new Map<string, string>([[manifestUrl(INDEX_BASE, 'x-1'), JSON.stringify(idx.manifest)]]);
  for (const [k, s] of idx.shards) files.set(shardUrl(INDEX_BASE, 'x-1', idx.manifest.build, k), JSON.stringify(s));
  idx.fragments.forEach((f, i) => files.set(pageUrl(INDEX_BASE, 'x-1', idx.manifest.build, i), JSON.stringify(f)));
  for (const f of idx.fragments)
    assert.ok(JSON.stringify(f).length <= PAGE_SNIPPET_CHARS + 4000, `one page file stays small (${JSON.stringify(f).length} bytes)`);
  let downloaded = 0;
  const client = createLocalClient(async (url) => {
    const body = files.get(url)!;
    downloaded += Buffer.byteLength(body);
    return JSON.parse(body);
  });
  for (const params of [
    { query: 'sleep mode', hitsPerPage: 20 },
    { query: 'sleep', hitsPerPage: 20, distinct: true },
  ]) {
    downloaded = 0;
    const [r] = (await client.search([{ indexName: 'x-1', params }])).results;
    assert.ok(r.hits.length > 0);
    assert.ok(downloaded <= 200 * 1024, `${params.query}: downloaded ${downloaded} bytes`);
  }
});

test("ranking: a page's description counts where its body lacks the word; a title typed word for word comes first", () => {
  const described = (title: string, description: string, body: string) =>
    page(title, 'Deploy', body).replace('<body>', `<head><meta name="description" content="${description}"/></head><body>`);
  const pages = [
    extract(described('Join private nodes', 'Add dedicated worker machines with a join token.', '<p>Run the join script on each machine.</p>'), '/join/')!,
    extract(described('Nodes', 'Node sync.', '<p>Private nodes and worker pools sync their worker labels.</p>'), '/nodes/')!,
  ];
  assert.equal(pages[0].description, 'Add dedicated worker machines with a join token.');
  const idx = buildScopeIndex(pages);
  const g = (w: string) => ({ shard: idx.shards.get(shardKey(w))!, matches: expand({ word: w, prefix: false }, idx.shards.get(shardKey(w))!) });
  // "worker" is only in the Join page's description, yet the page matches every word.
  assert.deepEqual(
    rank([g('join'), g('worker')]).map((p) => p.page),
    [0],
  );
  // The description adds nothing where the body has the word already.
  const withSummary = (description: string) => buildScopeIndex([pages[0], { ...pages[1], description }]).shards.get('wo')!.worker;
  assert.deepEqual(withSummary('Worker sync.'), withSummary('Other sync.'));
  assert.ok(titleIsQuery('Upgrade vCluster', parseQuery('upgrade vcluster')));
  assert.ok(!titleIsQuery('vcluster upgrade', parseQuery('upgrade vcluster')), 'word order tells a task from a command');
  assert.ok(titleIsQuery('vcluster create', parseQuery('vcluster cre')));
  const order = byTitleCoverage(
    [
      { score: 14, title: 'vcluster upgrade', matched: new Set(['vcluster', 'upgrade']) },
      { score: 10, title: 'Upgrade vCluster', matched: new Set(['vcluster', 'upgrade']) },
    ],
    parseQuery('upgrade vcluster'),
  );
  assert.equal(order[0].title, 'Upgrade vCluster');
});
