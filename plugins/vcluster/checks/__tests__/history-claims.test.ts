import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { checkHistoryClaims } from '../history-claims';
import { priorRelease } from '../consistency';
import type { VersionData } from '../prose-claims';
import type { CliData, PriorCli } from '../../data/cli-types';
import type { JsonSchema } from '../../shared/config-entries';

// The real history: v0.19.10's CLI facts, then the documented releases' CLI data.
const root = path.join(import.meta.dirname, '../../../..');
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
const history: VersionData[] = [
  priorRelease(readJson<PriorCli>('plugins/vcluster/data/cli-v0.19.json')),
  ...['0.20.0', '0.21.0', '0.22.0', '0.23.0', '0.24.0'].map((v) => ({ version: v, cli: readJson<CliData>(`content/vcluster/${v}/_data/cli.json`) })),
];
const check = (text: string, version = '0.24.0') => checkHistoryClaims(text, history, version).map((i) => `${i.line}: ${i.message}`);

// The wrong statements of issue #39, replayed as the pages had them (lightly paraphrased).
const OLD_TABLE = [
  'As a result, several flags of [`vcluster create`](./vcluster_create.mdx) were removed or deprecated.',
  '',
  '| Before v0.20 | Since v0.20 |',
  '| --- | --- |',
  '| `--extra-values` / `-f` | `--values` / `-f` with a `vcluster.yaml` file |',
  '| `--distro k8s` | `controlPlane.distro` in `vcluster.yaml`; the flag was removed |',
  '| `--kubernetes-version`, `--k3s-image` | the image settings of the distribution under `controlPlane.distro` |',
  '| `--create-cluster-role` | nothing to replace it; the RBAC comes from the enabled syncers |',
].join('\n');

test('history claims: every wrong statement of the old CLI-changes table fails', () => {
  for (const version of ['0.20.0', '0.22.0', '0.24.0']) {
    const issues = check(OLD_TABLE, version);
    const about = (flag: string) => issues.filter((i) => i.includes(`"vcluster create --${flag}"`));
    // -f was already --values in v0.19, not --extra-values.
    assert.match(about('extra-values').join('\n'), /shorthand -f before 0\.20, but in 0\.19\.10 -f is the shorthand of --values/, version);
    // --distro stayed, deprecated and hidden.
    assert.match(about('distro').join('\n'), /called removed, but 0\.20\.0's data has it, marked deprecated/, version);
    // --kubernetes-version lasted until v0.22.
    assert.match(about('kubernetes-version').join('\n'), /listed as replaced in 0\.20, but 0\.20\.0's data still has it/, version);
    // --k3s-image and --create-cluster-role were gone long before v0.20.
    assert.match(about('k3s-image').join('\n'), /0\.19\.10's data does not have it: it was gone earlier/, version);
    assert.match(about('create-cluster-role').join('\n'), /0\.19\.10's data does not have it: it was gone earlier/, version);
  }
});

test('history claims: the same statements in prose fail too', () => {
  const fails: [string, RegExp][] = [
    // 0.20's what's new, on a page of version 0.20
    [
      '`vcluster create` dropped `--distro`, `--isolate`, `--extra-values` and `--disable-pro`.',
      /"vcluster create --distro" is said to be gone, but this version's data has it, marked deprecated/,
    ],
    [
      'v0.20 removed `--k3s-image` and `--create-cluster-role` from `vcluster create`.',
      /"vcluster create --k3s-image" is said to be removed in 0\.20, but 0\.19\.10's data does not have it either/,
    ],
    ['`vcluster create --kubernetes-version` was removed in v0.20.', /removed in 0\.20, but 0\.20\.0's data has it$/],
    ['In v0.20, `vcluster create --distro` was removed.', /removed in 0\.20, but 0\.20\.0's data has it, marked deprecated/],
    ['With v0.20, `vcluster create --extra-values` was renamed to `--values`.', /but 0\.19\.10 already has "vcluster create --values"/],
    ['`vcluster create --update-current` is deprecated since v0.20.', /deprecated in 0\.20, but 0\.20\.0's data has it, not deprecated/],
  ];
  for (const [text, expected] of fails) assert.match(check(text, '0.20.0').join('\n'), expected, text);
  assert.equal(check(fails[1][0], '0.20.0').length, 2, 'both flags of the list are judged');
});

test('history claims: true statements pass, and releases the data cannot see are left alone', () => {
  const NEW_TABLE = [
    'Several flags of [`vcluster create`](./vcluster_create.mdx) went away or were deprecated.',
    '',
    '| Before v0.20 | From v0.20 on |',
    '| --- | --- |',
    '| `--extra-values` | `--values` / `-f` with a `vcluster.yaml` file; `--extra-values` no longer exists |',
    '| `--distro k8s` | `controlPlane.distro`; the flag is still accepted, but deprecated and hidden from `--help` |',
    '| `--isolate` | the `policies` section |',
    '| `--disable-pro` | gone; the driver decides |',
    '| `--kubernetes-version` | kept until v0.22 |',
    '| `--update-current` | deprecated since v0.21; use `--connect` |',
  ].join('\n');
  for (const version of ['0.20.0', '0.24.0'])
    assert.deepEqual(
      check(
        NEW_TABLE.replace(
          '| `--update-current` | deprecated since v0.21; use `--connect` |',
          version === '0.20.0' ? '' : '| `--update-current` | deprecated since v0.21; use `--connect` |',
        ),
        version,
      ),
      [],
    );
  const pass = [
    '`vcluster create --kubernetes-version` was removed in v0.23.',
    '`vcluster create --update-current` is deprecated since v0.21.',
    'v0.20 removed `--isolate` and `--disable-pro` from `vcluster create`.',
    // Older than the data: v0.19 is the oldest release it has, so "removed in v0.16" and "removed in v0.19" are not judged.
    '`vcluster create --k3s-image` was removed in v0.16.',
    '`vcluster create --k3s-image` was removed in v0.19.',
    // Not about history at all.
    '`vcluster delete --keep-pvc` keeps the claims; otherwise they are removed with the namespace.',
  ];
  for (const text of pass) assert.deepEqual(check(text), [], text);
});

test('history claims: vcluster.yaml fields are judged present or absent, never by a deprecation mark', () => {
  const schema = (props: Record<string, JsonSchema>): JsonSchema => ({ type: 'object', properties: { sync: { type: 'object', properties: props } } });
  const fieldHistory: VersionData[] = [
    { version: '0.20.0', schema: schema({ old: { type: 'boolean' } }) },
    { version: '0.21.0', schema: schema({ new: { type: 'boolean' } }) },
  ];
  const run = (text: string, v = '0.21.0') => checkHistoryClaims(text, fieldHistory, v, ['sync']).map((i) => i.message);
  assert.deepEqual(run('`sync.old` was renamed to `sync.new` in v0.21.'), []);
  assert.deepEqual(run('`sync.old` was removed in v0.21.'), []);
  assert.deepEqual(run('`sync.new` was removed in v0.21.'), ['"sync.new" is said to be removed in 0.21, but 0.21.0\'s data has it']);
  assert.deepEqual(run('`sync.old` was renamed to `sync.other` in v0.21.'), [
    '"sync.old" is said to be renamed to "sync.other" in 0.21, but 0.21.0\'s data has no "sync.other"',
  ]);
  // A field's deprecation lives in its description, so the claim is not judged.
  assert.deepEqual(run('`sync.new` is deprecated.'), []);
});
