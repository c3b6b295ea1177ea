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

test('refuted: the Rancher publicEndpoints fix is not in every release after v0.19.8 (issue #39 item 5, current Rancher ingress page)', () => {
  const old =
    '1. **Upgrade vCluster.** The conflict is resolved in vCluster 0.19.8 and later, including all v0.27 releases. Check the version of the affected virtual cluster:';
  assert.match(messages(old)[0], /^1: states what the product does not do: the ingress syncer skips the Rancher field\.cattle\.io\/publicEndpoints annotation/);
  const oldOn020 =
    '1. **Upgrade vCluster.** Current releases, including all v0.20 releases, no longer sync that annotation back and forth; the exact release that fixed it is listed in the vCluster release notes.';
  assert.equal(messages(oldOn020).length, 1);
  const fixed =
    '1. **Upgrade vCluster.** The ingress syncer skips that annotation from v0.19.8, v0.20.5 and v0.21.1 on, and in every later release, including all v0.27 releases. v0.20.0 to v0.20.4 and v0.21.0 still sync it, so a version number above 0.19.8 alone does not mean the fix is there.';
  assert.deepEqual(messages(fixed), []);
  assert.deepEqual(messages('Current releases, including all v0.22 releases, no longer sync that annotation back and forth.'), [], 'v0.22.0 has the fix');
});

test('refuted, for the versions its source covers: a host namespace could still hold a second virtual cluster before v0.25 (issue #39 item 5, 0.23 introduction)', () => {
  const old =
    'A host namespace holds at most one virtual cluster, but a host cluster can run as many virtual clusters as it has capacity for. Virtual clusters can even be nested inside other virtual clusters.';
  const onVersion = (text: string, version: string) => checkClaimRules(text, undefined, undefined, version).map((i) => `${i.line}: ${i.message}`);
  assert.match(onVersion(old, '0.23.0')[0], /^1: states what the product does not do: a second virtual cluster can still share a host namespace/);
  assert.equal(onVersion(old, '0.24.0').length, 1);
  assert.deepEqual(onVersion(old, '0.25.0'), [], 'v0.25 refuses a second virtual cluster, so the sentence is right there');
  const fixed =
    'Give every virtual cluster a host namespace of its own; a host cluster can run as many virtual clusters as it has capacity for. vCluster v0.23 still lets a second virtual cluster into a namespace, with the deprecated `--reuse-namespace` flag of `vcluster create` or, with Helm, after only a warning, but that setup is deprecated and v0.25 refuses it.';
  assert.deepEqual(onVersion(fixed, '0.23.0'), []);
});
