/**
 * Which sidebar entries a page shows, as Docusaurus' theme decides (plugin-content-docs/client
 * isVisibleSidebarItem, theme-classic DocSidebarItem/Category): unlisted docs only on their own page.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SidebarItem } from '../../content/types';
import { pruneSidebar } from '../sidebar-tree';

const doc = (label: string, unlisted = false): SidebarItem => ({
  type: 'doc',
  label,
  href: `/${label}/`,
  docId: label,
  ...(unlisted ? { unlisted: true as const } : {}),
});
const category = (label: string, items: SidebarItem[], extra: Partial<Extract<SidebarItem, { type: 'category' }>> = {}): SidebarItem => ({
  type: 'category',
  label,
  collapsible: true,
  collapsed: false,
  items,
  ...extra,
});
const shape = (items: SidebarItem[]): unknown[] =>
  items.map((i) =>
    i.type === 'category' ? { [`${i.label}${i.href ? ` → ${i.href}` : ''}`]: shape(i.items) } : i.type === 'html' ? `html:${i.value}` : i.label,
  );

const sidebar = [
  doc('a'),
  doc('secret', true),
  category('only-unlisted', [doc('x', true), doc('y', true)]),
  category('linked-unlisted', [doc('z')], { href: '/intro/', linkUnlisted: true }),
  category('linked', [doc('w', true)], { href: '/linked/' }),
];

test('an unlisted doc shows only on its own page; a category with nothing to show goes, unless it holds the page', () => {
  assert.deepEqual(shape(pruneSidebar(sidebar, '/a/')), ['a', { 'linked-unlisted': ['z'] }, { 'linked → /linked/': [] }]);
  assert.deepEqual(shape(pruneSidebar(sidebar, '/secret/')), ['a', 'secret', { 'linked-unlisted': ['z'] }, { 'linked → /linked/': [] }]);
  assert.deepEqual(shape(pruneSidebar(sidebar, '/y/')), ['a', { 'only-unlisted': ['y'] }, { 'linked-unlisted': ['z'] }, { 'linked → /linked/': [] }]);
});

test("a category linking to an unlisted doc keeps its label, not the link, but on that doc's page", () => {
  assert.deepEqual(shape(pruneSidebar(sidebar, '/intro/')), ['a', { 'linked-unlisted → /intro/': ['z'] }, { 'linked → /linked/': [] }]);
});

test('a collapsed category is pruned lazily, its children shown the same way once loaded', () => {
  const collapsed = [category('c', [doc('p'), doc('q', true)], { collapsed: true })];
  const [c] = pruneSidebar(collapsed, '/a/');
  assert.ok(c.type === 'category' && c.lazy && c.items.length === 0);
  const loaded = collapsed[0].type === 'category' ? pruneSidebar(collapsed[0].items, '/a/') : [];
  assert.deepEqual(shape(loaded), ['p']);
});
