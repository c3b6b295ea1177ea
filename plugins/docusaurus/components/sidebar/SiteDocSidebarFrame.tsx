'use client';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { themeParts } from 'docs-site-components';
import type { PropSidebarItem } from '@/plugins/docusaurus/shared/prop-sidebar';
import { SidebarPartsProvider } from './sidebar-parts';
import { siteSidebarParts } from './site-sidebar-parts';
import { SecondaryMenuHere } from '../secondary-menu';
import { LayoutPartProvider } from '../layout-part';

type DocSidebarProps = { sidebar: PropSidebarItem[]; path: string; onCollapse: () => void; isHidden: boolean };

/**
 * The docs' sidebar drawn by the site's code (plugins/docusaurus/site-components/doc-sidebar-place.ts):
 * `@theme/DocSidebar` with what Docusaurus' DocRoot/Layout/Sidebar hands it, in a container of that
 * part's shape (it starts under the navbar and sticks to the top), its entries the engine's React ones.
 * Collapsed (`docs.sidebar.hideable`), the container narrows and the theme's expand button shows it again.
 * On a phone the site's sidebar draws its second panel here, the engine's drawer (../secondary-menu.tsx);
 * a search box in it is the engine's (`search`). `sidebar`: the page's entries (./SiteDocSidebar.tsx).
 */
export function SiteDocSidebarFrame({
  sidebar,
  path,
  sidebarUrl,
  search,
}: {
  sidebar: PropSidebarItem[];
  path: string;
  sidebarUrl: string;
  search?: ReactNode;
}) {
  const DocSidebar = themeParts.DocSidebar as ComponentType<DocSidebarProps>;
  const ExpandButton = themeParts['DocRoot/Layout/Sidebar/ExpandButton'] as ComponentType<{ toggleSidebar: () => void }> | undefined;
  const [hidden, setHidden] = useState(false);
  const toggle = () => setHidden((h) => !h);
  const container = useRef<HTMLDivElement>(null);
  // The engine's column narrows with it (../../styles/sidebar.css).
  useEffect(() => {
    container.current?.closest('aside')?.toggleAttribute('data-site-sidebar-hidden', hidden);
  }, [hidden]);
  return (
    <SidebarPartsProvider value={siteSidebarParts(sidebarUrl)}>
      {/* (The engine's search box, which a `@theme/SearchBar` in the site's sidebar shows: ../SearchPlace.tsx.) */}
      <LayoutPartProvider original={null} part="DocSidebar" versionLinks={[]} search={search}>
        <SecondaryMenuHere>
          <div ref={container} className="site-doc-sidebar sidebar-menu">
            <div className="site-doc-sidebar-viewport">
              <DocSidebar sidebar={sidebar} path={path} onCollapse={toggle} isHidden={hidden} />
              {hidden && ExpandButton ? <ExpandButton toggleSidebar={toggle} /> : null}
            </div>
          </div>
        </SecondaryMenuHere>
      </LayoutPartProvider>
    </SidebarPartsProvider>
  );
}
