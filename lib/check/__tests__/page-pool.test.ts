import { test } from 'node:test';
import { testSharedContext } from './shared-context';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSite } from '../../content/store';
import { versionFileMap } from '../../mdx/version-file-map';
import { checkConsistencyOnPool, checkPages, startPagePool } from '../page-pool';
import { runBuildChecks } from '../../plugins/engine';
import { sameTextOrder, type PageJob, type SharedContext } from '../page-jobs';
import { CONTENT_LIMITS } from '../../config/site-config';

const SITE = 'test/fixtures/site';
/** The components the fixture's pages use (the engine's list is lib/mdx/known-components.ts). */
const KNOWN_COMPONENTS = ['Admonition', 'CodeBlock', 'Tabs', 'TabItem'];

/** Every page of the fixture site several times over, plus pages with defects, as check jobs. */
function fixtureJobs(): { jobs: PageJob[]; shared: SharedContext } {
  const paths = {
    rootDir: process.cwd(),
    contentDir: path.resolve(SITE),
    configFile: path.join(SITE, 'site.config.json'),
    versionsFile: path.join(SITE, 'versions.json'),
  };
  const { index } = buildSite(paths, { gitDates: false, plugins: [] });
  const shared = testSharedContext(paths, { knownComponents: KNOWN_COMPONENTS, limits: { ...CONTENT_LIMITS, pageSeconds: 20 } });
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
        const v = shared.versions.push({ name: version.name, dir: version.dir, fileToUrl: versionFileMap(version) }) - 1;
        for (const doc of version.docs) {
          const raw = fs.readFileSync(doc.source, 'utf8');
          jobs.push({ source: doc.source, url: doc.url, raw, version: v, tocMin: 2, tocMax: 4, sameTextNext: round % 2 === 0 });
          jobs.push({ source: doc.source, url: doc.url, raw: bad[(jobs.length >> 1) % bad.length], version: v, tocMin: 2, tocMax: 4 });
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

/**
 * A checkout's plugins as a worker loads them, by the URL of their module (BuildCheckRun.pluginsModule):
 * one plugin whose build check reports every line of a page that says TODO.
 */
const PROBE_PLUGINS = `import fs from 'node:fs';
import path from 'node:path';
const check = {
  name: 'todo',
  run(contentDir) {
    const issues = [];
    for (const name of fs.readdirSync(contentDir).filter((f) => f.endsWith('.mdx')).sort())
      fs.readFileSync(path.join(contentDir, name), 'utf8').split('\\n').forEach((text, i) => {
        if (text.includes('TODO')) issues.push({ file: name, line: i + 1, message: 'a TODO is left' });
      });
    return new Map([['todo', issues]]);
  },
};
export const plugins = [{ name: 'probe', componentNames: [], buildChecks: [check] }];
`;

test('page pool: the consistency check runs on the first worker and finds what it finds here', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-consistency-'));
  try {
    const pluginsFile = path.join(dir, 'plugins.mjs');
    fs.writeFileSync(pluginsFile, PROBE_PLUGINS);
    const content = path.join(dir, 'content');
    fs.mkdirSync(content);
    fs.writeFileSync(path.join(content, 'page.mdx'), '---\ntitle: P\n---\n\nTODO: one.\n\nTODO: two.\n');
    const run = { contentDir: content, plugins: ['probe'], pluginsModule: pathToFileURL(pluginsFile).href };
    const here = await runBuildChecks(run);
    assert.deepEqual(
      here.flatMap(([, issues]) => issues.map((i) => `${i.file}:${i.line}`)),
      ['page.mdx:5', 'page.mdx:7'],
    );
    await assert.rejects(
      runBuildChecks({ ...run, plugins: ['vcluster'] }),
      /"plugins" names "vcluster", which this checkout does not have — use one of: probe/,
    );
    startPagePool(2);
    const onPool = checkConsistencyOnPool(run);
    assert.ok(onPool, 'a started pool takes the check');
    assert.deepEqual(await onPool, here);
    // The pool stops after its run (and waits for the consistency check first).
    await checkPages([], fixtureJobs().shared, { threads: 1 });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('page pool: pages with the same text below different frontmatter follow each other and share one parse, with the results of separate parses', async () => {
  const { shared } = fixtureJobs();
  const body = '\n# Same text\n\nA [link](./gone.mdx) and {missing}.\n';
  const page = (source: string, description: string, extra = '') => ({
    job: { source, raw: `---\ntitle: Same\ndescription: ${description}\n${extra}---\n${body}`, version: 0, tocMin: 2, tocMax: 4 } as PageJob,
  });
  const items = [
    page('content/a/one.mdx', 'One'),
    page('content/b/other.mdx', 'Other'),
    page('content/c/one.mdx', 'Two'),
    page('content/d/one.mdx', 'Three', 'sidebar_label: Longer\n'),
    page('content/e/one.mdx', 'Four'),
  ];
  items.splice(1, 1, { job: { ...items[1].job, raw: '---\ntitle: Other\n---\n\nOther text.\n' } });
  const ordered = sameTextOrder(items);
  // [source, the next job has its text, another job has its text]: only those may share a compile; the others' are not keyed.
  assert.deepEqual(
    ordered.map((i) => [i.job.source, i.job.sameTextNext, i.job.sharesText]),
    [
      ['content/a/one.mdx', true, true],
      ['content/c/one.mdx', true, true],
      ['content/e/one.mdx', false, true],
      ['content/b/other.mdx', false, false],
      // One frontmatter line more: the text is parsed at other lines, so it is parsed again.
      ['content/d/one.mdx', false, false],
    ],
  );
  const parsedTogether: string[] = [];
  const together = await checkPages(
    ordered.map((i) => i.job),
    shared,
    { threads: 1, parses: parsedTogether },
  );
  const parsedApart: string[] = [];
  const apart = await checkPages(
    ordered.map((i) => ({ ...i.job, sameTextNext: false })),
    shared,
    { threads: 1, parses: parsedApart },
  );
  assert.deepEqual(together, apart);
  // Three distinct texts: parsed once each together (the pool's tally says so), five times apart.
  assert.equal(new Set(parsedApart).size, 3);
  assert.equal(parsedApart.length, 5);
  assert.deepEqual(parsedTogether, [...new Set(parsedApart)]);
  // The second page's results are its own: its path, and its broken link.
  assert.match(together[1].problems[0]?.message ?? '', /"missing" is not defined/);
  assert.equal(together[1].problems[0].file, 'content/c/one.mdx');
  assert.equal(together[1].facts.brokenFileLinks[0]?.target, 'content/c/gone.mdx');
});

test('page pool: in one thread no text is parsed twice: a partial a page includes and takes exports from, and the exports two pages declare alike', async () => {
  const { shared } = fixtureJobs();
  const version = shared.versions.findIndex((v) => v.dir.endsWith('vcluster/1.1.0'));
  const page = (name: string, text: string): PageJob => ({
    source: `${SITE}/vcluster/1.1.0/${name}`,
    url: `/docs/vcluster/${name.replace('.mdx', '')}/`,
    raw: `---\ntitle: Uses\n---\n\n${text}`,
    version,
    tocMin: 2,
    tocMax: 4,
  });
  const uses = "import W, { SupportLine } from './_partials/exported-widget.mdx';\nexport const level = 'full';\n\n<W />\n\n<SupportLine level={level} />\n";
  const parses: string[] = [];
  const checks = await checkPages([page('uses-a.mdx', uses), page('uses-b.mdx', `# Other page\n\n${uses}`)], shared, { threads: 1, parses });
  assert.deepEqual(
    checks.map((c) => c.problems),
    [[], []],
  );
  assert.equal(parses.length, new Set(parses).size, `${parses.length} parses of ${new Set(parses).size} texts`);
});
