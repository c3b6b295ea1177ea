import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SidebarItem } from '@/lib/api/content';
import { propSidebar } from '../prop-sidebar';

const doc = (href: string, extra: Partial<Extract<SidebarItem, { type: 'doc' }>> = {}): SidebarItem => ({
  type: 'doc',
  label: href,
  href,
  docId: href.slice(1),
  ...extra,
});
const category = (label: string, items: SidebarItem[], extra: Partial<Extract<SidebarItem, { type: 'category' }>> = {}): SidebarItem => ({
  type: 'category',
  label,
  collapsible: true,
  collapsed: true,
  items,
  ...extra,
});

const tree: SidebarItem[] = [
  doc('/docs/a'),
  category('Closed', [category('Inner', [doc('/docs/b')]), doc('/docs/c')]),
  category('Holds the page', [doc('/docs/d')]),
  category('Only unlisted', [doc('/docs/e', { unlisted: true })], { href: '/docs/index-e' }),
];

test("a page's sidebar in Docusaurus' shape: collapsed categories without the page keep one lazy entry, with their first link", () => {
  const items = propSidebar(tree, '/docs/d');
  assert.deepEqual(items[0], { type: 'link', label: '/docs/a', href: '/docs/a/', docId: 'docs/a' });
  assert.deepEqual(items[1], {
    type: 'category',
    label: 'Closed',
    collapsed: true,
    collapsible: true,
    items: [{ type: 'lazy', path: '/Closed', firstLink: '/docs/b/' }],
  });
  assert.deepEqual((items[2] as { items: unknown[] }).items, [{ type: 'link', label: '/docs/d', href: '/docs/d/', docId: 'docs/d' }]);
  // With no child to show (an unlisted doc, not this page), no entry at all: Docusaurus renders the category as its link.
  assert.deepEqual((items[3] as { items: unknown[]; href?: string }).items, []);
  assert.equal((items[3] as { href?: string }).href, '/docs/index-e/');
});

test('without lazy entries every category keeps its entries, and an unlisted doc keeps its mark', () => {
  const items = propSidebar(tree, '/docs/e', { lazy: false });
  const closed = items[1] as { items: { type: string; label?: string }[] };
  assert.deepEqual(
    closed.items.map((i) => [i.type, i.label]),
    [
      ['category', 'Inner'],
      ['link', '/docs/c'],
    ],
  );
  assert.deepEqual((items[3] as { items: unknown[] }).items, [{ type: 'link', label: '/docs/e', href: '/docs/e/', docId: 'docs/e', unlisted: true }]);
});

test('html entries, custom props, classes and descriptions reach the site’s entry components as plugin-content-docs gives them', () => {
  const items = propSidebar(
    [
      { type: 'html', value: '<hr>', defaultStyle: true, className: 'rule', customProps: { kind: 'divider' } },
      doc('/docs/a', { customProps: { badge: 'new' }, className: 'a' }),
      { type: 'link', label: 'Site', href: 'https://example.dev', description: 'Ours', className: 'ext', customProps: { icon: 'globe' } },
      category('Guides', [doc('/docs/b')], { description: 'How to', customProps: { badge: 'beta' }, collapsed: false }),
    ],
    '/docs/a',
  );
  assert.deepEqual(items.slice(0, 3), [
    { type: 'html', value: '<hr>', defaultStyle: true, className: 'rule', customProps: { kind: 'divider' } },
    { type: 'link', label: '/docs/a', href: '/docs/a/', docId: 'docs/a', className: 'a', customProps: { badge: 'new' } },
    { type: 'link', label: 'Site', href: 'https://example.dev', className: 'ext', description: 'Ours', customProps: { icon: 'globe' } },
  ]);
  assert.deepEqual([(items[3] as { description?: string }).description, (items[3] as { customProps?: unknown }).customProps], ['How to', { badge: 'beta' }]);
});
