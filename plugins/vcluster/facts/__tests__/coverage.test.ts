import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { commandOf, configFeatures, coverageGaps, coverageSummary, versionCoverage } from '../coverage';
import { tempDir } from '../../../../test/temp-dir';

// A product with two sync resources, a deprecated block and a logging block; three CLI commands.
const schema = {
  type: 'object',
  properties: {
    sync: {
      type: 'object',
      properties: {
        toHost: {
          type: 'object',
          properties: {
            secrets: { type: 'object', properties: { enabled: { type: 'boolean' }, all: { type: 'boolean' } } },
            pods: { type: 'object', properties: { enabled: { type: 'boolean' } } },
          },
        },
      },
    },
    logging: { type: 'object', properties: { encoding: { type: 'string' } } },
    old: { type: 'object', deprecated: true, properties: { x: { type: 'string' } } },
  },
};
const cli = {
  version: '1.0.0',
  globalFlags: [],
  commands: [
    { path: 'vcluster create', short: '', long: '', usage: '', flags: [] },
    { path: 'vcluster snapshot', short: '', long: '', usage: '', flags: [] },
    { path: 'vcluster snapshot create', short: '', long: '', usage: '', flags: [], examples: [{ command: 'vcluster snapshot create x' }] },
  ],
};

function site(pages: Record<string, string>): string {
  const root = tempDir('coverage-');
  const dir = path.join(root, 'vcluster', '1.0.0');
  fs.mkdirSync(path.join(dir, '_data'), { recursive: true });
  fs.writeFileSync(path.join(dir, '_data/vcluster.schema.json'), JSON.stringify(schema));
  fs.writeFileSync(path.join(dir, '_data/cli.json'), JSON.stringify(cli));
  for (const [rel, text] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return root;
}

const fence = (lang: string, body: string) => '```' + lang + '\n' + body + '\n```\n';

test("features are the schema subtrees at the rules' depth, deprecated ones left out", () => {
  assert.deepEqual(configFeatures(schema), ['sync.toHost.secrets', 'sync.toHost.pods', 'logging']);
});

test('a guide with steps, fields and a check is complete; the rest are gaps naming what is missing', () => {
  const root = site({
    'secrets.mdx':
      '# Secrets\n\n' +
      fence('yaml', 'sync:\n  toHost:\n    secrets:\n      all: true') +
      '\n## Verify\n\n' +
      fence('bash', 'kubectl get secrets -n host-ns') +
      '\n<ConfigReference schema="vcluster" path="sync.toHost.secrets" />\n',
    // Fields and steps, but the command after it checks nothing.
    'logging.mdx': '# Logging\n\n' + fence('yaml', 'logging:\n  encoding: json') + '\n<ConfigReference schema="vcluster" path="logging" />\n',
    // A guide that runs a command, from a partial.
    'create.mdx': "import Steps from './_steps.mdx'\n\n# Create\n\n<Steps />\n",
    '_steps.mdx': 'To confirm it runs:\n\n' + fence('bash', '$ vcluster create my-vc --namespace team'),
    // Generated reference pages never count as guides.
    'cli/vcluster_snapshot_create.mdx': fence('yaml', 'sync:\n  toHost:\n    pods:\n      enabled: true'),
  });
  const report = versionCoverage(root, 'vcluster', '1.0.0');
  assert.equal(coverageSummary(report), 'config 1/3 · cli 2/2');
  assert.deepEqual(coverageGaps(report), ['config sync.toHost.pods: no guide (steps, fields, verify)', 'config logging: logging.mdx lacks verify']);
  const create = report.features.find((f) => f.id === 'vcluster create');
  assert.deepEqual([create?.page, create?.has], ['create.mdx', ['fields', 'steps', 'verify']]);
});

test('a shell line counts for the longest command it runs', () => {
  const all = new Set(['vcluster snapshot', 'vcluster snapshot create']);
  assert.equal(commandOf('vcluster snapshot create s3://b/key', all), 'vcluster snapshot create');
  assert.equal(commandOf('vcluster snapshot --help', all), 'vcluster snapshot');
  assert.equal(commandOf('vcluster unknown', all), undefined);
});
