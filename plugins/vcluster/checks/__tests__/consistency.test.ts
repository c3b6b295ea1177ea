import { test } from 'node:test';
import fs from 'node:fs';
import assert from 'node:assert/strict';
import { checkPage, checkCliCommand, checkVclusterYaml, hasConfigPath, shellWords, unpinnedPlatformUpgrade } from '../consistency';
import type { JsonSchema } from '../../shared/config-entries';
import type { CliData } from '../../data/cli-types';

const schema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sync: {
      type: 'object',
      properties: {
        toHost: { type: 'object', properties: { secrets: { type: 'object', properties: { enabled: { type: 'boolean' } } } } },
      },
    },
    controlPlane: {
      type: 'object',
      properties: {
        statefulSet: { type: 'object', properties: { labels: { type: 'object', additionalProperties: { type: 'string' } } } },
        ingress: { type: 'object', properties: { hosts: { type: 'array', items: { type: 'object', properties: { host: { type: 'string' } } } } } },
      },
    },
    integrations: {
      type: 'object',
      properties: {
        externalSecrets: {
          type: 'object',
          properties: { sync: { type: 'object', properties: { stores: { type: 'object', properties: { enabled: { type: 'boolean' } } } } } },
        },
      },
    },
  },
};

const cli: CliData = {
  version: '0.0.1',
  globalFlags: [{ name: 'namespace', shorthand: 'n', type: 'string', description: 'ns' }],
  commands: [
    {
      path: 'vcluster create',
      short: '',
      long: '',
      usage: 'vcluster create NAME [flags]',
      flags: [
        { name: 'connect', type: 'bool', description: 'c' },
        { name: 'values', shorthand: 'f', type: 'strings', description: 'v' },
      ],
    },
    { path: 'vcluster platform', short: '', long: '', usage: 'vcluster platform [command]', flags: [] },
    { path: 'vcluster platform add', short: '', long: '', usage: 'vcluster platform add [command]', flags: [] },
    {
      path: 'vcluster platform add cluster',
      short: '',
      long: '',
      usage: 'vcluster platform add cluster NAME',
      flags: [{ name: 'project', type: 'string', description: 'p' }],
    },
    { path: 'vcluster connect', short: '', long: '', usage: 'vcluster connect NAME [flags] [-- COMMAND]', flags: [] },
  ],
};

test('shell words keep quoted parts together', () => {
  assert.deepEqual(shellWords(`vcluster create a --set="x y" -f 'v.yaml'`), ['vcluster', 'create', 'a', '--set=x y', '-f', 'v.yaml']);
});

test('known commands and flags pass; unknown ones are named', () => {
  assert.deepEqual(checkCliCommand('vcluster create my-vc -n team --connect=false -f values.yaml', cli), []);
  assert.deepEqual(checkCliCommand('vcluster create my-vc --upgrade', cli), ['flag "--upgrade" is not a flag of "vcluster create" in this version\'s CLI']);
  assert.deepEqual(checkCliCommand('vcluster snapshot create my-vc', cli), ['command "vcluster snapshot" does not exist in this version\'s CLI']);
  assert.deepEqual(checkCliCommand('vcluster platform add vcluster my-vc', cli), [
    'command "vcluster platform add vcluster" does not exist in this version\'s CLI',
  ]);
  assert.deepEqual(checkCliCommand('vcluster platform add cluster c1 --project p', cli), []);
});

test('flags after -- and after a pipe belong to another program', () => {
  assert.deepEqual(checkCliCommand('vcluster connect my-vc -- kubectl get pods -A', cli), []);
  assert.deepEqual(checkCliCommand('vcluster create my-vc | tee -a log.txt', cli), []);
});

test('vcluster.yaml blocks: unknown fields are reported with their line', () => {
  const yaml = 'sync:\n  toHost:\n    secrets:\n      enabled: true\n    namespaces:\n      enabled: true\n';
  assert.deepEqual(checkVclusterYaml(yaml, schema), [
    { line: 5, message: 'vcluster.yaml field "sync.toHost.namespaces" does not exist in this version\'s schema' },
  ]);
  // Map values and list items are walked with their own schema.
  assert.deepEqual(
    checkVclusterYaml('controlPlane:\n  statefulSet:\n    labels:\n      team: a\n  ingress:\n    hosts:\n      - host: a\n        path: /\n', schema),
    [{ line: 8, message: 'vcluster.yaml field "controlPlane.ingress.hosts.path" does not exist in this version\'s schema' }],
  );
});

test('vcluster.yaml blocks: values the schema rules out are reported, as vcluster create would refuse them', () => {
  // A known field with the wrong type: unknownFields passes it, the schema does not.
  assert.deepEqual(checkVclusterYaml('sync:\n  toHost:\n    secrets:\n      enabled: "yes"\n', schema), [
    { line: 4, message: 'vcluster.yaml field "sync.toHost.secrets.enabled" breaks this version\'s schema: must be boolean (got string)' },
  ]);
  // A value outside an enum, in the second document of a block.
  const withEnum: JsonSchema = { type: 'object', properties: { mode: { type: 'string', enum: ['a', 'b'] } } };
  assert.deepEqual(checkVclusterYaml('mode: a\n---\nmode: c\n', withEnum), [
    { line: 3, message: 'vcluster.yaml field "mode" breaks this version\'s schema: "c" is not allowed; allowed values: "a", "b"' },
  ]);
  // An unknown field is named once, by the field walk, not again by the schema's additionalProperties.
  assert.deepEqual(
    checkVclusterYaml('bogus: 1\n', schema).map((i) => i.message),
    ['vcluster.yaml field "bogus" does not exist in this version\'s schema'],
  );
  assert.deepEqual(checkVclusterYaml('sync:\n  toHost:\n    secrets:\n      enabled: true\n', schema), []);
});

test('vcluster.yaml blocks: the real 0.27.0 schema rejects values of the wrong type', () => {
  const real = JSON.parse(fs.readFileSync('content/vcluster/0.27.0/_data/vcluster.schema.json', 'utf8')) as JsonSchema;
  const messages = (yaml: string) => checkVclusterYaml(yaml, real).map((i) => `${i.line}: ${i.message}`);
  assert.deepEqual(messages('controlPlane:\n  distro:\n    k8s:\n      enabled: "yes"\n'), [
    '4: vcluster.yaml field "controlPlane.distro.k8s.enabled" breaks this version\'s schema: must be boolean (got string)',
  ]);
  assert.deepEqual(messages('controlPlane:\n  statefulSet:\n    highAvailability:\n      replicas: three\n'), [
    '4: vcluster.yaml field "controlPlane.statefulSet.highAvailability.replicas" breaks this version\'s schema: must be integer (got string)',
  ]);
  assert.deepEqual(messages('controlPlane:\n  distro:\n    k8s:\n      enabled: true\n'), []);
});

test('a Platform page: blocks titled vcluster.yaml meet the paired vCluster schema; other blocks and prose do not', () => {
  const page = [
    'Set `sync.toHost.unknownThing` in the template.',
    '```yaml title="vcluster.yaml"',
    'sync:',
    '  toHost:',
    '    secrets:',
    '      enabled: 1',
    '```',
    '```yaml',
    'sync:',
    '  toHost:',
    '    secrets:',
    '      enabled: 1',
    '```',
  ].join('\n');
  assert.deepEqual(
    checkPage(page, { titledYamlSchema: schema }).map((i) => `${i.line}: ${i.message}`),
    ['6: vcluster.yaml field "sync.toHost.secrets.enabled" breaks this version\'s schema: must be boolean (got number)'],
  );
});

test('field paths: from the top or relative to a section; wildcards are not checked', () => {
  assert.equal(hasConfigPath('sync.toHost.secrets.enabled', schema), true);
  assert.equal(hasConfigPath('sync.stores.enabled', schema), true); // below integrations.externalSecrets
  assert.equal(hasConfigPath('sync.toHost.namespaces', schema), false);
  assert.equal(hasConfigPath('sync.*', schema), true);
});

test('a page: code blocks, inline commands and inline field paths, with page lines', () => {
  const page = [
    '---',
    'title: T',
    '---',
    'Turn on `sync.toHost.namespaces.enabled` to sync namespaces.',
    '```yaml title="vcluster.yaml"',
    'sync:',
    '  toHost:',
    '    pods: {}',
    '```',
    '```bash',
    'vcluster create my-vc \\',
    '  --chart-version 0.1.0',
    '```',
    'Run `vcluster node list` to see nodes.',
    'The old `sync.toHost.legacy` key was removed.',
    '```yaml title="deployment.yaml"',
    'apiVersion: v1',
    '```',
  ].join('\n');
  assert.deepEqual(
    checkPage(page, { schema, cli }).map((i) => `${i.line}: ${i.message}`),
    [
      '4: vcluster.yaml field "sync.toHost.namespaces.enabled" does not exist in this version\'s schema',
      '8: vcluster.yaml field "sync.toHost.pods" does not exist in this version\'s schema',
      '11: flag "--chart-version" is not a flag of "vcluster create" in this version\'s CLI',
      '14: command "vcluster node" does not exist in this version\'s CLI',
    ],
  );
});

test('helm upgrade of the platform chart from a repository must pin --version', () => {
  const base = 'helm upgrade vcluster-platform vcluster-platform --repo https://charts.loft.sh --namespace vcluster-platform --reuse-values';
  assert.match(unpinnedPlatformUpgrade(base) ?? '', /without --version: Helm takes the newest chart/);
  assert.match(
    unpinnedPlatformUpgrade('helm upgrade loft vcluster-platform --install --repo https://charts.loft.sh -f values.yaml') ?? '',
    /without --version/,
  );
  assert.match(
    unpinnedPlatformUpgrade('helm upgrade --install vcluster-platform oci://registry.example.com/charts/vcluster-platform') ?? '',
    /without --version/,
  );
  assert.equal(unpinnedPlatformUpgrade(`${base} --version "$PLATFORM_VERSION"`), undefined);
  assert.equal(unpinnedPlatformUpgrade(`${base} --version=4.3.0`), undefined);
  assert.equal(
    unpinnedPlatformUpgrade('helm upgrade vcluster-platform ./chart --namespace vcluster-platform'),
    undefined,
    'a local chart folder has one version',
  );
  assert.equal(unpinnedPlatformUpgrade('helm upgrade --install dex dex --repo https://charts.dexidp.io'), undefined, 'other charts are not judged');
});
