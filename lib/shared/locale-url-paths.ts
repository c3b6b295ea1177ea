/**
 * Locales' URL paths under the site's base URL. lib/config/i18n.ts and lib/source use them, so this
 * module imports nothing (site-paths.ts names SiteConfig, whose module imports i18n.ts: a cycle).
 */

/** What a locale's URL path depends on: SiteConfig['i18n'] by shape. */
export interface LocalePathsConfig {
  defaultLocale?: string;
  locales?: string[];
  localeConfigs?: Record<string, { path?: string } | undefined>;
}

/** A locale's URL path segment under the base URL: none for the default locale, else its config's `path` or its name. */
export function localeUrlPath(i18n: LocalePathsConfig | undefined, name: string): string {
  return name === (i18n?.defaultLocale ?? 'en') ? '' : (i18n?.localeConfigs?.[name]?.path ?? name);
}

/** Every locale's URL path segment (lib/config/i18n.ts siteLocales' order: the default's, "", first). */
export function localeUrlPaths(i18n: LocalePathsConfig | undefined): string[] {
  const def = i18n?.defaultLocale ?? 'en';
  return [def, ...(i18n?.locales ?? []).filter((l) => l !== def)].map((name) => localeUrlPath(i18n, name));
}
