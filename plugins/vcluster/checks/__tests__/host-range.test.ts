import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { checkHostRange, quickStartHostProblems, statedHostRanges } from '../host-range';
import { HOST_VERSIONS, type HostVersions } from '../../facts/host-versions';

const root = path.resolve(import.meta.dirname, '../../../..');
/** Quick starts written for this test: 0.23.0 states 1.27 to 1.32, 0.24.0 the matrix's v1.30–v1.33. */
const fixture = 'test/fixtures/host-range';
const fixturePage = (version: string) => fs.readFileSync(path.join(root, fixture, 'vcluster', version, 'index.mdx'), 'utf8');
const vclusterVersions = () =>
  (JSON.parse(fs.readFileSync(path.join(root, 'versions.json'), 'utf8')) as { vcluster: { versions: { name: string }[] } }).vcluster.versions.map(
    (v) => v.name,
  );

test('the stated range is read from the sentence patterns the quick starts use, old and new', () => {
  const cases: [string, { min: string; max?: string } | undefined][] = [
    ['- **A host cluster running Kubernetes 1.27 to 1.32**, selected as your current kube context.', { min: '1.27', max: '1.32' }],
    ['- **A host cluster running Kubernetes 1.28 or newer**, as its prerequisites require.', { min: '1.28' }],
    ['A host cluster on **Kubernetes v1.30–v1.33**.', { min: '1.30', max: '1.33' }],
    ['Your host cluster must run Kubernetes between v1.28 and v1.31.', { min: '1.28', max: '1.31' }],
    ['Access to a Kubernetes v1.28+ cluster. This is the host cluster.', undefined], // the host is named in the next sentence
    ['Access to a Kubernetes v1.28+ host cluster.', { min: '1.28' }],
    ['The host needs at least Kubernetes 1.30.', { min: '1.30' }],
    ['Host clusters running Kubernetes v1.28, v1.29 and v1.30 are supported.', { min: '1.28', max: '1.30' }],
    ['The host cluster runs Kubernetes `1.30.2` through `1.33.1`.', { min: '1.30', max: '1.33' }],
    ['A host cluster running Kubernetes 1.30.', undefined], // one version is not a range
    ['Kubernetes 1.28 to 1.32 for the virtual cluster.', undefined], // not about the host
  ];
  for (const [line, want] of cases) {
    const found = statedHostRanges(line);
    assert.deepEqual(found[0] && { min: found[0].min, max: found[0].max }, want && { max: undefined, ...want }, line);
  }
});

test('the fixture quick start fails on its wrong range, at its line, and passes once the range is right', () => {
  const page = fixturePage('0.23.0');
  const facts = HOST_VERSIONS['0.23.0'];
  assert.deepEqual(checkHostRange(page, '0.23.0', facts), [
    { line: 9, message: 'states hosts 1.27 to 1.32 — the 0.23 compatibility matrix gives 1.28 to 1.32' },
  ]);
  assert.deepEqual(checkHostRange(page.replace('1.27 to 1.32', '1.28 to 1.32'), '0.23.0', facts), []);
  // The other fixture version writes its range another way, and it is right.
  assert.deepEqual(checkHostRange(fixturePage('0.24.0'), '0.24.0', HOST_VERSIONS['0.24.0']), []);
});

test('a version without a matrix: the prerequisites’ open range, and no credit to a matrix', () => {
  const facts: HostVersions = { min: '1.28', source: 'prerequisites', from: 'vcluster_versioned_docs/version-0.19.0/prerequisites.mdx' };
  const right = '- **A host cluster running Kubernetes 1.28 or newer**, as the prerequisites of vCluster 0.19 require.';
  assert.deepEqual(checkHostRange(right, '0.19.0', facts), []);
  const closed = '- **A host cluster running Kubernetes 1.28 to 1.31**, as the prerequisites of vCluster 0.19 require.';
  assert.deepEqual(
    checkHostRange(closed, '0.19.0', facts).map((i) => i.message),
    ['states hosts 1.28 to 1.31 — the 0.19 prerequisites give 1.28 or newer'],
  );
  const credited = '- **A host cluster running Kubernetes 1.28 or newer**. vCluster 0.19 lists these in its compatibility matrix.';
  assert.deepEqual(
    checkHostRange(credited, '0.19.0', facts).map((i) => i.message),
    ['credits the host versions to a compatibility matrix, which 0.19 does not have — the 0.19 prerequisites give 1.28 or newer'],
  );
  assert.deepEqual(
    checkHostRange('No word on the host here.', '0.19.0', facts).map((i) => `${i.line}: ${i.message}`),
    ['1: states no host Kubernetes versions — the 0.19 prerequisites give 1.28 or newer'],
  );
});

test('every version: a problem line per wrong page, versions the content lacks left out, versions without facts reported', () => {
  const content = path.join(root, fixture);
  const file = (v: string) => path.join(content, 'vcluster', v, 'index.mdx');
  assert.deepEqual(quickStartHostProblems(content, ['0.24.0', '0.23.0', '0.20.0']), [
    `${file('0.23.0')}:9: states hosts 1.27 to 1.32 — the 0.23 compatibility matrix gives 1.28 to 1.32`,
  ]);
  const withoutFacts = { ...HOST_VERSIONS };
  delete withoutFacts['0.24.0'];
  assert.match(
    quickStartHostProblems(content, ['0.24.0'], withoutFacts)[0],
    /0\.24\.0\/index\.mdx: no host Kubernetes versions for 0\.24\.0 in plugins\/vcluster\/facts\/host-versions\.ts/,
  );
});

test('npm run check:facts -- --prose fails on the fixture content with the line of the wrong range', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-facts.ts', '--prose'], {
    cwd: root,
    env: { ...process.env, DOCS_CONTENT_DIR: fixture },
    encoding: 'utf8',
  });
  assert.equal(run.status, 1, run.stderr);
  assert.match(
    run.stdout,
    /^ {2}test\/fixtures\/host-range\/vcluster\/0\.23\.0\/index\.mdx:9: states hosts 1\.27 to 1\.32 — the 0\.23 compatibility matrix gives 1\.28 to 1\.32$/m,
  );
  assert.doesNotMatch(run.stdout, /0\.24\.0\/index\.mdx/);
});

test('the facts cover exactly the documented versions, with min ≤ max', () => {
  assert.deepEqual(Object.keys(HOST_VERSIONS).sort(), vclusterVersions().sort());
  for (const [version, f] of Object.entries(HOST_VERSIONS)) {
    assert.match(f.min, /^1\.\d+$/, version);
    if (f.max) assert.ok(Number(f.min.split('.')[1]) <= Number(f.max.split('.')[1]), version);
    assert.ok(f.from.endsWith('.mdx'), version);
  }
});

test('every quick start in content/ states its version’s host range', () => {
  const content = path.join(root, 'content');
  if (!fs.existsSync(path.join(content, 'vcluster'))) return;
  assert.deepEqual(quickStartHostProblems(content, vclusterVersions()), []);
});
