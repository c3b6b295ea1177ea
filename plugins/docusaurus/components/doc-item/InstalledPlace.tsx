'use client';
import type { ComponentType } from 'react';
import type { DocItemParts } from '@/lib/api/plugins';
import type { DOC_ITEM_PLACES, DocItemPlace } from '../../shared/doc-item-parts';
import { useLayoutPart } from '../layout-part';

/** The engine's part a place stands for. */
type Slot = (typeof DOC_ITEM_PLACES)[DocItemPlace];

/**
 * A doc item's place drawn by the installed theme's own module (../../site-components/doc-item-places.ts),
 * where the engine's part stands: not where the engine draws none (a page without a TOC: Docusaurus'
 * layout renders no TOC module there either), and the desktop TOC in the engine's column beside the
 * article, which shows it on wide screens only, as Docusaurus' layout does.
 */
export function installedPlace(slot: Slot, Place: ComponentType) {
  return function DocItemPlace(props: object) {
    const part: DocItemParts[Slot] | undefined = useLayoutPart()?.doc?.[slot];
    if (part === null || part === undefined) return null;
    const drawn = <Place {...props} />;
    return slot === 'tocDesktop' ? <div className="toc-desktop">{drawn}</div> : drawn;
  };
}
