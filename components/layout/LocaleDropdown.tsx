'use client';
import { useSyncExternalStore } from 'react';
import type { LocaleNav } from '@/lib/content/locale-nav';
import { localeDropdownLinks } from '@/lib/shared/locale-link';
import { VersionDropdown } from './VersionDropdown';

const unchanging = () => () => {};

/**
 * Docusaurus' locale dropdown: every locale by its label, each linking to the page being read in
 * that locale (every doc exists in every locale, translated or in the default locale's text); from
 * a page outside the docs, to the locale's first docs page. Like Docusaurus' links, they are not
 * link-checked. Drawn in the browser, from the reader's address, on the not-found page alone
 * (components/layout/NotFoundPage.tsx): elsewhere the navbar draws the same links on the server
 * (NavContext.localeLinks), so other pages load none of this.
 */
export function LocaleDropdown({ nav }: { nav: LocaleNav }) {
  // The reader's address, once hydrated: the page was built at another path (404.html), as the server's
  // first draw, the default locale's, says (Next's pathname there is its route's, /_not-found).
  const here = useSyncExternalStore(
    unchanging,
    () => location.pathname,
    () => nav.base,
  );
  const links = localeDropdownLinks(nav, here);
  return <VersionDropdown links={links} menuLabel="Languages" unchecked />;
}
