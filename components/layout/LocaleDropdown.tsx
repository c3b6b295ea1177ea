'use client';
import { useAddressPathname } from '@/components/behaviour/address-pathname';
import type { LocaleNav } from '@/lib/content/locale-nav';
import { localeDropdownLinks } from '@/lib/shared/locale-link';
import { VersionDropdown } from './VersionDropdown';

/**
 * Docusaurus' locale dropdown: every locale by its label, each linking to the page being read in
 * that locale (every doc exists in every locale, translated or in the default locale's text); from
 * a page outside the docs, to the locale's first docs page. Like Docusaurus' links, they are not
 * link-checked. Drawn in the browser, from the reader's address, on the not-found page alone
 * (components/layout/NotFoundPage.tsx, through LazyLocaleDropdown): elsewhere the navbar draws the same links on the server
 * (NavContext.localeLinks), so other pages load none of this.
 */
export function LocaleDropdown({ nav }: { nav: LocaleNav }) {
  // (The page was built at another path: the default locale's links first, then the address's.)
  const links = localeDropdownLinks(nav, useAddressPathname(nav.base));
  return <VersionDropdown links={links} menuLabel="Languages" unchecked />;
}
