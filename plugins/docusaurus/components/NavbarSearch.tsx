'use client';
import type { ReactNode } from 'react';
import InstalledNavbarSearch from '@theme-init/Navbar/Search';
import { useLayoutPart } from './layout-part';

/**
 * `@theme/Navbar/Search`: the installed theme's container, holding the engine's search box where a
 * site's navbar is drawn (the navbar's place hands it: components/layout/SiteShell.tsx), as the
 * engine's search stands in for Docusaurus' search plugins; else what the navbar put in it.
 */
export default function NavbarSearch({ children, className }: { children?: ReactNode; className?: string }) {
  const search = useLayoutPart()?.search;
  return <InstalledNavbarSearch className={className}>{search ?? children}</InstalledNavbarSearch>;
}
