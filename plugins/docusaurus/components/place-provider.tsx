import type { ComponentProps, ReactNode } from 'react';
import type { Place, ThemeLayerComponents } from '@/lib/api/plugins';
import { partOfPlace } from '../shared/places';
import { LayoutPartProvider, type LayoutPart } from './layout-part';

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
    else named[key] = value;
  }
  return <LayoutPartProvider {...(named as unknown as LayoutPart & { children: ReactNode })} />;
}

/** The engine's parts of the frame, by the Docusaurus part each is (`Navbar`…). */
const byPart = (frame: Partial<Record<Place, ReactNode>>): Record<string, ReactNode> =>
  Object.fromEntries(Object.entries(frame).map(([place, node]) => [partOfPlace(place as Place), node]));
