import type { SidebarItem } from '@/lib/content/types';
import { pruneSidebar } from '@/lib/shared/sidebar-tree';
import { SidebarTree } from './SidebarTree';
import { SidebarScroller } from './SidebarScroller';

/**
 * The doc set's sidebar. The page carries only the part that starts open (top level and the
 * active page's categories); collapsed categories load their children from `dataUrl` when opened.
 */
export function Sidebar({ items, active, dataUrl }: { items: SidebarItem[]; active: string; dataUrl: string }) {
  return (
    <SidebarScroller>
      <SidebarTree items={pruneSidebar(items, active)} active={active} dataUrl={dataUrl} />
    </SidebarScroller>
  );
}
