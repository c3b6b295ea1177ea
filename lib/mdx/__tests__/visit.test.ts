/**
 * lib/mdx/visit.ts walks exactly as unist-util-visit: on random trees, visitors that skip, stop,
 * jump to an index, insert and remove siblings and replace children see the same nodes in the
 * same order, with the same index and parent, and leave the same tree.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Nodes } from 'mdast';
import { visit as unistVisit, SKIP as UNIST_SKIP, EXIT as UNIST_EXIT } from 'unist-util-visit';
import { visit, SKIP, EXIT, type VisitorResult } from '../visit';

interface TestNode {
  type: string;
  id: number;
  children?: TestNode[];
}

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPES = ['paragraph', 'heading', 'text', 'link'];

function randomTree(rand: () => number, depth = 0, ids = { next: 0 }): TestNode {
  const node: TestNode = { type: depth === 0 ? 'root' : TYPES[Math.floor(rand() * TYPES.length)], id: ids.next++ };
  if (depth < 4 && (depth === 0 || rand() < 0.6)) {
    node.children = [];
    const n = Math.floor(rand() * 5);
    for (let i = 0; i < n; i++) node.children.push(randomTree(rand, depth + 1, ids));
  }
  return node;
}

type Walk = (
  tree: TestNode,
  type: string | undefined,
  visitor: (node: TestNode, index: number | undefined, parent: TestNode | undefined) => VisitorResult,
) => void;

/** A visitor whose choices depend only on the node and the step, so two equal walks make equal choices. */
function scenario(seed: number, walk: Walk, skip: unknown, exit: unknown, type?: string): { log: string[]; tree: TestNode } {
  const tree = randomTree(random(seed));
  const rand = random(seed * 7 + 1);
  const log: string[] = [];
  let nextId = 1000;
  walk(tree, type, (node, index, parent) => {
    log.push(`${node.id}@${index}<${parent?.id}`);
    if (log.length > 300) return exit as VisitorResult;
    const r = rand();
    const siblings = parent?.children;
    if (r < 0.1) return skip as VisitorResult;
    if (r < 0.115) return exit as VisitorResult;
    if (r < 0.2 && siblings && index !== undefined) {
      siblings.splice(index + 1, 0, { type: 'text', id: nextId++ });
      return [skip, index + 2] as VisitorResult;
    }
    if (r < 0.27 && siblings && index !== undefined) {
      siblings.splice(index, 1);
      return index;
    }
    if (r < 0.32) {
      node.children = [
        { type: 'text', id: nextId++ },
        { type: 'link', id: nextId++, children: [] },
      ];
      return undefined;
    }
    if (r < 0.36 && index !== undefined) return Math.max(0, index - 1) + Math.floor(rand() * 3);
    return undefined;
  });
  return { log, tree };
}

const ours: Walk = (tree, type, visitor) =>
  type ? visit(tree as unknown as Nodes, type as 'text', visitor as never) : visit(tree as unknown as Nodes, visitor as never);
const unist: Walk = (tree, type, visitor) => (type ? unistVisit(tree, type, visitor as never) : unistVisit(tree, visitor as never));

test('visit: same walk and same resulting tree as unist-util-visit on random trees and edits', () => {
  let visited = 0;
  for (let seed = 1; seed <= 400; seed++)
    for (const type of [undefined, 'text', 'link']) {
      const expected = scenario(seed, unist, UNIST_SKIP, UNIST_EXIT, type);
      const actual = scenario(seed, ours, SKIP, EXIT, type);
      assert.deepEqual(actual.log, expected.log, `seed ${seed}, type ${type}`);
      assert.deepEqual(actual.tree, expected.tree, `seed ${seed}, type ${type}`);
      visited += actual.log.length;
    }
  assert.ok(visited > 4000, `${visited} visits compared`);
});

test('visit: a visitor returning nothing sees every node once, parents before children', () => {
  const tree = randomTree(random(42));
  const seen: number[] = [];
  visit(tree as unknown as Nodes, (node) => void seen.push((node as unknown as TestNode).id));
  const expected: number[] = [];
  const preorder = (n: TestNode) => {
    expected.push(n.id);
    n.children?.forEach(preorder);
  };
  preorder(tree);
  assert.deepEqual(seen, expected);
});
