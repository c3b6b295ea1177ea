/** Where the locale dropdown sends a reader (browser code: no Node). */
import type { Locale } from '../i18n/config';
import type { LocaleNav } from '../i18n/locale-nav';

/** The page in another locale: the same page for a doc, else that locale's home (shared with the browser). */
export function localeLink(
  nav: Pick<LocaleNav, 'docBases' | 'homes'>,
  plainPath: string,
  localized: string,
  locale: Pick<Locale, 'name' | 'isDefault'>,
): string {
  if (locale.isDefault || nav.docBases.some((b) => plainPath.startsWith(b))) return localized;
  return nav.homes[locale.name] ?? localized;
}
