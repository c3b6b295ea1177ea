import { test } from 'node:test';
import assert from 'node:assert/strict';
import { groupResults, hitsInOrder, sectionTitle, spansScopes } from '../result-groups';
import type { SearchHit } from '../types';

const hit = (url: string, lvl0: string, scopeLabel?: string): SearchHit => ({
  objectID: url,
  url,
  hierarchy: { lvl0, lvl1: url },
  ...(scopeLabel ? { scopeLabel } : {}),
});

test('groups: one result per page, pages under their section, a title never repeats', () => {
  // "translateImage": four section hits on three pages, all under Configure.
  const hits = [hit('/pods/#a', 'Configure'), hit('/pods/#b', 'Configure'), hit('/to-host/#a', 'Configure'), hit('/registry/#scope', 'Configure')];
  const groups = groupResults(hits);
  assert.deepEqual(
    groups.map((g) => g.title),
    ['Configure'],
  );
  assert.deepEqual(
    groups[0].pages.map((p) => [p.url, p.hits.length]),
    [
      ['/pods/', 2],
      ['/to-host/', 1],
      ['/registry/', 1],
    ],
  );
  // Sections interleaved with another group stay together, in order of first appearance.
  const mixed = groupResults([hit('/a/', 'Configure'), hit('/b/', 'Deploy'), hit('/c/', 'Configure'), hit('/a/#x', 'Configure')]);
  assert.deepEqual(
    mixed.map((g) => [g.title, g.pages.map((p) => p.url)]),
    [
      ['Configure', ['/a/', '/c/']],
      ['Deploy', ['/b/']],
    ],
  );
  assert.deepEqual(
    hitsInOrder(mixed).map((h) => h.url),
    ['/a/', '/a/#x', '/c/', '/b/'],
  );
});

test('groups: titles name the set and version when the hits span several', () => {
  const one = [hit('/a/', 'Configure', 'vCluster v0.27 Stable'), hit('/b/', 'Deploy', 'vCluster v0.27 Stable')];
  assert.equal(spansScopes(one), false);
  assert.deepEqual(
    groupResults(one).map((g) => g.title),
    ['Configure', 'Deploy'],
  );
  const two = [...one, hit('/c/', 'Configure', 'vCluster Platform v4.3 Stable'), hit('/d/', '', 'Docs'), hit('/e/', 'Docs', 'Docs')];
  assert.deepEqual(
    groupResults(two).map((g) => g.title),
    ['vCluster v0.27 Stable › Configure', 'vCluster v0.27 Stable › Deploy', 'vCluster Platform v4.3 Stable › Configure', 'Docs › /d/', 'Docs'],
  );
  assert.equal(sectionTitle({ ...hit('/e/', ''), hierarchy: { lvl0: null, lvl1: null } }, false), '');
});
