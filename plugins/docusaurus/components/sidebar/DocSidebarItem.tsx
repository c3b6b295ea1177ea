'use client';
import type { PropSidebarItem } from '@/plugins/docusaurus/shared/prop-sidebar';
import EngineCategory from './DocSidebarItemCategory';
import EngineLink from './DocSidebarItemLink';
import EngineHtml from './DocSidebarItemHtml';
import { LazySidebarItems } from './LazySidebarItems';
import { SidebarPart } from './sidebar-parts';

export interface DocSidebarItemProps {
  item: PropSidebarItem;
  activePath: string;
  level: number;
  index: number;
  tabIndex?: number;
  onItemClick?: (item: PropSidebarItem) => void;
}

/** `@theme/DocSidebarItem` (theme-classic): an entry by its type, through the site's part for it where it has one. */
export default function DocSidebarItem({ item, ...props }: DocSidebarItemProps) {
  switch (item.type) {
    case 'category':
      return <SidebarPart part="DocSidebarItem/Category" engine={EngineCategory} props={{ item, ...props }} />;
    case 'lazy':
      return <LazySidebarItems item={item} {...props} />;
    case 'link':
      return <SidebarPart part="DocSidebarItem/Link" engine={EngineLink} props={{ item, ...props }} />;
    default:
      return <SidebarPart part="DocSidebarItem/Html" engine={EngineHtml} props={{ item, ...props }} />;
  }
}
