import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractPage } from '../../output/search-index-builder';
import { scopeIndexFiles } from '../../pipeline/search-index';
import { createLocalClient } from '../local-client';
import { manifestUrl, referencePages, referenceRuns, type Manifest } from '../local-format';
import { REFERENCE_FACTOR, referencePrior, type RankedPage } from '../local-engine';
import { titleWordCount } from '../page-kind';
import { arrangeSets, sectionHits } from '../cross-set';
import { enginePaths } from '../../shared/site-paths';

const BASE = enginePaths('').searchIndexBase;

test("a reference page's title counts its distinct words as a query names them", () => {
  assert.equal(titleWordCount('vcluster platform backup'), 3);
  assert.equal(titleWordCount('Get cluster-access-key of the Cluster'), 4, 'distinct words as a query names them, stop words aside');
});

test('the manifest lists reference pages as runs of consecutive pages with their titles’ word counts', () => {
  const runs = referenceRuns([
    [45, 1],
    [0, 3],
    [1, 4],
  ]);
  assert.deepEqual(runs, [
    [0, 3, 4],
    [45, 1],
  ]);
  assert.deepEqual(
    [...referencePages({ reference: runs })],
    [
      [0, 3],
      [1, 4],
      [45, 1],
    ],
  );
  assert.equal(referencePages({}).size, 0, 'an index built before has none');
  const page = (url: string, title: string) =>
    extractPage(`<article data-search-body=""><span hidden data-search-meta="title:${title}"></span><p>Text.</p></article>`, url)!;
  const pages = [page('/a/', 'Guide'), page('/cli/tool_get/', 'tool get'), page('/cli/tool_get_key/', 'tool get key')];
  const manifest = (reference?: Set<string>) => scopeIndexFiles(BASE, 's-1', 'S', pages, reference).files.get(manifestUrl(BASE, 's-1')) as Manifest;
  assert.deepEqual(manifest(new Set(['/cli/tool_get/', '/cli/tool_get_key/'])).reference, [[1, 2, 3]]);
  assert.equal(manifest().reference, undefined, 'no field without reference pages');
});

test('referencePrior: a reference page the query does not name scores less; one it names keeps its score', () => {
  const p = (page: number, score: number, titleWords: number): RankedPage => ({ page, score, titleWords, sections: [{ section: 0, score }] });
  const reference = new Map([[1, 3]]);
  // Page 1 is `vcluster platform backup` (3 words); page 0 a guide.
  const single = referencePrior([p(1, 240, 1), p(0, 226, 1)], reference);
  assert.deepEqual(
    single.map((x) => [x.page, x.score]),
    [
      [0, 226],
      [1, 240 * REFERENCE_FACTOR],
    ],
  );
  assert.deepEqual(
    referencePrior([p(1, 400, 3), p(0, 226, 1)], reference).map((x) => x.page),
    [1, 0],
    'named: every word of its title is in the query',
  );
  const guides = [p(0, 2, 1), p(2, 1, 1)];
  assert.equal(referencePrior(guides, new Map()), guides, 'an index without reference pages: unchanged');
});

// The class of the miss, as on the vCluster docs: generated command pages whose short bodies repeat
// the word of their command, and the guide about the topic, whose longer body says it less often.
const article = (title: string, lvl0: string, body: string) =>
  `<article data-search-body=""><span hidden data-search-meta="lvl0:${lvl0}"></span><span hidden data-search-meta="title:${title}"></span>${body}</article>`;
const CLI_BACKUP = article(
  'vcluster platform backup',
  'CLI reference',
  `<p>Back up vCluster Platform. The backup group creates backups of the platform.</p>
<h2 id="examples">Examples</h2><p>Write a backup of the management plane to backup.yaml.</p>
<h2 id="subcommands">Subcommands</h2><p>vcluster platform backup management: create a backup.</p>`,
);
const CLI_BACKUP_MANAGEMENT = article(
  'vcluster platform backup management',
  'CLI reference',
  `<p>Create a backup of the management objects.</p>
<h2 id="examples">Examples</h2><p>Write the backup to a file; restore from the backup later.</p>
<h2 id="flags">Flags</h2><p>--skip skips objects in the backup.</p>
<h2 id="see-also">See also</h2><p>vcluster platform backup.</p>`,
);
const GUIDE = article(
  'Backup and restore',
  'Manage',
  `<p>Protect the state of your virtual clusters: take snapshots of the control plane, store them in a bucket or on a volume, and
bring a cluster back after a failure, an upgrade that went wrong or a move to another host cluster. This page compares the methods.</p>
<h2 id="velero">Velero</h2><p>Velero backs up the workloads and volumes of the host namespace; use it with backups of the host cluster.</p>
<h2 id="snapshots">Built-in snapshots</h2><p>A snapshot holds the backing store and the Helm release; create a backup with one command
and restore it into the same or a new virtual cluster. Schedule snapshots to keep several generations.</p>
<h2 id="choose">Which method should I use?</h2><p>Snapshots for the control plane, Velero for workloads and persistent volumes.</p>`,
);
const OTHERS = ['Sleep mode', 'Private nodes', 'Ingress', 'Networking', 'High availability', 'Certificates'].map((t) =>
  article(t, 'Configure', `<p>${t} of a virtual cluster: the settings, what they change, and how to check the result after the upgrade.</p>`),
);

test('dialog: for "backup" the guide comes before the reference pages; for the command, the command page first', async () => {
  const pages = [
    extractPage(GUIDE, '/docs/x/manage/backup-restore/')!,
    extractPage(CLI_BACKUP, '/docs/x/cli/vcluster_platform_backup/')!,
    extractPage(CLI_BACKUP_MANAGEMENT, '/docs/x/cli/vcluster_platform_backup_management/')!,
    ...OTHERS.map((html, i) => extractPage(html, `/docs/x/other-${i}/`)!),
  ];
  const reference = new Set(['/docs/x/cli/vcluster_platform_backup/', '/docs/x/cli/vcluster_platform_backup_management/']);
  /** The dialog's rows for `query`, against this scope's index built with or without its reference pages. */
  const rows = async (query: string, withReference: boolean) => {
    const { files } = scopeIndexFiles(BASE, 'x-1', 'X', pages, withReference ? reference : undefined);
    const client = createLocalClient(async (url) => files.get(url));
    const [r] = (await client.search([{ indexName: 'x-1', params: { query, hitsPerPage: 20 } }])).results;
    const sections = arrangeSets(query, { scope: 'x-1', label: 'X', hits: r.hits, partial: !!r.partialQuery }, []);
    return sectionHits(sections).map((h) => h.url.split('#')[0]);
  };
  // Without the prior (an index that lists no reference pages), the command pages' rows come first.
  const before = await rows('backup', false);
  assert.equal(before[0], '/docs/x/cli/vcluster_platform_backup/');
  assert.ok(before.indexOf('/docs/x/manage/backup-restore/') > 2, `the guide below the first three rows: ${before.join(' ')}`);
  const after = await rows('backup', true);
  assert.equal(after[0], '/docs/x/manage/backup-restore/', after.join(' '));
  for (const query of ['vcluster platform backup', 'vcluster platform backup ', 'vcluster platform backup management'])
    assert.equal((await rows(query, true))[0], `/docs/x/cli/${query.trim().replace(/ /g, '_')}/`, `"${query}" names the command`);
});
