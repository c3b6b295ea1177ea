import type { ComponentProps, ReactNode } from 'react';
import { themeParts } from 'docs-site-components';
import type { DocRootParts, Place, ThemeLayerComponents } from '@/lib/api/plugins';
import { partOfPlace } from '../shared/places';
import { propSidebar } from '../shared/prop-sidebar';
import { LayoutPartProvider, type DocRootFacts, type LayoutPart } from './layout-part';
import { DocRootSidebarParts } from './sidebar/DocRootSidebarParts';

type PlaceProps = ComponentProps<NonNullable<ThemeLayerComponents['LayoutPartProvider']>>;

/**
 * The theme layer's LayoutPartProvider (./theme-layer.ts), as the engine hands it a place of its page:
 * the same provider (./layout-part.tsx), the place named by the Docusaurus part that draws there
 * (../shared/places.ts), as the room's components read it (`part`: ./OriginalPart.tsx), and the
 * frame's parts by their Docusaurus names (./FrameParts.tsx). (No client module: the names are
 * translated where the engine renders the place, so the page's payload carries the provider's props
 * in the order the engine gave them.)
 */
export function PlaceProvider(props: PlaceProps) {
  const named: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key === 'place') named.part = value === undefined ? undefined : partOfPlace(value as Place);
    else if (key === 'frame' && value) named.frame = byPart(value as Partial<Record<Place, ReactNode>>);
    else if (key === 'docRoot' && value) named.docRoot = docRootFacts(value as DocRootParts);
    else named[key] = value;
  }
  const provided = <LayoutPartProvider {...(named as unknown as LayoutPart & { children: ReactNode })} />;
  const root = named.docRoot as DocRootFacts | undefined;
  return root ? <DocRootSidebarParts sidebarUrl={root.sidebarUrl}>{provided}</DocRootSidebarParts> : provided;
}

/**
 * A docs frame's facts as Docusaurus' theme reads them: each of the version's sidebars cut here, on the
 * server, to the page's open part (./sidebar/SiteDocSidebar.tsx), so that the payload carries no more;
 * every entry where the site's own DocSidebarItem would not know a lazy one.
 */
function docRootFacts({ page, url, sidebar, sidebars }: DocRootParts): DocRootFacts {
  const lazy = !themeParts.DocSidebarItem;
  const cut = Object.entries(sidebars).map(([name, { items, dataUrl }]) => [
    name,
    propSidebar(items, url, { lazy, ...(name === sidebar ? {} : { sidebarUrl: dataUrl }) }),
  ]);
  return { page, url, ...(sidebar ? { sidebar } : {}), sidebarUrl: sidebar ? sidebars[sidebar].dataUrl : '', sidebars: Object.fromEntries(cut) };
}

/** The engine's parts of the frame, by the Docusaurus part each is (`Navbar`…). */
const byPart = (frame: Partial<Record<Place, ReactNode>>): Record<string, ReactNode> =>
  Object.fromEntries(Object.entries(frame).map(([place, node]) => [partOfPlace(place as Place), node]));
