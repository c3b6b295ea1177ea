import Link from 'next/link';
import type { SidebarItem } from '@/lib/content/types';
import { SidebarCategory } from './SidebarCategory';
import { SidebarScroller } from './SidebarScroller';

function containsHref(item: SidebarItem, href: string): boolean {
  if (item.type !== 'category') return item.href === href;
  return item.href === href || item.items.some((child) => containsHref(child, href));
}

function Items({ items, active, depth }: { items: SidebarItem[]; active: string; depth: number }) {
  return (
    <ul className={`menu-list${depth ? '' : ' menu-root'}`}>
      {items.map((item, i) => {
        if (item.type === 'category') {
          const hasActive = containsHref(item, active);
          return (
            <SidebarCategory
              key={i}
              label={item.label}
              href={item.href}
              active={item.href === active}
              collapsible={item.collapsible}
              initiallyCollapsed={item.collapsible && item.collapsed && !hasActive}
              className={item.className}
            >
              <Items items={item.items} active={active} depth={depth + 1} />
            </SidebarCategory>
          );
        }
        const isActive = item.href === active;
        return (
          <li key={i} className={`menu-item${'className' in item && item.className ? ` ${item.className}` : ''}`}>
            <Link className={`menu-link${isActive ? ' menu-link-active' : ''}`} href={item.href} aria-current={isActive ? 'page' : undefined} prefetch={false}>
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The doc set's sidebar: categories containing the current page start expanded. */
export function Sidebar({ items, active }: { items: SidebarItem[]; active: string }) {
  return (
    <SidebarScroller>
      <nav className="sidebar-menu" aria-label="Docs sidebar">
        <Items items={items} active={active} depth={0} />
      </nav>
    </SidebarScroller>
  );
}
