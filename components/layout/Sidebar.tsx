import type { ReactNode } from 'react';
import type { PageSidebar } from '@/lib/content/nav';
import type { VersionLink } from '@/lib/content/routes';
import { themeLayer } from 'docs-site-components';
import { pageSidebarHtml, type SidebarClassNames } from '@/lib/shared/sidebar-html';
import { SlotHtml } from './SlotHtml';
import { WrappedPart } from './WrappedPart';
import { Icon } from './Icon';
import type { SiteConfig } from '@/lib/config/site-config';

/**
 * The doc set's sidebar, plain markup that components/behaviour/SidebarBehaviour.tsx makes
 * collapsible. In the build it is an empty slot that the build fills after the export, so the
 * payload does not carry it and a change to the version's tree needs no render of every page.
 * components/layout/SlotHtml.tsx keeps it through hydration. A theme layer's component in the
 * `sidebar-content` place renders around it: what it adds is rendered and hydrated, and its original
 * is this same slot. A site
 * whose theme layer draws the entries (SidebarItems: lib/plugins/types.ts) gets them rendered by React
 * instead, in every page's render; one whose code draws the whole sidebar (DocsSidebar) gets that in its place.
 */
/** `classes`: the site's theme layer's sidebar class names (lib/plugins/engine.ts), also handed to the browser's lazy lists. */
export function Sidebar({
  sidebar,
  page,
  classes,
  search,
  behaviour,
}: {
  sidebar: PageSidebar;
  /** The site's sidebar behaviour (config.docsSidebar): a button that hides it; categories that close their siblings as they open. */
  behaviour?: SiteConfig['docsSidebar'];
  /** The engine's search box, for a search place in a sidebar the site's code draws. */
  search?: ReactNode;
  page?: { set?: string; versionLinks: VersionLink[] };
  classes?: SidebarClassNames;
}) {
  const { SidebarItems, DocsSidebar } = themeLayer;
  if (DocsSidebar) return <DocsSidebar items={sidebar.items} active={sidebar.active} sidebarUrl={sidebar.dataUrl} search={search} />;
  const navClass = ['sidebar-menu', classes?.nav].filter(Boolean).join(' ');
  const menu = SidebarItems ? (
    <nav className={navClass} aria-label="Docs sidebar">
      <SidebarItems items={sidebar.items} active={sidebar.active} sidebarUrl={sidebar.dataUrl} />
    </nav>
  ) : (
    <SlotHtml
      as="nav"
      slot="sidebar"
      className={navClass}
      aria-label="Docs sidebar"
      data-sidebar={sidebar.dataUrl}
      data-active={sidebar.active}
      data-classes={classes ? JSON.stringify(classes) : undefined}
      data-auto-collapse={behaviour?.autoCollapseCategories ? '' : undefined}
      html={sidebar.filledAfterExport ? '' : pageSidebarHtml(sidebar.items, sidebar.active, classes)}
    />
  );
  return (
    <>
      <div className="sidebar-scroll">
        <WrappedPart place="sidebar-content" props={{ path: sidebar.active }} page={page}>
          {menu}
        </WrappedPart>
        {behaviour?.hideable ? (
          // (A theme layer's own button, where it has one, in a place that carries the attribute: lib/browser/sidebar-hide.ts.)
          <WrappedPart place="sidebar-collapse-button" layerOriginal>
            <button type="button" className="sidebar-hide" data-sidebar-hide title="Collapse sidebar" aria-label="Collapse sidebar">
              <Icon name="double-chevron" />
            </button>
          </WrappedPart>
        ) : null}
      </div>
      {/* The strip a hidden sidebar leaves, which shows it again (lib/browser/sidebar-hide.ts). */}
      {behaviour?.hideable ? (
        <WrappedPart place="sidebar-expand-strip" layerOriginal>
          <button type="button" className="sidebar-show" data-sidebar-show title="Expand sidebar" aria-label="Expand sidebar">
            <Icon name="double-chevron" />
          </button>
        </WrappedPart>
      ) : null}
    </>
  );
}
