/** Where the locale dropdown sends a reader (browser code: no Node). */
import type { Locale } from '../config/i18n';
import type { LocaleNav } from '../content/locale-nav';
import { delocalizePath, localeOfPath, localizePath } from './locale-paths';

/** The page in another locale: the same page for a doc, a post or a page, else that locale's home (shared with the browser). */
export function localeLink(
  nav: Pick<LocaleNav, 'docBases' | 'homes' | 'pageUrls'>,
  plainPath: string,
  localized: string,
  locale: Pick<Locale, 'name' | 'isDefault'>,
): string {
  if (locale.isDefault || nav.docBases.some((b) => plainPath.startsWith(b)) || nav.pageUrls?.includes(plainPath)) return localized;
  return nav.homes[locale.name] ?? localized;
}

/** A locale dropdown's entry: a locale by its label, linking to the page read in that locale. */
export interface LocaleDropdownLink {
  name: string;
  label: string;
  href: string;
  active: boolean;
  lang: string;
}

/** The locale dropdown's entries on the page at `pathname` (the site's path, its base included). */
export function localeDropdownLinks(nav: LocaleNav, pathname: string): LocaleDropdownLink[] {
  const here = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const current = localeOfPath(nav.base, nav.list, here);
  const plain = delocalizePath(nav.base, current, here);
  return nav.list.map((l) => ({
    name: l.name,
    label: l.label,
    href: localeLink(nav, plain, localizePath(nav.base, l, plain), l),
    active: l.name === current.name,
    lang: l.htmlLang,
  }));
}
