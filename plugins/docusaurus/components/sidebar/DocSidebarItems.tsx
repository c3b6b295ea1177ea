'use client';
import { memo } from 'react';
import type { PropSidebarItem } from '@/plugins/docusaurus/shared/prop-sidebar';
import { DocSidebarItemsExpandedStateProvider, useVisibleSidebarItems } from './sidebar-client';
import EngineDocSidebarItem from './DocSidebarItem';
import { SidebarPart } from './sidebar-parts';

export interface DocSidebarItemsProps {
  items: PropSidebarItem[];
  activePath: string;
  level: number;
  tabIndex?: number;
  onItemClick?: (item: PropSidebarItem) => void;
}

/** `@theme/DocSidebarItems` (theme-classic): one level's visible entries, each through `@theme/DocSidebarItem`. */
function DocSidebarItems({ items, ...props }: DocSidebarItemsProps) {
  const visible = useVisibleSidebarItems(items, props.activePath);
  return (
    <DocSidebarItemsExpandedStateProvider>
      {visible.map((item, index) => (
        <SidebarPart key={index} part="DocSidebarItem" engine={EngineDocSidebarItem} props={{ item, index, ...props }} />
      ))}
    </DocSidebarItemsExpandedStateProvider>
  );
}

export default memo(DocSidebarItems);
