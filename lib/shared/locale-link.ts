/** Where the locale dropdown sends a reader (browser code: no Node). */
import type { Locale } from '../config/i18n';
import type { LocaleNav } from '../content/locale-nav';

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
