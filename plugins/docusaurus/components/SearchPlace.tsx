'use client';
import type { ComponentType } from 'react';
import { useLayoutPart } from './layout-part';

/**
 * `@theme/SearchBar` where the site has none of its own: the engine's search box where the frame
 * hands one to the place around it (a site's navbar or sidebar: components/layout/SiteShell.tsx), as
 * the engine's search stands in for Docusaurus' search plugins; elsewhere the installed theme's
 * (classic's renders nothing), or nothing without one.
 */
export function searchPlace(Installed?: ComponentType<object>) {
  return function SearchBar(props: object) {
    const search = useLayoutPart()?.search;
    if (search) return <>{search}</>;
    return Installed ? <Installed {...props} /> : null;
  };
}
