/** The page pool stops a worker whose page code runs past the time limit, and names the page of a worker that dies while its code runs. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { checkPages } from '../page-pool';
import type { PageJob, SharedContext } from '../page-jobs';
import { CONTENT_LIMITS } from '../../config/site-config';

test('page pool: a page that loops, never settles or ends its thread is named; the other pages are checked on a new worker', async () => {
  const shared: SharedContext = {
    rootDir: process.cwd(),
    contentRoots: [],
    diagramsUrl: '/docs/img/diagrams/',
    siteBase: '/docs/',
    knownComponents: [],
    openIdComponents: [],
    siteComponents: { root: process.cwd() },
    mermaid: false,
    versions: [{ name: 'current', dir: 'content/x', fileToUrl: new Map() }],
    limits: { ...CONTENT_LIMITS, pageSeconds: 1 },
    buildEnv: {},
    render: { module: pathToFileURL(path.resolve('lib/check/__tests__/fixtures/hostile-render.ts')).href, indexFile: '' },
  };
  const urls = ['/a', '/spin', '/b', '/exit', '/c', '/wait', '/d'];
  const jobs: PageJob[] = urls.map((url) => ({
    source: `content/x${url}.mdx`,
    url,
    raw: `---\ntitle: T\n---\n\nText of ${url}.\n`,
    version: 0,
    tocMin: 2,
    tocMax: 4,
  }));
  const timed = async (some: PageJob[]) => {
    const started = Date.now();
    const results = await checkPages(some, shared, { threads: 1, mainThreadWorks: false });
    return { results, seconds: (Date.now() - started) / 1000 };
  };
  // (A worker's start and the good pages, on this machine as loaded now: what each new worker costs.)
  const good = await timed(jobs.filter((j) => !['/spin', '/exit', '/wait'].includes(j.url)));
  const { results, seconds } = await timed(jobs);
  const said = (url: string) => results[urls.indexOf(url)].problems.map((p) => `${p.file}: ${p.message}`).join('\n');
  assert.match(said('/spin'), /^content\/x\/spin\.mdx: evaluating the page took longer than 1 s \(content\.limits\.pageSeconds/);
  assert.match(said('/wait'), /^content\/x\/wait\.mdx: evaluating the page took longer than 1 s/);
  assert.match(said('/exit'), /^content\/x\/exit\.mdx: the thread evaluating the page ended \(exit code 7\)/);
  for (const url of ['/a', '/b', '/c', '/d']) {
    assert.equal(said(url), '', url);
    assert.equal(results[urls.indexOf(url)].article?.html, `<p>${url}</p>`);
  }
  // Each stuck page costs the limit and the pool's grace (5 s), and a new worker, not more.
  const bound = 4 * good.seconds + 3 * (1 + 5) + 10;
  assert.ok(seconds < bound, `${seconds} s, over ${bound.toFixed(1)} s (a worker and the good pages: ${good.seconds} s)`);
});
