/**
 * The CLI reference's pages are flat files named like cobra's doc generator
 * (cli/vcluster_certs_rotate.mdx), so the folder's generated sidebar is one long list. This nests
 * each command under its parent command's page (certs → check, rotate, rotate-ca), as the command
 * tree reads, and orders every level by command name. Other items are returned as they are.
 */
import type { SidebarItem } from '../../../lib/content/types';

type DocItem = Extract<SidebarItem, { type: 'doc' }>;

const CLI_PAGE = /(?:^|\/)cli\/(vcluster(?:_[^/_]+)*)$/;

/** The command path of a CLI page ("vcluster certs rotate"), from its doc id. */
function commandOf(item: SidebarItem): string | undefined {
  if (item.type !== 'doc') return undefined;
  const name = CLI_PAGE.exec(item.docId)?.[1];
  return name?.replace(/_/g, ' ');
}

const parentOf = (command: string) => command.split(' ').slice(0, -1).join(' ');

export function nestCliCommands(items: SidebarItem[]): SidebarItem[] {
  const commands = new Map<string, DocItem>();
  for (const item of items) {
    const command = commandOf(item);
    if (command) commands.set(command, item as DocItem);
  }
  const children = new Map<string, string[]>();
  for (const command of commands.keys()) {
    let parent = parentOf(command);
    // A command whose parent has no page of its own hangs under the nearest ancestor that has one.
    while (parent && !commands.has(parent)) parent = parentOf(parent);
    if (!parent) continue;
    children.set(parent, [...(children.get(parent) ?? []), command]);
  }
  // Nest only where the list holds a command and its parent: a list of other pages is left alone.
  if (!children.size) return items.map((i) => (i.type === 'category' ? { ...i, items: nestCliCommands(i.items) } : i));
  const placed = new Set([...children.values()].flat());
  const build = (command: string, parent?: string): SidebarItem => {
    const doc = commands.get(command)!;
    // Under its parent, a command is named by the words it adds ("rotate-ca" under "certs").
    const label = parent && doc.label.endsWith(command.slice(parent.length).trim()) ? command.slice(parent.length).trim() : doc.label;
    const kids = (children.get(command) ?? []).sort((a, b) => a.localeCompare(b, 'en'));
    if (!kids.length) return { ...doc, label };
    return {
      type: 'category',
      label,
      href: doc.href,
      collapsible: true,
      collapsed: true,
      ...(doc.className ? { className: doc.className } : {}),
      items: kids.map((k) => build(k, command)),
    };
  };
  return items.flatMap((item) => {
    const command = commandOf(item);
    if (command === undefined) return [item.type === 'category' ? { ...item, items: nestCliCommands(item.items) } : item];
    return placed.has(command) ? [] : [build(command)];
  });
}
