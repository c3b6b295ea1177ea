import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkApiManifest, checkApiManifests } from '../api-manifests';
import type { ApiData } from '../../data/api-types';

const api = {
  version: '1',
  resources: [
    {
      kind: 'VirtualClusterInstance',
      spec: [
        { name: 'templateRef', type: 'object', description: 'd', fields: [{ name: 'name', type: 'string', description: 'd' }] },
        { name: 'parameters', type: 'string', description: 'd' },
        { name: 'access', type: 'object[]', description: 'd', fields: [{ name: 'users', type: 'string[]', description: 'd' }] },
        { name: 'labels', type: 'map[string]object', description: 'd', fields: [{ name: 'x', type: 'string', description: 'd' }] },
        { name: 'template', type: 'object', description: 'documented as a whole' },
      ],
      status: [{ name: 'phase', type: 'string', description: 'd' }],
    },
  ],
} as unknown as ApiData;

test('Platform manifests may only use the spec and status fields the API data lists', () => {
  const ok =
    'apiVersion: management.loft.sh/v1\nkind: VirtualClusterInstance\nmetadata:\n  name: a\n  labels: {x: y}\nspec:\n  templateRef:\n    name: t\n  access:\n    - users: [a]\n  labels:\n    anything: goes\n  template:\n    helmRelease: {}\nstatus:\n  phase: Ready\n';
  assert.deepEqual(checkApiManifest(ok, api), []);
  const bad = 'apiVersion: storage.loft.sh/v1\nkind: VirtualClusterInstance\nspec:\n  templateRef:\n    nam: t\n  access:\n    - user: a\n  clusterName: x\n';
  assert.deepEqual(
    checkApiManifest(bad, api).map((i) => `${i.line}: ${i.message}`),
    [
      '5: VirtualClusterInstance has no field "spec.templateRef.nam" in this version\'s API data',
      '7: VirtualClusterInstance has no field "spec.access.user" in this version\'s API data',
      '8: VirtualClusterInstance has no field "spec.clusterName" in this version\'s API data',
    ],
  );
  // Other API groups and kinds the data does not document are not judged.
  assert.deepEqual(checkApiManifest('apiVersion: v1\nkind: VirtualClusterInstance\nspec:\n  nope: 1\n', api), []);
  assert.deepEqual(checkApiManifest('apiVersion: management.loft.sh/v1\nkind: Other\nspec:\n  nope: 1\n', api), []);
});

test('YAML blocks of a page are checked with page line numbers, several documents each', () => {
  const page = [
    '# Title',
    '',
    '```yaml title="vci.yaml"',
    'apiVersion: v1',
    'kind: Namespace',
    '---',
    'apiVersion: management.loft.sh/v1',
    'kind: VirtualClusterInstance',
    'spec:',
    '  nope: true',
    '```',
    '',
  ].join('\n');
  assert.deepEqual(
    checkApiManifests(page, api).map((i) => i.line),
    [10],
  );
  assert.deepEqual(checkApiManifests('```bash\nspec:\n  nope: true\n```', api), []);
});
