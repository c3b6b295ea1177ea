import type { PageSidebar } from '@/lib/content/nav';
import { sidebarsFilledAfterExport } from '@/lib/content/page-slots';
import { pageSidebarHtml } from './sidebar-html';
import { SlotHtml } from './SlotHtml';

/**
 * The doc set's sidebar, plain markup that components/behaviour/SidebarBehaviour.tsx makes
 * collapsible. In the build it is an empty slot that the build fills after the export, so the
 * payload does not carry it and a change to the version's tree needs no render of every page.
 * components/layout/SlotHtml.tsx keeps it through hydration.
 */
export function Sidebar({ sidebar }: { sidebar: PageSidebar }) {
  const html = sidebarsFilledAfterExport() ? '' : pageSidebarHtml(sidebar.items, sidebar.active);
  return (
    <div className="sidebar-scroll">
      <SlotHtml
        as="nav"
        slot="sidebar"
        className="sidebar-menu"
        aria-label="Docs sidebar"
        data-sidebar={sidebar.dataUrl}
        data-active={sidebar.active}
        html={html}
      />
    </div>
  );
}
