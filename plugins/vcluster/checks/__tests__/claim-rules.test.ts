import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkClaimRules } from '../claim-rules';

const schema = {
  type: 'object',
  properties: {
    etcd: {
      type: 'object',
      properties: {
        statefulSet: {
          type: 'object',
          properties: {
            image: {
              type: 'object',
              properties: {
                registry: { type: 'string', default: 'registry.k8s.io' },
                repository: { type: 'string', default: 'etcd' },
                tag: { type: 'string', default: '3.5.21-0' },
              },
            },
          },
        },
      },
    },
  },
};

const messages = (text: string) => checkClaimRules(text, schema as never).map((i) => `${i.line}: ${i.message}`);

test('closed set: naming two of the three tenant values without groups is a claim only about groups', () => {
  const wrong = '- **No groups.** Check that `tenant` is not `common` or `consumers`.';
  assert.match(messages(wrong)[0], /^1: names "common" and "consumers" of the tenant values .* but not "organizations"/);
  assert.deepEqual(messages('- **No groups.** Check that `tenant` is not `common`, `consumers` or `organizations`.'), []);
  // Without the context (groups), the same values are not judged.
  assert.deepEqual(messages('The `tenant` may be `common` or `consumers`.'), []);
});

test('requires: a page documenting auto snapshots says they need Platform 4.4, and states no other release', () => {
  assert.match(
    messages('Set `external.platform.autoSnapshot` to take snapshots.')[0],
    /^1: documents it without saying that auto snapshots are taken by vCluster Platform 4\.4/,
  );
  assert.deepEqual(messages('`autoSnapshot` needs vCluster Platform 4.4 or later.'), []);
  assert.match(messages('Auto snapshots work with Platform 4.3.\n\nThey need vCluster Platform 4.4 or later.')[0], /^1: says Platform 4\.3 next to it/);
  assert.deepEqual(messages('No snapshots here.'), []);
});

test('image tags: a default image with another tag, and an empty tag the schema sets', () => {
  assert.match(
    messages('The chart runs `registry.k8s.io/etcd:3.5.17-0`.')[0],
    /^1: image "registry\.k8s\.io\/etcd:3\.5\.17-0": the default tag of etcd\.statefulSet\.image .* is "3\.5\.21-0"/,
  );
  assert.deepEqual(messages('The chart runs `registry.k8s.io/etcd:3.5.21-0`.'), []);
  assert.deepEqual(messages('Pin it, for example `registry.k8s.io/etcd:3.6.0-0`.'), [], 'examples are not claims');
  assert.deepEqual(messages('The owner is `etcd:etcd`.'), [], 'a user and group is not an image');
  const table =
    '| Key | Default | Purpose |\n| --- | --- | --- |\n| `statefulSet.image` | registry `registry.k8s.io`, tag empty so the chart picks it | etcd image |';
  assert.match(messages(table)[0], /^3: "statefulSet\.image" is said to have no tag by default, but this version's schema sets "3\.5\.21-0"/);
  assert.deepEqual(messages('```\n`registry.k8s.io/etcd:1`\n```'), [], 'code blocks are not prose');
});

test('one-of: a patch whose expression and reverseExpression are listed as rival methods fails (issue #39, 0.23 sync page)', () => {
  const old = [
    'Each patch targets a `path` in the object and uses exactly one of these methods:',
    '',
    '- `expression`: a JavaScript expression applied when syncing.',
    '- `reverseExpression`: an expression applied in the other direction.',
    '- `reference`: treat the field as a reference.',
    '- `labels`: treat the field as a label selector.',
  ].join('\n');
  assert.match(messages(old)[0], /^1: offers "expression" and "reverseExpression" as separate choices/);
  const fixed = old
    .replace('uses exactly one of these methods:', 'changes it in one of three ways:')
    .replace('- `reverseExpression`: an expression applied in the other direction.\n', '');
  assert.deepEqual(messages(fixed), []);
  assert.equal(messages('A patch uses exactly one of `expression`, `reverseExpression`, `reference` or `labels`.').length, 1, 'in one line too');
  assert.deepEqual(messages('A patch uses exactly one of `expression` (with `reverseExpression` if needed), `reference` or `labels`.'), []);
  assert.deepEqual(messages('A patch uses exactly one of `reference` or `labels`.'), []);
});

test('refuted: the LoadBalancer address vCluster adds itself (issue #39, 0.20 proxy page)', () => {
  const old =
    'When you expose the virtual cluster through a LoadBalancer Service, a NodePort, an Ingress or a custom DNS record, clients connect using a name or IP address that vCluster cannot guess.';
  assert.match(messages(old)[0], /^1: states what the product does not do: vCluster adds the IP address and host name a LoadBalancer Service reports/);
  assert.deepEqual(messages('A name that clients reach through an Ingress or a custom DNS record is not visible to vCluster.'), []);
});

test('refuted, for the versions its source covers: agent-values annotation values replace agentValues (issue #39, platform current)', () => {
  const old =
    "Values for a single cluster are stored in the `loft.sh/agent-values` annotation. The platform merges them over the chart's defaults and over any platform-wide agent values, then rolls out the agent.";
  const onVersion = (version: string) => checkClaimRules(old, undefined, undefined, version).map((i) => i.message);
  assert.match(onVersion('current')[0], /platform-wide agentValues are ignored for it/);
  assert.deepEqual(onVersion('4.3.0'), [], 'the 4.3 chart only says the annotation takes precedence');
  assert.deepEqual(
    checkClaimRules(
      'When a cluster has this annotation, the platform-wide `agentValues` do not apply: the two are not merged.',
      undefined,
      undefined,
      'current',
    ),
    [],
  );
});
