import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SidebarItem } from '../../../../lib/content/types';
import { nestCliCommands } from '../nest-cli-commands';

const doc = (name: string): SidebarItem => ({
  type: 'doc',
  label: name.split('_').slice(1).join(' '),
  href: `/docs/vcluster/cli/${name}/`,
  docId: `cli/${name}`,
});

/** label, then children in brackets: "certs[check,rotate]". */
function outline(items: SidebarItem[]): string[] {
  return items.map((i) =>
    i.type === 'category' ? `${i.label}${i.href ? '' : '(no page)'}[${outline(i.items).join(',')}]` : i.type === 'html' ? `html:${i.value}` : i.label,
  );
}

test('commands nest under their parent command, in name order, named by the words they add', () => {
  const flat = [
    'vcluster_certs_rotate-ca',
    'vcluster_certs_check',
    'vcluster_certs_rotate',
    'vcluster_certs',
    'vcluster_create',
    'vcluster_platform',
    'vcluster_platform_add',
    'vcluster_platform_add_cluster',
  ].map(doc);
  const intro: SidebarItem = { type: 'doc', label: 'CLI changes', href: '/docs/vcluster/cli/changes/', docId: 'cli/0-20-cli-changes' };
  const nested = nestCliCommands([intro, ...flat]);
  assert.deepEqual(outline(nested), ['CLI changes', 'certs[check,rotate,rotate-ca]', 'create', 'platform[add[cluster]]']);
  const certs = nested[1] as Extract<SidebarItem, { type: 'category' }>;
  assert.equal(certs.href, '/docs/vcluster/cli/vcluster_certs/', 'the category opens the parent command page');
  assert.equal(certs.collapsed, true);
});

test('a command whose parent has no page hangs under the nearest ancestor that has one', () => {
  const nested = nestCliCommands(['vcluster_platform', 'vcluster_platform_get_cluster'].map(doc));
  assert.deepEqual(outline(nested), ['platform[get cluster]']);
});

test('lists without a parent and child, and pages outside cli/, are left as they are', () => {
  const other: SidebarItem[] = [
    { type: 'doc', label: 'Sleep', href: '/a/', docId: 'manage/sleep' },
    { type: 'doc', label: 'Sleep mode', href: '/b/', docId: 'manage/sleep_mode' },
  ];
  assert.deepEqual(nestCliCommands(other), other);
  const folder: SidebarItem = { type: 'category', label: 'CLI', collapsible: true, collapsed: true, items: ['vcluster_node', 'vcluster_node_delete'].map(doc) };
  assert.deepEqual(outline(nestCliCommands([folder])), ['CLI(no page)[node[delete]]']);
});
