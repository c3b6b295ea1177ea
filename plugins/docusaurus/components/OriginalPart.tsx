'use client';
import type { ComponentType } from 'react';
import { useLayoutPart } from './layout-part';

/**
 * `@theme-original/<part>` inside a site's wrapper of a layout part the engine has a place for
 * (../shared/layout-parts.ts ORIGINAL_PARTS; plugins/docusaurus/site-components/theme-parts.ts):
 * in that place, the engine's own part, which the wrapper renders among what it adds (Docusaurus'
 * props are not needed by the engine's parts). Where the installed theme's own code renders the
 * wrapper (a doc item's place: ../site-components/doc-item-places.ts), the installed theme's part,
 * as Docusaurus' aliases give it there; without one, nothing.
 */
export function originalPart(part: string, Installed?: ComponentType) {
  return function OriginalPart(props: object) {
    const place = useLayoutPart();
    if (place?.part === part) return <>{place.original ?? null}</>;
    return Installed ? <Installed {...props} /> : null;
  };
}
