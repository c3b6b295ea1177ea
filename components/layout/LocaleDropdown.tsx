'use client';
import { useSitePathname } from '@/components/behaviour/site-pathname';
import type { LocaleNav } from '@/lib/content/locale-nav';
import { localeDropdownLinks } from '@/lib/shared/locale-link';
import { VersionDropdown } from './VersionDropdown';

/**
 * Docusaurus' locale dropdown: every locale by its label, each linking to the page being read in
 * that locale (every doc exists in every locale, translated or in the default locale's text); from
 * a page outside the docs, to the locale's first docs page. Like Docusaurus' links, they are not
 * link-checked.
 */
export function LocaleDropdown({ nav }: { nav: LocaleNav }) {
  const links = localeDropdownLinks(nav, useSitePathname() ?? nav.base);
  // Docusaurus' dropdown swaps the locale in the path and leaves the link out of its broken-links check
  // (a `pathname://` link): a page whose translation has another slug has no page there.
  return <VersionDropdown links={links} menuLabel="Languages" unchecked />;
}
