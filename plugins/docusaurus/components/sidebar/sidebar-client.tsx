'use client';
/**
 * The sidebar helpers of `@docusaurus/plugin-content-docs/client` (docsUtils.tsx,
 * docSidebarItemsExpandedState.tsx), over the items ../../shared/prop-sidebar.ts hands the
 * theme: a `lazy` entry stands for a collapsed category's children, which show once it opens.
 */
import { useContext, useMemo, useState, type ReactNode } from 'react';
import { sharedContext } from '@/components/api/page-state';
import type { PropSidebarItem } from '@/plugins/docusaurus/shared/prop-sidebar';
import { isSamePath } from '../same-path';

type Category = Extract<PropSidebarItem, { type: 'category' }>;

const isActive = (href: string | undefined, activePath: string) => href !== undefined && isSamePath(href, activePath);

export function isActiveSidebarItem(item: PropSidebarItem, activePath: string): boolean {
  if (item.type === 'link') return isActive(item.href, activePath);
  if (item.type === 'category') return isActive(item.href, activePath) || item.items.some((child) => isActiveSidebarItem(child, activePath));
  return false;
}

export function isVisibleSidebarItem(item: PropSidebarItem, activePath: string): boolean {
  switch (item.type) {
    case 'category':
      return (
        isActiveSidebarItem(item, activePath) ||
        (item.href !== undefined && !item.linkUnlisted) ||
        item.items.some((child) => isVisibleSidebarItem(child, activePath))
      );
    case 'link':
      return !item.unlisted || isActiveSidebarItem(item, activePath);
    default:
      return true;
  }
}

export function useVisibleSidebarItems(items: PropSidebarItem[], activePath: string): PropSidebarItem[] {
  return useMemo(() => items.filter((item) => isVisibleSidebarItem(item, activePath)), [items, activePath]);
}

export function findFirstSidebarItemCategoryLink(item: Category): string | undefined {
  if (item.href && !item.linkUnlisted) return item.href;
  for (const child of item.items) {
    const link = findFirstSidebarItemLink(child);
    if (link) return link;
  }
  return undefined;
}

export function findFirstSidebarItemLink(item: PropSidebarItem): string | undefined {
  if (item.type === 'link' && !item.unlisted) return item.href;
  if (item.type === 'category') return findFirstSidebarItemCategoryLink(item);
  if (item.type === 'lazy') return item.firstLink;
  return undefined;
}

interface ExpandedState {
  expandedItem: number | null;
  setExpandedItem: (index: number | null) => void;
}

// One context for the engine's copy of this module and the site components' bundle's (kept on globalThis).
const KEY = 'docs-engine.sidebar-expanded-state';
const ExpandedContext = sharedContext<ExpandedState | undefined>(KEY, undefined);

/** Syncs the expanded state of sibling categories (one level), so one may collapse when another opens. */
export function DocSidebarItemsExpandedStateProvider({ children }: { children: ReactNode }) {
  const [expandedItem, setExpandedItem] = useState<number | null>(null);
  const value = useMemo(() => ({ expandedItem, setExpandedItem }), [expandedItem]);
  return <ExpandedContext.Provider value={value}>{children}</ExpandedContext.Provider>;
}

export function useDocSidebarItemsExpandedState(): ExpandedState {
  const value = useContext(ExpandedContext);
  if (!value) throw new Error('Hook useDocSidebarItemsExpandedState is called outside the <DocSidebarItemsExpandedStateProvider>.');
  return value;
}
