import { test } from 'node:test';
import assert from 'node:assert/strict';
import { arrangeSets, holdsEvery, otherSets, pageOrder, sectionHits, setsOfScope, type SetAnswer } from '../cross-set';
import { parseQuery } from '../local-engine';
import type { SearchHit } from '../types';

const SETS = [
  { id: 'docs', label: 'Docs', stableVersion: 'current' },
  { id: 'vcluster', label: 'vCluster', stableVersion: '0.27.0' },
  { id: 'platform', label: 'vCluster Platform', stableVersion: '4.3.0' },
];

const hit = (url: string, title: string, lvl0 = 'Guides', heading: string | null = null): SearchHit => ({
  objectID: url,
  url,
  hierarchy: { lvl0, lvl1: title, lvl2: heading },
});
const answer = (scope: string, hits: SearchHit[], partial = false): SetAnswer => ({ scope, label: scope, hits, partial });

test('other sets: every set the scope leaves out, at its stable version', () => {
  assert.deepEqual(setsOfScope('docs-current+vcluster-0.27.0'), ['docs', 'vcluster']);
  assert.deepEqual(otherSets(SETS, 'vcluster-0.25.0'), [
    { scope: 'docs-current', label: 'Docs' },
    { scope: 'platform-4.3.0', label: 'vCluster Platform' },
  ]);
  assert.deepEqual(otherSets(SETS, 'platform-current'), [
    { scope: 'docs-current', label: 'Docs' },
    { scope: 'vcluster-0.27.0', label: 'vCluster' },
  ]);
  // The landing pages search every set already.
  assert.deepEqual(otherSets(SETS, 'docs-current+vcluster-0.27.0+platform-4.3.0'), []);
});

test('titles hold every query word as typed, by stem, or as the prefix being typed', () => {
  assert.ok(holdsEvery(parseQuery('vcluster connect'), 'vcluster connect'));
  assert.ok(holdsEvery(parseQuery('vcluster conn'), 'vcluster connect'));
  assert.ok(!holdsEvery(parseQuery('vcluster conn '), 'vcluster connect'), 'a finished word is not a prefix');
  assert.ok(holdsEvery(parseQuery('private node'), 'Private nodes'));
  assert.ok(!holdsEvery(parseQuery('vcluster connect'), 'Database connector'));
  assert.ok(!holdsEvery(parseQuery('sso okta'), null));
});

test("the reader's set comes first; other sets follow under their own heading, best answer first", () => {
  const own = answer('vcluster-0.27.0', [
    hit('/v/sleep/', 'Sleep mode', 'Manage'),
    hit('/v/sleep/#cfg', 'Sleep mode', 'Manage', 'Configure'),
    hit('/v/yaml/', 'vcluster.yaml', 'Configure'),
  ]);
  const platform = answer('platform-4.3.0', [hit('/p/sleep/', 'Sleep mode for namespaces')]);
  const docs = answer('docs-current', []);
  const sections = arrangeSets('sleep mode', own, [docs, platform]);
  assert.deepEqual(
    sections.map((s) => [s.scope, s.current, s.groups.map((g) => g.title)]),
    [
      ['vcluster-0.27.0', true, ['Manage', 'Configure']],
      ['platform-4.3.0', false, ['In platform-4.3.0']],
    ],
  );
  // Arrow keys go through every hit shown, the other sets' included, in the order shown.
  assert.deepEqual(
    sectionHits(sections).map((h) => h.url),
    ['/v/sleep/', '/v/sleep/#cfg', '/v/yaml/', '/p/sleep/'],
  );
  assert.deepEqual(pageOrder(sections), ['/v/sleep/', '/v/yaml/', '/p/sleep/']);
});

test('nothing in any set: no sections ("No results"); nothing in the reader\'s set: the other sets alone', () => {
  assert.deepEqual(arrangeSets('qwertz', answer('vcluster-0.27.0', []), [answer('platform-4.3.0', [])]), []);
  const sections = arrangeSets('karpenter', answer('vcluster-0.27.0', []), [
    answer('platform-4.3.0', [hit('/p/karpenter/', 'Use Karpenter with virtual clusters')]),
  ]);
  assert.deepEqual(
    sections.map((s) => s.scope),
    ['platform-4.3.0'],
  );
});

test('an other set goes first only when it answers clearly better', () => {
  const order = (query: string, own: SetAnswer, other: SetAnswer) => arrangeSets(query, own, [other]).map((s) => s.scope);
  const platform = (hits: SearchHit[], partial = false) => answer('platform-4.3.0', hits, partial);
  const vcluster = (hits: SearchHit[], partial = false) => answer('vcluster-0.27.0', hits, partial);
  // A page titled with every word of the query, while the reader's set only mentions them.
  assert.deepEqual(order('vcluster connect', platform([hit('/p/db/', 'Database connector')]), vcluster([hit('/v/cli/connect/', 'vcluster connect')])), [
    'vcluster-0.27.0',
    'platform-4.3.0',
  ]);
  // ... but a heading of the reader's set that holds them keeps its lead.
  assert.deepEqual(
    order(
      'vcluster connect',
      platform([hit('/p/access/#cli', 'Access', 'Use', 'Connect with vcluster connect')]),
      vcluster([hit('/v/cli/connect/', 'vcluster connect')]),
    ),
    ['platform-4.3.0', 'vcluster-0.27.0'],
  );
  // Only some words in the reader's set (partial), every word elsewhere.
  assert.deepEqual(order('sso okta', vcluster([hit('/v/glossary/', 'Glossary')], true), platform([hit('/p/okta/', 'Log in with Okta')])), [
    'platform-4.3.0',
    'vcluster-0.27.0',
  ]);
  // Equal answers: the reader's set first.
  assert.deepEqual(order('sleep mode', platform([hit('/p/sleep/', 'Sleep mode and auto-delete')]), vcluster([hit('/v/sleep/', 'Sleep mode')])), [
    'platform-4.3.0',
    'vcluster-0.27.0',
  ]);
  assert.deepEqual(
    order('backup', platform([hit('/p/backup/', 'Restore the license', 'Administer', 'Take a backup')]), vcluster([hit('/v/backup/', 'Backup')])),
    ['platform-4.3.0', 'vcluster-0.27.0'],
  );
});
