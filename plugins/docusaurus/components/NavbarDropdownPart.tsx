'use client';
/**
 * The navbar's dropdowns in the bar as theme-classic draws them (DropdownNavbarItem/Desktop, in
 * Infima's `dropdown` markup, opened by hover or by Enter on its label): the place the engine's
 * navbar gives a theme layer's dropdown (components/layout/Navbar.tsx LayerDropdown), handed the
 * engine's entries. A config's dropdown lists its links; the versions dropdown is labelled with the
 * page's version and leads to it (DocsVersionDropdownNavbarItem); the locale dropdown
 * (LocaleDropdownNavbarItem) carries the language icon before the page's locale, its entries
 * opening in the same tab with their language, as Docusaurus' `pathname://` links do.
 */
import IconLanguage from '@theme/Icon/Language';
import { translate } from './Translate';
import { isExternalHref, localeDropdownLinks, type LocaleDropdownLink } from '../../../lib/api/shared';
import type { LocaleNav } from '../../../lib/api/content';
import { useAddressPathname } from '../../../components/api/navigation';
import { DropdownNavbarItem, type NavbarLinkItem } from './navbar-dropdown';

/** An entry as the engine's navbar gives it: the page's own marked `active`; `newTab` a pathname:// link. */
interface Entry {
  label: string;
  href: string;
  active?: boolean;
  newTab?: boolean;
  /** The entry written as HTML (the config's `html`), which the theme draws in place of its label. */
  html?: string;
}

interface DropdownPartProps {
  label?: string;
  /** Where the label leads (the versions dropdown: the page's version). */
  to?: string;
  items?: Entry[];
  /** The locale dropdown: its entries, where the engine drew the page at its URL… */
  localeLinks?: LocaleDropdownLink[];
  /** …else the site's locales, the entries read from the reader's address (the not-found page). */
  locales?: LocaleNav;
  position?: 'left' | 'right';
  className?: string;
  /** The label is never the page's own (the versions dropdown's dropdownActiveClassDisabled). */
  activeClassDisabled?: boolean;
  /** The versions dropdown: in the drawer it is "Versions", leading nowhere (DocsVersionDropdownNavbarItem). */
  versions?: boolean;
  /** Drawn in the phone's drawer: the theme's collapsible menu entry (DropdownNavbarItem/Mobile). */
  mobile?: boolean;
}

/**
 * An entry as the theme's NavbarItem takes it: another site by `href`; a site path by `to`, as the
 * engine wrote it (its base URL and locale in it), current where the engine says; a pathname:// one
 * in a new tab, unchecked, as Docusaurus' Link opens it.
 */
function linkOf(entry: Entry): NavbarLinkItem {
  // (An entry written as HTML has that, not a label: theme-classic's NavbarNavLink draws one or the other.)
  const shown = entry.html !== undefined ? { html: entry.html } : { label: entry.label };
  if (isExternalHref(entry.href)) return { ...shown, href: entry.href };
  if (entry.newTab) return { ...shown, to: `pathname://${entry.href}`, autoAddBaseUrl: false };
  return { ...shown, to: entry.href, autoAddBaseUrl: false, isActive: () => entry.active === true };
}

function LocaleDropdown({
  given,
  locales,
  position,
  className,
  mobile,
}: {
  given?: LocaleDropdownLink[];
  locales?: LocaleNav;
  position?: 'left' | 'right';
  className?: string;
  mobile?: boolean;
}) {
  // The not-found page was built at another path (404.html): its entries come from the reader's address once
  // hydrated, the server's draw being the default locale's (the page's path there is its route's, /_not-found).
  const here = useAddressPathname(locales?.base ?? '/');
  const links = given ?? (locales ? localeDropdownLinks(locales, here) : []);
  const current = links.find((l) => l.active) ?? links[0];
  // (Docusaurus' own: a pathname:// link in the same tab, the locale's path written whole, never link-checked:
  // a translation under another slug has no page at the default locale's path.)
  const items: NavbarLinkItem[] = links.map((l) => ({
    label: l.label,
    to: `pathname://${l.href}`,
    target: '_self',
    rel: 'noopener noreferrer',
    autoAddBaseUrl: false,
    lang: l.lang,
    className: l.active ? (mobile ? 'menu__link--active' : 'dropdown__link--active') : undefined,
  }));
  const label = mobile ? translate({ id: 'theme.navbar.mobileLanguageDropdown.label', message: 'Languages' }) : current?.label;
  return (
    <DropdownNavbarItem items={items} position={position} className={className} mobile={mobile}>
      <IconLanguage className="iconLanguage_LocaleDropdownNavbarItem" />
      {label}
    </DropdownNavbarItem>
  );
}

export default function NavbarDropdownPart(props: DropdownPartProps) {
  const { label, to, items = [], localeLinks, locales, position, className, activeClassDisabled, versions, mobile } = props;
  if (localeLinks || locales) return <LocaleDropdown given={localeLinks} locales={locales} position={position} className={className} mobile={mobile} />;
  const never = activeClassDisabled ? { isActive: () => false } : {};
  const versionsInDrawer = mobile && versions && items.length > 1;
  const shown = versionsInDrawer
    ? { label: translate({ id: 'theme.navbar.mobileVersionsDropdown.label', message: 'Versions' }) }
    : { label, ...(to ? { to } : {}) };
  return <DropdownNavbarItem {...shown} {...never} items={items.map(linkOf)} position={position} className={className} mobile={mobile} />;
}
