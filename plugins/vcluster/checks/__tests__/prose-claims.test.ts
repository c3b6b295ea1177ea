import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkDefaults, checkRelativeFields, checkReleaseClaims, sameDefault, type VersionData } from '../prose-claims';
import { checkPage } from '../consistency';
import type { JsonSchema } from '../../shared/config-entries';
import type { CliData } from '../../data/cli-types';

const schema = (extra: Record<string, JsonSchema> = {}): JsonSchema => ({
  type: 'object',
  properties: {
    sync: {
      type: 'object',
      properties: { toHost: { type: 'object', properties: { pods: { type: 'object', properties: { enabled: { type: 'boolean', default: true } } } } } },
    },
    policies: {
      type: 'object',
      properties: {
        limitRange: {
          type: 'object',
          properties: { enabled: { type: ['string', 'boolean'], default: 'auto' }, spec: { type: 'object', default: { tls: [] } } },
        },
      },
    },
    ...extra,
  },
});

const cli = (flags: CliData['commands'][number]['flags'], extra: CliData['commands'] = []): CliData => ({
  version: '1.0.0',
  globalFlags: [],
  commands: [{ path: 'vcluster platform login', short: 's', long: 'l', usage: 'u', flags }, ...extra],
});

test('defaults in prose: matching ones pass, contradicted ones are named with the data value', () => {
  const data: VersionData = { version: '1.0.0', schema: schema() };
  assert.deepEqual(checkDefaults('`sync.toHost.pods.enabled` defaults to `true`.', data), []);
  assert.deepEqual(checkDefaults('Keep `policies.limitRange.enabled` (default: `auto`) as it is.', data), []);
  assert.deepEqual(
    checkDefaults('Intro line.\n`sync.toHost.pods.enabled` defaults to `false`, so pods stay local.', data).map((i) => `${i.line}: ${i.message}`),
    ['2: vcluster.yaml field "sync.toHost.pods.enabled" is said to default to false, but its default in this version\'s schema is true'],
  );
  // Code blocks are not prose.
  assert.deepEqual(checkDefaults('```yaml\n# `sync.toHost.pods.enabled` defaults to `false`\n```', data), []);
});

test('defaults in "Key | Default" tables resolve keys below the page\'s config reference path', () => {
  const data: VersionData = { version: '1.0.0', schema: schema() };
  const table = [
    '| Key | Default | Purpose |',
    '| --- | --- | --- |',
    '| `enabled` | `true` | Turns it on |',
    '| `spec` | `tls: []` | Extra spec |',
    '',
    'After the table `enabled` is just a word.',
  ].join('\n');
  assert.deepEqual(
    checkDefaults(table, data, ['policies.limitRange']).map((i) => i.message),
    ['vcluster.yaml field "enabled" is said to default to true, but its default in this version\'s schema is "auto"'],
  );
  // A relative key that several fields share with different defaults is not judged.
  assert.deepEqual(checkDefaults(table, data), []);
});

test('flag defaults: the zero value counts as the default of a flag without one', () => {
  const data: VersionData = {
    version: '1.0.0',
    cli: cli([
      { name: 'insecure', type: 'bool', description: 'd' },
      { name: 'docker-login', type: 'bool', default: 'true', description: 'd' },
    ]),
  };
  assert.deepEqual(checkDefaults('`vcluster platform login --docker-login` defaults to `true`.', data), []);
  assert.deepEqual(
    checkDefaults('`vcluster platform login --insecure` defaults to `true`.', data).map((i) => i.message),
    ['"vcluster platform login --insecure" is said to default to true, but its default in this version\'s CLI is false'],
  );
});

test('prose values compare with data values of every type', () => {
  assert.equal(sameDefault('"auto"', 'auto'), true);
  assert.equal(sameDefault('3', 3), true);
  assert.equal(sameDefault('[a, b]', ['a', 'b']), true);
  assert.equal(sameDefault('{}', { a: 1 }), false);
});

const history: VersionData[] = [
  { version: '0.24.0', schema: schema(), cli: cli([]) },
  {
    version: '0.25.0',
    schema: schema({ privateNodes: { type: 'object', properties: { enabled: { type: 'boolean' } } } }),
    cli: cli([{ name: 'access-key', type: 'string', description: 'd' }]),
  },
  {
    version: '0.26.0',
    schema: schema({ privateNodes: { type: 'object', properties: { enabled: { type: 'boolean' } } } }),
    cli: cli([{ name: 'access-key', type: 'string', description: 'd' }]),
  },
  { version: 'current', schema: schema(), cli: cli([]) },
];

test('"new in vX" claims are checked against the version history', () => {
  assert.deepEqual(checkReleaseClaims('Turn on `privateNodes.enabled`, new in v0.25.', history), []);
  assert.deepEqual(checkReleaseClaims('`vcluster platform login --access-key` was introduced in 0.25.0.', history), []);
  assert.deepEqual(
    checkReleaseClaims('Turn on `privateNodes.enabled`, new in v0.26.', history).map((i) => i.message),
    ['"privateNodes.enabled" is said to be new in 0.26, but it is already in 0.25.0'],
  );
  assert.deepEqual(checkReleaseClaims('`sync.toHost.pods.enabled` arrived in 0.26, replacing `privateNodes.enabled`.', history).length, 1);
  assert.deepEqual(
    checkReleaseClaims('Intro.\nNew in 0.24: `privateNodes.enabled` lets nodes join.', history).map((i) => `${i.line}: ${i.message}`),
    ['2: "privateNodes.enabled" is said to be new in 0.24, but 0.24\'s data does not have it (first in 0.25.0)'],
  );
  // Releases outside the documented range and subjects no version knows are left alone.
  assert.deepEqual(checkReleaseClaims('`sync.toHost.pods.enabled` exists since v0.19.', history), []);
  assert.deepEqual(checkReleaseClaims('`foo.bar` is new in 0.25.', history), []);
});

test('a page: removed commands are reported unless the sentence is about the change', () => {
  const data = { cli: cli([], [{ path: 'vcluster import', short: 's', long: 'l', usage: 'u', flags: [], removed: 'Taken out before 0.20.' }]) };
  assert.deepEqual(
    checkPage('Run `vcluster import my-vc` to add it.\n`vcluster import` was taken out; use something else.', data).map((i) => `${i.line}: ${i.message}`),
    ['1: command "vcluster import" is not in this version\'s CLI (Taken out before 0.20.)'],
  );
});

test("paths relative to the page's config reference must exist below it in this version", () => {
  const backingStore: JsonSchema = {
    type: 'object',
    properties: {
      controlPlane: {
        type: 'object',
        properties: {
          backingStore: {
            type: 'object',
            properties: {
              etcd: {
                type: 'object',
                properties: { embedded: { type: 'object', properties: { enabled: { type: 'boolean' } } }, deploy: { type: 'object', properties: {} } },
              },
              database: {
                type: 'object',
                properties: { external: { type: 'object', properties: { extraArgs: { type: 'object', additionalProperties: { type: 'string' } } } } },
              },
            },
          },
        },
      },
    },
  };
  const bases = ['controlPlane.backingStore'];
  const table = [
    '| Option | Key |',
    '| --- | --- |',
    '| Embedded etcd | `etcd.embedded` |',
    '| External etcd | `etcd.external` |',
    '| Database | `database.external.extraArgs.foo` |',
  ].join('\n');
  assert.deepEqual(
    checkRelativeFields(table, backingStore, bases).map((i) => `${i.line}: ${i.message}`),
    [
      '4: vcluster.yaml field "controlPlane.backingStore.etcd.external" (written "etcd.external" below the page\'s config reference) does not exist in this version\'s schema',
    ],
  );
  // Without a reference on the page, or for words that are not below it, nothing is judged.
  assert.deepEqual(checkRelativeFields(table, backingStore, []), []);
  assert.deepEqual(checkRelativeFields('Edit `etcd.conf` or `vcluster.yaml`; `other.thing` is not ours.', backingStore, bases), []);
  // A sentence about a later release may name what this one lacks; code blocks are not prose.
  assert.deepEqual(
    checkRelativeFields('An etcd you run yourself (`etcd.external`) arrived in v0.25.\n```yaml\n# `etcd.external`\n```', backingStore, bases),
    [],
  );
  // The page check runs it with the bases of the page's <ConfigReference>.
  const page = `${table}\n\n<ConfigReference schema="vcluster" path="controlPlane.backingStore" />\n`;
  assert.deepEqual(
    checkPage(page, { schema: backingStore }).map((i) => i.line),
    [4],
  );
});

test('"new in vX" claims about features named in words (private nodes, sleep mode) are checked too', () => {
  assert.deepEqual(checkReleaseClaims('Private nodes, introduced in v0.25, give a virtual cluster its own nodes.', history), []);
  assert.deepEqual(
    checkReleaseClaims('Private nodes are a tenancy model introduced in vCluster v0.26.', history).map((i) => i.message),
    ['"Private nodes" is said to be new in 0.26, but it is already in 0.25.0'],
  );
  assert.deepEqual(
    checkReleaseClaims('New in v0.24, private nodes turn it into a hosted control plane.', history).map((i) => i.message),
    ['"private nodes" is said to be new in 0.24, but 0.24\'s data does not have it (first in 0.25.0)'],
  );
  // A feature any of whose fields a release has counts as present (sleep mode began as experimental.sleepMode).
  const sleep = (fields: Record<string, JsonSchema>): VersionData['schema'] => schema(fields);
  const sleepHistory: VersionData[] = [
    { version: '0.21.0', schema: sleep({}) },
    { version: '0.22.0', schema: sleep({ experimental: { type: 'object', properties: { sleepMode: { type: 'object', properties: {} } } } }) },
    { version: '0.24.0', schema: sleep({ sleepMode: { type: 'object', properties: {} } }) },
  ];
  assert.deepEqual(checkReleaseClaims('The native sleep mode added in 0.22 now lives under `sleepMode`.', sleepHistory), []);
  assert.equal(checkReleaseClaims('| `x` | Native sleep mode, new in v0.24 |', sleepHistory).length, 1);
});

test('"on by default" and "off by default" after a field are checked against its default or its enabled switch', () => {
  const data: VersionData = { version: '1.0.0', schema: schema() };
  assert.deepEqual(checkDefaults('`sync.toHost.pods.enabled`, on by default, copies pods.', data), []);
  assert.deepEqual(checkDefaults('`sync.toHost.pods` is enabled by default.', data), []);
  assert.deepEqual(
    checkDefaults('`sync.toHost.pods` is off by default.', data).map((i) => i.message),
    ['vcluster.yaml field "sync.toHost.pods" is said to be off by default, but sync.toHost.pods.enabled defaults to true in this version\'s schema'],
  );
  assert.equal(checkDefaults('`sync.toHost.pods.enabled` is not enabled by default.', data).length, 1);
  // A condition in between, or a claim in another sentence, is not judged; non-boolean fields neither.
  assert.deepEqual(checkDefaults('`sync.toHost.pods.enabled` is off by default when the virtual scheduler runs.', data).length, 1);
  assert.deepEqual(checkDefaults('With `sync.toHost.pods.enabled` unless set, it is off by default.', data), []);
  assert.deepEqual(checkDefaults('Set `sync.toHost.pods.enabled`. Ingress sync is off by default.', data), []);
  assert.deepEqual(checkDefaults('`policies.limitRange.spec` is off by default.', data), []);
});

test('on/off claims in table cells: next to a field in the cell, or about the key of the row', () => {
  const data: VersionData = { version: '1.0.0', schema: schema() };
  const table = (row: string) => ['| Key | Purpose |', '| --- | --- |', row].join('\n');
  assert.deepEqual(checkDefaults(table('| Pods | `sync.toHost.pods.enabled`, on by default |'), data), []);
  assert.deepEqual(
    checkDefaults(table('| Pods | `sync.toHost.pods.enabled`, off by default |'), data).map((i) => i.line),
    [3],
  );
  assert.deepEqual(checkDefaults(table('| `sync.toHost.pods.enabled` | Copies pods; on by default once installed |'), data), []);
  assert.deepEqual(
    checkDefaults(table('| `sync.toHost.pods.enabled` | Copies pods; off by default |'), data).map((i) => i.line),
    [3],
  );
  // Relative keys resolve below the page's config reference.
  assert.deepEqual(checkDefaults(table('| `pods.enabled` | Copies pods (off by default) |'), data, ['sync.toHost']).length, 1);
});

test("on/off claims about features named in words use the feature's enabled switch", () => {
  const data: VersionData = {
    version: '1.0.0',
    schema: schema({ privateNodes: { type: 'object', properties: { enabled: { type: 'boolean', default: false } } } }),
  };
  assert.deepEqual(checkDefaults('Private nodes are **disabled by default**.', data), []);
  assert.deepEqual(
    checkDefaults('Private nodes, new in v0.26, are on by default.', data).map((i) => i.message),
    ['vcluster.yaml "Private nodes" (privateNodes) is said to be on by default, but privateNodes.enabled defaults to false in this version\'s schema'],
  );
  // When fields stand between the feature and the claim, the claim is about them.
  assert.deepEqual(checkDefaults('Add-ons for private nodes: `sync.toHost.pods.enabled` is on by default.', data), []);
});
