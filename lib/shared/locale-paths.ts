/**
 * Where a locale's pages live: every non-default locale under `<baseUrl><locale path>/`, as in
 * Docusaurus (baseUrl "/docs/" → "/docs/fr/…"); the default locale at the base itself. Shared
 * code (the navbar's locale dropdown and search use it too): no Node.
 */
import type { Locale } from '../config/i18n';

/** The set id of a doc set's copy in a locale ("docs" → "docs.fr"); the default locale keeps the id. */
export const localeSetId = (setId: string, locale: Pick<Locale, 'name' | 'isDefault'>): string => (locale.isDefault ? setId : `${setId}.${locale.name}`);

/**
 * A site path in a locale: the locale's path inserted after the base ("/docs/vcluster/x/" →
 * "/docs/fr/vcluster/x/"). A path outside the base, and any path of the default locale, stay.
 */
export function localizePath(base: string, locale: Pick<Locale, 'path'>, p: string): string {
  if (!locale.path) return p;
  if (p === base.replace(/\/$/, '') || p === '') return `${base}${locale.path}`;
  if (!p.startsWith(base)) return p;
  return `${base}${locale.path}/${p.slice(base.length)}`;
}

/** The locale a site path belongs to (by its prefix), else the default locale. */
export function localeOfPath<L extends Pick<Locale, 'path' | 'isDefault'>>(base: string, locales: readonly L[], p: string): L {
  const hit = locales.find((l) => !l.isDefault && (p.startsWith(`${base}${l.path}/`) || p === `${base}${l.path}`));
  return hit ?? locales.find((l) => l.isDefault) ?? locales[0];
}

/** The default locale's path of a locale's page ("/docs/fr/vcluster/x/" → "/docs/vcluster/x/"). */
export function delocalizePath(base: string, locale: Pick<Locale, 'path'>, p: string): string {
  if (!locale.path) return p;
  const prefix = `${base}${locale.path}/`;
  if (p.startsWith(prefix)) return base + p.slice(prefix.length);
  return p === `${base}${locale.path}` ? base : p;
}

/**
 * An absolute page link (`/docs/x`) on a locale's page goes to that locale's page, as Docusaurus'
 * baseUrl makes it; static files (a path with an extension) are published once and keep their path.
 */
export function localizeAbsoluteLink(href: string, locale: { base: string; path: string }): string | undefined {
  const m = /^(\/(?!\/)[^?#]*)(.*)$/.exec(href);
  if (!m || /\.\w+$/.test(m[1])) return undefined;
  const own = `${locale.base}${locale.path}`;
  if (m[1] === own || m[1].startsWith(`${own}/`)) return undefined;
  const localized = localizePath(locale.base, locale, m[1]);
  return localized === m[1] ? undefined : localized + m[2];
}
