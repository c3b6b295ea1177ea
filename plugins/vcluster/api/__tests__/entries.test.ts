import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiEntries, OBJECT_META, walkApiEntries } from '../entries';
import type { ApiData, ApiResource } from '../../data/api-types';

const resource = (r: Partial<ApiResource> & Pick<ApiResource, 'slug' | 'kind'>): ApiResource => ({
  title: r.kind,
  description: 'd',
  group: 'management.loft.sh',
  version: 'v1',
  plural: `${r.kind.toLowerCase()}s`,
  scope: 'Cluster',
  overview: 'o',
  example: `kind: ${r.kind}`,
  spec: [],
  status: [],
  verbs: ['get'],
  ...r,
});

const data: ApiData = {
  version: '4.3.0',
  types: {
    [OBJECT_META]: [
      { name: 'name', type: 'string', description: 'Name.' },
      { name: 'ownerReferences', type: 'object[]', description: 'Owners.', ref: 'k8s.io/apimachinery/pkg/apis/meta/v1.OwnerReference' },
    ],
    'k8s.io/apimachinery/pkg/apis/meta/v1.OwnerReference': [{ name: 'uid', type: 'string', description: 'UID.' }],
    // A type that holds itself (as JSON schema props do): listed once, not again inside itself.
    'example.com/v1.Node': [{ name: 'next', type: 'object', description: 'Next.', ref: 'example.com/v1.Node' }],
  },
  resources: [
    resource({
      slug: 'project',
      kind: 'Project',
      spec: [
        {
          name: 'argoCD',
          type: 'object',
          description: 'Argo CD.',
          fields: [{ name: 'sso', type: 'object', description: 'SSO.', fields: [{ name: 'assignedRoles', type: 'string[]', description: 'Roles.' }] }],
        },
        { name: 'chain', type: 'object', description: 'Chain.', ref: 'example.com/v1.Node' },
      ],
      status: [
        { name: 'phase', type: 'string', description: 'Phase.' },
        { name: 'port', type: 'integer | string', description: 'Port.' },
        { name: 'size', type: 'quantity', description: 'Size.' },
      ],
    }),
    resource({
      slug: 'virtualclustertemplate',
      kind: 'VirtualClusterTemplate',
      spec: [{ name: 'displayName', type: 'string', description: 'Shown.' }],
      emptyStatus: true,
    }),
    resource({
      slug: 'project/templates',
      kind: 'ProjectTemplates',
      subresourceOf: 'projects',
      topLevel: true,
      status: [{ name: 'virtualClusterTemplates', type: 'object[]', description: 'Templates.', kindRef: 'VirtualClusterTemplate' }],
    }),
    resource({
      slug: 'virtualclustertemplate/kubeconfig',
      kind: 'VirtualClusterInstanceKubeConfig',
      subresourceOf: 'virtualclusterinstances',
      spec: [{ name: 'certificateTTL', type: 'integer', description: 'TTL.' }],
    }),
  ],
};

const ids = (slug: string) => [...walkApiEntries(apiEntries(data, slug))].map((e) => e.id);
/** Every kind's page starts so: the object's own fields, then ObjectMeta's. */
const OBJECT_TOP = ['kind', 'apiVersion', 'metadata', 'metadata-name', 'metadata-ownerReferences', 'metadata-ownerReferences-uid'];

test("a kind's page: kind, apiVersion, metadata (ObjectMeta, its own types expanded), spec and status, ids as the JSON path joined by -", () => {
  assert.deepEqual(ids('project'), [
    ...OBJECT_TOP,
    'spec',
    'spec-argoCD',
    'spec-argoCD-sso',
    'spec-argoCD-sso-assignedRoles',
    'spec-chain',
    'spec-chain-next',
    'status',
    'status-phase',
    'status-port',
    'status-size',
  ]);
  const entries = [...walkApiEntries(apiEntries(data, 'project'))];
  const byId = new Map(entries.map((e) => [e.id, e]));
  assert.match(byId.get('kind')!.description, /`Project`/);
  assert.equal(byId.get('metadata')!.typeName, 'ObjectMeta');
  // Fields listed from a shared type are not records of this page's search; the platform's own are.
  assert.equal(byId.get('metadata-name')!.shared, true);
  assert.equal(byId.get('spec-argoCD-sso-assignedRoles')!.shared, undefined);
  // The Go parts of value types, which the original site listed as fields, land on the field.
  assert.deepEqual(byId.get('status-port')!.originalIds, ['status-port-Type', 'status-port-IntVal', 'status-port-StrVal']);
  assert.deepEqual(byId.get('status-size')!.originalIds, ['status-size-Format']);
});

test('a kind whose status the API declares without fields lists it, empty', () => {
  assert.deepEqual(ids('virtualclustertemplate'), [...OBJECT_TOP, 'spec', 'spec-displayName', 'status']);
});

test('a subresource: its top-level fields, or spec and status when its kind has them; another kind inside is that kind in full', () => {
  assert.deepEqual(ids('project/templates').slice(0, 6), [
    'virtualClusterTemplates',
    'virtualClusterTemplates-kind',
    'virtualClusterTemplates-apiVersion',
    'virtualClusterTemplates-metadata',
    'virtualClusterTemplates-metadata-name',
    'virtualClusterTemplates-metadata-ownerReferences',
  ]);
  assert.ok(ids('project/templates').includes('virtualClusterTemplates-spec-displayName'));
  assert.ok(ids('project/templates').includes('virtualClusterTemplates-status'));
  assert.deepEqual(ids('virtualclustertemplate/kubeconfig'), ['spec', 'spec-certificateTTL']);
  assert.throws(() => apiEntries(data, 'nope'), /no API resource "nope" in the data of version 4\.3\.0/);
});

test("the page's Markdown: its own fields at every depth, a Kubernetes type or another kind by name", async () => {
  const { apiFieldsMarkdown } = await import('../markdown');
  const { markdownOfTree } = await import('../../../../lib/mdx/markdown-text');
  const md = markdownOfTree({ type: 'root', children: apiFieldsMarkdown({ resource: 'project' }, '4.3.0', 'content') }, 'https://example.dev');
  assert.match(md, /^- `kind` `string`: The object's kind: always `Project`\.$/m);
  assert.match(md, /^- `metadata` `object` \(ObjectMeta\): /m);
  assert.doesNotMatch(md, /ownerReferences/);
  assert.match(md, /^ {2}- `argoCD` `object`: /m);
  assert.match(md, /^ {6}- `assignedRoles` `string\[\]`: .*`read-only`/m);
});
