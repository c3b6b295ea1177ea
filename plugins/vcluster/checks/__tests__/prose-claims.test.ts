import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkDefaults, checkReleaseClaims, sameDefault, type VersionData } from '../prose-claims';
import { checkPage } from '../consistency';
import type { JsonSchema } from '../../schema/entries';
import type { CliData } from '../../data/cli-types';

const schema = (extra: Record<string, JsonSchema> = {}): JsonSchema => ({
  type: 'object',
  properties: {
    sync: { type: 'object', properties: { toHost: { type: 'object', properties: { pods: { type: 'object', properties: { enabled: { type: 'boolean', default: true } } } } } } },
    policies: {
      type: 'object',
      properties: { limitRange: { type: 'object', properties: { enabled: { type: ['string', 'boolean'], default: 'auto' }, spec: { type: 'object', default: { tls: [] } } } } },
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
  const table = ['| Key | Default | Purpose |', '| --- | --- | --- |', '| `enabled` | `true` | Turns it on |', '| `spec` | `tls: []` | Extra spec |', '', 'After the table `enabled` is just a word.'].join('\n');
  assert.deepEqual(
    checkDefaults(table, data, ['policies.limitRange']).map((i) => i.message),
    ['vcluster.yaml field "enabled" is said to default to true, but its default in this version\'s schema is "auto"'],
  );
  // A relative key that several fields share with different defaults is not judged.
  assert.deepEqual(checkDefaults(table, data), []);
});

test('flag defaults: the zero value counts as the default of a flag without one', () => {
  const data: VersionData = { version: '1.0.0', cli: cli([{ name: 'insecure', type: 'bool', description: 'd' }, { name: 'docker-login', type: 'bool', default: 'true', description: 'd' }]) };
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
  { version: '0.25.0', schema: schema({ privateNodes: { type: 'object', properties: { enabled: { type: 'boolean' } } } }), cli: cli([{ name: 'access-key', type: 'string', description: 'd' }]) },
  { version: '0.26.0', schema: schema({ privateNodes: { type: 'object', properties: { enabled: { type: 'boolean' } } } }), cli: cli([{ name: 'access-key', type: 'string', description: 'd' }]) },
  { version: 'current', schema: schema(), cli: cli([]) },
];

test('"new in vX" claims are checked against the version history', () => {
  assert.deepEqual(checkReleaseClaims('Turn on `privateNodes.enabled`, new in v0.25.', history), []);
  assert.deepEqual(checkReleaseClaims('`vcluster platform login --access-key` was introduced in 0.25.0.', history), []);
  assert.deepEqual(
    checkReleaseClaims('Turn on `privateNodes.enabled`, new in v0.26.', history).map((i) => i.message),
    ['"privateNodes.enabled" is said to be new in 0.26, but it is already in 0.25.0'],
  );
  assert.deepEqual(
    checkReleaseClaims('`sync.toHost.pods.enabled` arrived in 0.26, replacing `privateNodes.enabled`.', history).length,
    1,
  );
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
