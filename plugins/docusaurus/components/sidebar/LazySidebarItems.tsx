'use client';
import { useEffect, useState } from 'react';
import { fetchSidebar, findCategory } from '@/lib/api/shared';
import { propSidebar, type PropSidebarItem } from '@/plugins/docusaurus/shared/prop-sidebar';
import { SidebarPart, useSidebarParts } from './sidebar-parts';

type Lazy = Extract<PropSidebarItem, { type: 'lazy' }>;

/**
 * A collapsed category's children, which the page left out (../../shared/prop-sidebar.ts):
 * rendered only once the category opens, from the version's sidebar JSON, through
 * `@theme/DocSidebarItems` as the page's own entries are.
 */
export function LazySidebarItems({
  item,
  activePath,
  level,
  tabIndex,
  onItemClick,
}: {
  item: Lazy;
  activePath: string;
  level: number;
  tabIndex?: number;
  onItemClick?: (item: PropSidebarItem) => void;
}) {
  // (An entry of another sidebar than the page's names its own: ../../shared/prop-sidebar.ts.)
  const parts = useSidebarParts();
  const sidebarUrl = item.sidebarUrl ?? parts.sidebarUrl;
  const [items, setItems] = useState<PropSidebarItem[] | undefined>();
  useEffect(() => {
    let live = true;
    fetchSidebar(sidebarUrl).then(
      (tree) => live && setItems(propSidebar(findCategory(tree, item.path)?.items ?? [], activePath, { trail: item.path })),
      (err) => console.warn('Could not load the sidebar:', err),
    );
    return () => {
      live = false;
    };
  }, [sidebarUrl, item.path, activePath]);
  if (!items)
    return (
      <li className="menu__list-item">
        <p className="menu-loading">Loading…</p>
      </li>
    );
  return <SidebarPart part="DocSidebarItems" props={{ items, activePath, level, tabIndex, onItemClick }} />;
}
