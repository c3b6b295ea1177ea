/**
 * Each non-default locale's not-found page, in its words, at `<base><locale path>/404.html`: Docusaurus
 * builds each locale on its own, and each build writes its `404.html` at the locale's baseUrl
 * (server/routes.ts getRoutesPaths), where a host serving that folder finds it. Next routes by folder:
 * the page renders at `<that path>/` and the build moves it to the file (lib/pipeline/next-files.ts).
 * The default locale's is app/global-not-found.tsx, at `<base>404.html`.
 */
import type { SiteConfig } from '../config/site-config';
import { siteLocales } from '../config/i18n';
import { siteBase } from '../shared/site-paths';
import { localizePath } from '../shared/locale-paths';

export interface LocaleNotFoundPage {
  /** The URL Next renders it at: `file` and a slash. */
  route: string;
  /** Its URL once built: `/zh-CN/404.html`. */
  url: string;
  localeName: string;
}

/** The not-found page of every locale but the default one. */
export function localeNotFoundPages(config: Pick<SiteConfig, 'baseUrl' | 'i18n'>): LocaleNotFoundPage[] {
  const base = siteBase(config);
  return siteLocales(config.i18n)
    .filter((locale) => !locale.isDefault)
    .map((locale) => {
      const url = localizePath(base, locale, `${base}404.html`);
      return { route: `${url}/`, url, localeName: locale.name };
    });
}

/** The locale's not-found page that renders at the route `url`, if it is one. */
export const localeNotFoundAt = (config: Pick<SiteConfig, 'baseUrl' | 'i18n'>, url: string): LocaleNotFoundPage | undefined =>
  localeNotFoundPages(config).find((page) => page.route === url);
