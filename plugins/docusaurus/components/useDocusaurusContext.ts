import { siteContext } from './site-context';
import { currentLocale } from '@/components/api/page-state';
import { globalDataOf } from './useGlobalData';
import { installedVersion } from './installed-version';

/** One context per locale, so that it keeps its identity from render to render, as Docusaurus' does. */
const contexts = new Map<string, ReturnType<typeof contextFor>>();
const contextFor = (locale: string) => ({
  siteConfig: siteContext,
  // (The installed core's version, as Docusaurus gives it; '3' where the site has none installed.)
  siteMetadata: { docusaurusVersion: installedVersion ?? '3' },
  globalData: globalDataOf(locale),
  i18n: { ...siteContext.i18n, currentLocale: locale },
});

/**
 * `@docusaurus/useDocusaurusContext`: the site's config (title, tagline, URL, baseUrl, customFields,
 * i18n, themeConfig basics), `i18n`, the site's locales with the page's as `currentLocale`, and the
 * locale's `globalData` (./useGlobalData.ts).
 */
export default function useDocusaurusContext() {
  const locale = currentLocale()?.name ?? siteContext.i18n.defaultLocale;
  let context = contexts.get(locale);
  if (!context) contexts.set(locale, (context = contextFor(locale)));
  return context;
}
