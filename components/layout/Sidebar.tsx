import type { PageSidebar } from '@/lib/content/nav';
import type { VersionLink } from '@/lib/content/routes';
import { themeLayer, themeParts } from 'docs-site-components';
import { pageSidebarHtml, type SidebarClassNames } from '@/lib/shared/sidebar-html';
import { propSidebar, rendersSidebarItems } from '@/lib/shared/docusaurus-sidebar';
import { withTrailingSlash } from '@/lib/shared/html';
import { SlotHtml } from './SlotHtml';

/**
 * The doc set's sidebar, plain markup that components/behaviour/SidebarBehaviour.tsx makes
 * collapsible. In the build it is an empty slot that the build fills after the export, so the
 * payload does not carry it and a change to the version's tree needs no render of every page.
 * components/layout/SlotHtml.tsx keeps it through hydration. A site's wrapper of Docusaurus'
 * DocSidebar/Desktop/Content renders around it: what it adds is rendered and hydrated, and its
 * `@theme-original` is this same slot (plugins/docusaurus/components/DocSidebarDesktopContent.tsx). A site
 * with its own DocSidebarItem parts gets its entries rendered by React instead, in every page's
 * render (the registry's themeLayer: plugins/docusaurus/components/theme-layer.ts).
 */
/** `classes`: the site's theme layer's sidebar class names (lib/plugins/engine.ts), also handed to the browser's lazy lists. */
export function Sidebar({
  sidebar,
  page,
  classes,
}: {
  sidebar: PageSidebar;
  page?: { set?: string; versionLinks: VersionLink[] };
  classes?: SidebarClassNames;
}) {
  const { SidebarItems, LayoutPartProvider } = themeLayer;
  const menu =
    SidebarItems && rendersSidebarItems(Object.keys(themeParts)) ? (
      <nav className="sidebar-menu menu" aria-label="Docs sidebar">
        <SidebarItems
          // (A site's own DocSidebarItem would take a lazy entry for a link: it gets every entry.)
          items={propSidebar(sidebar.items, sidebar.active, { lazy: !themeParts.DocSidebarItem })}
          activePath={withTrailingSlash(sidebar.active)}
          sidebarUrl={sidebar.dataUrl}
        />
      </nav>
    ) : (
      <SlotHtml
        as="nav"
        slot="sidebar"
        className="sidebar-menu"
        aria-label="Docs sidebar"
        data-sidebar={sidebar.dataUrl}
        data-active={sidebar.active}
        data-classes={classes ? JSON.stringify(classes) : undefined}
        html={sidebar.filledAfterExport ? '' : pageSidebarHtml(sidebar.items, sidebar.active, classes)}
      />
    );
  const Wrapper = themeParts['DocSidebar/Desktop/Content'];
  return (
    <div className="sidebar-scroll">
      {Wrapper && LayoutPartProvider ? (
        <LayoutPartProvider original={menu} set={page?.set} versionLinks={page?.versionLinks ?? []}>
          <Wrapper path={sidebar.active} />
        </LayoutPartProvider>
      ) : (
        menu
      )}
    </div>
  );
}
