import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { parse } from 'yaml';
import { schemaEntries, walkEntries, type JsonSchema, type ConfigEntry } from '../../shared/config-entries';
import { referenceSnippet, yamlSnippet } from '../../shared/yaml-snippet';
import { createValidator } from '../../browser/validate-config';

const vcluster = JSON.parse(fs.readFileSync('content/vcluster/0.27.0/_data/vcluster.schema.json', 'utf8')) as JsonSchema;
const devspace = JSON.parse(fs.readFileSync('content/docs/_data/devspace.schema.json', 'utf8')) as JsonSchema;

function find(root: ConfigEntry, dotted: string): ConfigEntry {
  const e = [...walkEntries(root)].find((x) => x.path.join('.') === dotted);
  assert.ok(e, `no entry ${dotted}`);
  return e;
}

const mini: JsonSchema = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', description: 'The name.' },
    mode: { $ref: '#/$defs/Mode' },
    list: { type: 'array', items: { $ref: '#/$defs/Item' } },
    labels: { type: 'object', additionalProperties: { type: 'string' } },
    things: { type: 'object', additionalProperties: { $ref: '#/$defs/Item' } },
    either: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
  },
  $defs: {
    Mode: { type: 'string', enum: ['a', 'b'], default: 'a', description: 'Mode.' },
    Item: {
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'string', description: 'Id.' }, on: { type: 'boolean', default: true, description: 'On.' } },
    },
  },
};

test('entries: types, refs, enums, defaults, required, arrays and maps', () => {
  const root = schemaEntries(mini);
  const byName = Object.fromEntries(root.children.map((c) => [c.name, c]));
  assert.equal(byName.name.required, true);
  assert.equal(byName.mode.type, 'string');
  assert.deepEqual(byName.mode.enum, ['a', 'b']);
  assert.equal(byName.mode.default, 'a');
  assert.equal(byName.list.type, 'object[]');
  assert.equal(byName.list.isArray, true);
  assert.deepEqual(
    byName.list.children.map((c) => [c.name, c.required]),
    [
      ['id', true],
      ['on', false],
    ],
  );
  assert.equal(byName.labels.type, 'map[string]string');
  assert.equal(byName.things.isMap, true);
  assert.equal(byName.things.children[0].name, '<name>');
  assert.equal(byName.either.type, 'string | integer');
  assert.equal(find(root, 'list.on').id, 'list-on');
});

test('vcluster.yaml entries match the real fields and anchors', () => {
  const secrets = schemaEntries(vcluster, 'sync.toHost.secrets');
  assert.deepEqual(secrets.children.map((c) => c.name).slice(0, 2), ['enabled', 'all']);
  assert.equal(find(secrets, 'sync.toHost.secrets.all').id, 'sync-toHost-secrets-all');
  assert.equal(find(secrets, 'sync.toHost.secrets.all').type, 'boolean');
  assert.equal(find(secrets, 'sync.toHost.secrets.enabled').default, true);
  assert.equal(schemaEntries(vcluster, 'sync.toHost.pods').children.find((c) => c.name === 'enabled')!.default, true);
  assert.throws(() => schemaEntries(vcluster, 'sync.toHost.nope'), /no field "nope" at sync\.toHost/);
});

test('YAML snippets set the field at its full path, parse, and carry the description', () => {
  const cases: [JsonSchema, string, string, unknown][] = [
    [vcluster, 'sync.toHost.secrets', 'sync.toHost.secrets.all', false],
    [vcluster, 'sync.toHost.pods', 'sync.toHost.pods.enabled', true],
    [vcluster, 'sync.fromHost.nodes', 'sync.fromHost.nodes.enabled', undefined],
    [vcluster, 'controlPlane.proxy', 'controlPlane.proxy.bindAddress', undefined],
    [vcluster, 'controlPlane.statefulSet', 'controlPlane.statefulSet.highAvailability.replicas', undefined],
    [vcluster, 'controlPlane.coredns', 'controlPlane.coredns.enabled', undefined],
    [vcluster, 'networking', 'networking.advanced.clusterDomain', undefined],
    [vcluster, 'policies.resourceQuota', 'policies.resourceQuota.enabled', undefined],
    [vcluster, 'integrations.metricsServer', 'integrations.metricsServer.enabled', undefined],
    [vcluster, 'exportKubeConfig', 'exportKubeConfig.context', undefined],
    [vcluster, 'telemetry', 'telemetry.enabled', undefined],
    [devspace, 'images', 'images.<name>.dockerfile', './Dockerfile'],
    [devspace, 'images', 'images.<name>.context', './'],
    [devspace, 'images', 'images.<name>.rebuildStrategy', 'default'],
    [devspace, 'deployments', 'deployments.<name>.updateImageTags', true],
    [devspace, 'localRegistry', 'localRegistry.image', 'registry:2.8.1'],
    [devspace, 'localRegistry', 'localRegistry.port', 5000],
  ];
  for (const [schema, base, dotted, expected] of cases) {
    const root = schemaEntries(schema, base);
    const entry = find(root, dotted);
    const snippet = yamlSnippet(entry);
    const parsed = parse(snippet) as Record<string, unknown>;
    let value: unknown = parsed;
    for (const key of entry.path) value = (value as Record<string, unknown>)?.[key === '<name>' ? 'my-name' : key];
    if (expected !== undefined) assert.deepEqual(value, expected, `${dotted} → ${snippet}`);
    else assert.notEqual(value, undefined, `${dotted} → ${snippet}`);
    if (entry.description) assert.match(snippet, /^\s*# /m, `${dotted} has a comment`);
  }
});

test('snippets inside lists use a list item and include required siblings', () => {
  const root = schemaEntries(devspace);
  const hooksCommand = find(root, 'hooks.command');
  const snippet = yamlSnippet(hooksCommand, [root, find(root, 'hooks')]);
  const parsed = parse(snippet) as { hooks: { events: unknown; command: unknown }[] };
  assert.ok(Array.isArray(parsed.hooks));
  assert.ok('events' in parsed.hooks[0], 'required "events" is filled in');
});

test("a reference's copy button copies its field's snippet with the required fields of the levels it shows", () => {
  // The whole file: `hooks` is a level of the reference, so a hook's required `events` is filled in.
  const whole = schemaEntries(devspace);
  const command = referenceSnippet(whole, 'hooks-command');
  assert.equal(command, yamlSnippet(find(whole, 'hooks.command'), [whole, find(whole, 'hooks')]));
  assert.ok('events' in (parse(command!) as { hooks: Record<string, unknown>[] }).hooks[0]);
  // A reference of `hooks` alone: its list is the top level the reference shows.
  const hooks = schemaEntries(devspace, 'hooks');
  assert.equal(referenceSnippet(hooks, 'hooks-command'), yamlSnippet(find(hooks, 'hooks.command'), [undefined, hooks]));
  // A field of no reference has none.
  assert.equal(referenceSnippet(hooks, 'images-name-dockerfile'), undefined);
});

const validateDevspace = createValidator(devspace);
const example = fs.readFileSync('content/docs/_data/devspace.example.yaml', 'utf8');

function issues(yaml: string) {
  return validateDevspace(yaml).map((i) => `${i.path}: ${i.message}`);
}

test('a valid full devspace.yaml passes', () => {
  assert.deepEqual(validateDevspace(example), []);
});

test('devspace.yaml rules: each violation is reported with its path', () => {
  const base = 'version: v2beta1\nname: app\n';
  assert.ok(issues('name: app\n').some((m) => m === 'version: missing required field "version"'));
  assert.ok(issues('version: v2beta1\n').some((m) => m === 'name: missing required field "name"'));
  assert.ok(issues(base + 'images:\n  api:\n    dockerfile: ./Dockerfile\n').some((m) => m === 'images.api.image: missing required field "image"'));
  assert.ok(issues(base + 'hooks:\n  - command: echo hi\n').some((m) => m === 'hooks[0].events: missing required field "events"'));
  assert.ok(issues(base + 'commands:\n  test:\n    description: run tests\n').some((m) => m === 'commands.test.command: missing required field "command"'));
  const patchBase = base + 'dev:\n  api:\n    imageSelector: ghcr.io/acme/api\n    patches:\n';
  assert.ok(issues(patchBase + '      - path: spec.containers[0].image\n').some((m) => m === 'dev.api.patches[0].op: missing required field "op"'));
  assert.ok(issues(patchBase + '      - op: remove\n').some((m) => m === 'dev.api.patches[0].path: missing required field "path"'));
  assert.ok(
    issues(base + 'images:\n  api:\n    image: acme/api\n    rebuildStrategy: sometimes\n').some((m) =>
      m.startsWith('images.api.rebuildStrategy: "sometimes" is not allowed; allowed values: "default", "always", "ignoreContextChanges"'),
    ),
  );
  assert.ok(
    issues(base + 'vars:\n  TOKEN:\n    source: web\n').some((m) => m.startsWith('vars.TOKEN.source: "web" is not allowed')),
    issues(base + 'vars:\n  TOKEN:\n    source: web\n').join('\n'),
  );
  assert.ok(
    issues(base + 'pipelines:\n  dev:\n    flags:\n      - name: fast\n        type: float\n').some((m) =>
      m.startsWith('pipelines.dev.flags[0].type: "float" is not allowed; allowed values: "bool", "int", "string", "stringArray"'),
    ),
  );
});

test('unknown fields, wrong types and YAML errors carry line:column', () => {
  const found = validateDevspace('version: v2beta1\nname: app\nimagez: {}\n');
  assert.equal(found[0].message, 'unknown field "imagez"');
  assert.equal(found[0].line, 3);
  assert.equal(found[0].column, 1);
  const typed = validateDevspace('version: v2beta1\nname: app\nlocalRegistry:\n  port: "five"\n');
  assert.ok(typed.some((i) => i.path === 'localRegistry.port' && /must be integer/.test(i.message) && i.line === 4));
  const broken = validateDevspace('version: v2beta1\nname: [app\n');
  assert.match(broken[0].message, /^YAML syntax error/);
  assert.ok(broken[0].line);
});

test('vcluster.yaml validation: unknown field and enum', () => {
  const v = createValidator(vcluster);
  assert.deepEqual(v('sync:\n  toHost:\n    secrets:\n      all: true\n'), []);
  const bad = v('sync:\n  toHost:\n    secretz:\n      all: true\n');
  assert.equal(bad[0].path, 'sync.toHost.secretz');
  assert.equal(bad[0].message, 'unknown field "secretz"');
});

test('the validator lists problems in the order of their lines, then columns', () => {
  // ajv reports in the schema's order (images before vars); the file has vars first.
  const yaml = 'version: v2beta1\nname: app\nbogus: 1\nvars:\n  TOKEN:\n    source: web\nimages:\n  api: 3\n';
  const found = validateDevspace(yaml).map((i) => `${i.line}:${i.column} ${i.path}`);
  assert.deepEqual(found, ['3:1 bogus', '6:13 vars.TOKEN.source', '8:8 images.api']);
});
