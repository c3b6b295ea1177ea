import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite, contentRoots } from '../../content/store';
import { versionFileMap } from '../../mdx/pipeline';
import { KNOWN_COMPONENTS } from '../../../components/mdx/registry';
import { checkConsistencyOnPool, checkPages, startPagePool } from '../page-pool';
import { runBuildChecks } from '../../plugins/engine';
import type { PageJob, SharedContext } from '../page-jobs';

const SITE = 'test/fixtures/site';

/** Every page of the fixture site several times over, plus pages with defects, as check jobs. */
function fixtureJobs(): { jobs: PageJob[]; shared: SharedContext } {
  const paths = {
    rootDir: process.cwd(),
    contentDir: path.resolve(SITE),
    configFile: path.join(SITE, 'site.config.json'),
    versionsFile: path.join(SITE, 'versions.json'),
  };
  const { index } = buildSite(paths, { gitDates: false });
  const shared: SharedContext = {
    rootDir: process.cwd(),
    contentRoots: contentRoots(paths),
    knownComponents: KNOWN_COMPONENTS,
    siteComponents: { root: paths.contentDir },
    mermaid: false,
    versions: [],
  };
  const jobs: PageJob[] = [];
  const bad = [
    '---\ntitle: Bad\n---\n\nText {missingName} here.\n',
    '---\ntitle: Bad\n---\n\n<NoSuchThing />\n',
    '---\ntitle: Bad\n---\n\n<div>\n\nnever closed\n',
    '---\ntitle: Bad\n---\n\n[gone](./not-there.mdx)\n',
  ];
  for (let round = 0; round < 6; round++)
    for (const set of index.sets)
      for (const version of set.versions) {
        const v = shared.versions.push({ dir: version.dir, fileToUrl: versionFileMap(version) }) - 1;
        for (const doc of version.docs) {
          const raw = fs.readFileSync(doc.source, 'utf8');
          jobs.push({ source: doc.source, raw, version: v, tocMin: 2, tocMax: 4, sameTextNext: round % 2 === 0 });
          jobs.push({ source: doc.source, raw: bad[(jobs.length >> 1) % bad.length], version: v, tocMin: 2, tocMax: 4 });
        }
      }
  return { jobs, shared };
}

test('page pool: worker threads give the same results as the main thread alone, in job order', async () => {
  const { jobs, shared } = fixtureJobs();
  assert.ok(jobs.length > 100, `${jobs.length} jobs`);
  const single = await checkPages(jobs, shared, { threads: 1 });
  const where: string[] = [];
  const pooled = await checkPages(jobs, shared, { threads: 3, mainThreadWorks: false, onBatch: (w) => where.push(w) });
  assert.ok(where.length > 2 && where.every((w) => w === 'worker'), `worker threads checked every batch: ${where.join(',')}`);
  assert.deepEqual(pooled, single);
  assert.deepEqual(await checkPages(jobs, shared, { threads: 2 }), single, 'main thread and a worker together');
  // The defects are found at their lines whichever thread checked them.
  const messages = single.flatMap((r) => r.problems.map((p) => `${p.line}: ${p.message}`));
  for (const wanted of [/^5: "missingName" is not defined/, /^5: .*unknown component <NoSuchThing>/, /^\d+: .*div/])
    assert.ok(
      messages.some((m) => wanted.test(m)),
      `${wanted} in ${messages.slice(0, 8).join(' | ')}`,
    );
  // A broken file link is a fact the site check judges by onBrokenMarkdownLinks.
  assert.ok(single.some((r) => r.facts.brokenFileLinks.some((l) => l.href === './not-there.mdx' && l.line === 5)));
});

test('page pool: the consistency check runs on the first worker and finds what it finds here', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-consistency-'));
  try {
    const v = path.join(dir, 'vcluster/0.27.0');
    fs.mkdirSync(path.join(v, '_data'), { recursive: true });
    for (const f of ['vcluster.schema.json', 'cli.json']) fs.copyFileSync(path.join('content/vcluster/0.27.0/_data', f), path.join(v, '_data', f));
    fs.writeFileSync(path.join(v, 'page.mdx'), '---\ntitle: P\n---\n\nSet `sync.toHost.noSuchResource.enabled` and run `vcluster create x --no-such-flag`.\n');
    const here = runBuildChecks(dir);
    assert.ok(here.flatMap(([, issues]) => issues).length >= 2, JSON.stringify(here));
    startPagePool(2);
    const onPool = checkConsistencyOnPool(dir);
    assert.ok(onPool, 'a started pool takes the check');
    assert.deepEqual(await onPool, here);
    // The pool stops after its run (and waits for the consistency check first).
    await checkPages([], fixtureJobs().shared, { threads: 1 });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
