'use client';
import { createElement, useCallback, useMemo, useState, type ReactNode } from 'react';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';
import { SecondaryMenuDisplayProvider, useFilledSecondaryMenu, type FilledSecondaryMenu } from './secondary-menu';
import { SidebarPartsProvider } from './sidebar/sidebar-parts';
import { useNavbarMobileSidebar } from './theme-common-internal';

/** What a filler put into the second panel, with the sidebar's parts it found where it stood. */
function filledContent({ component, props, sidebarParts }: FilledSecondaryMenu): ReactNode {
  const drawn = createElement(component as (p: object) => ReactNode, props);
  return sidebarParts ? createElement(SidebarPartsProvider, { value: sidebarParts, children: drawn }) : drawn;
}

/**
 * The phone drawer's menus as theme-classic's Navbar/MobileSidebar lays them out (its Layout and
 * SecondaryMenu, the site's where it swizzles them): the navbar's links in one panel, the page's
 * sidebar (or what a page's NavbarSecondaryMenuFiller put there: a blog's recent posts) in a second one
 * that slides over them, shown first, with "← Back to main menu" above it.
 * The engine's drawer draws the header (Navbar/MobileSidebar/Header) above this; on a wide screen
 * the second panel is the sidebar's column (../styles/drawer.css).
 */
export default function MobileSidebarPanels({ primaryMenu, secondaryMenu }: { primaryMenu: ReactNode; secondaryMenu?: ReactNode }) {
  const drawer = useNavbarMobileSidebar();
  const filled = useFilledSecondaryMenu();
  const content = useMemo(() => secondaryMenu ?? (filled ? filledContent(filled) : undefined), [secondaryMenu, filled]);
  const hasContent = content != null;
  // (Shown from the first render, unlike theme-common's effect: the server's HTML has the sidebar's column usable.)
  const [secondShown, setSecondShown] = useState(true);
  const [wasOpen, setWasOpen] = useState(drawer.shown);
  // As theme-common's display provider: closing the drawer shows the second panel again next time
  // (adjusted while rendering, as React recommends over an effect).
  if (drawer.shown !== wasOpen) {
    setWasOpen(drawer.shown);
    if (!drawer.shown) setSecondShown(true);
  }
  const shown = hasContent && secondShown;
  const hide = useCallback(() => setSecondShown(false), []);
  const display = useMemo(() => ({ shown, hide, content }), [shown, hide, content]);
  return (
    <SecondaryMenuDisplayProvider value={display}>
      <NavbarMobileSidebarLayout header={null} primaryMenu={primaryMenu} secondaryMenu={<NavbarMobileSidebarSecondaryMenu />} />
    </SecondaryMenuDisplayProvider>
  );
}
