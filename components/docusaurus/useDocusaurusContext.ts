import { siteContext } from './site-context';
import { currentLocale } from './locale-messages';

const context = {
  siteConfig: siteContext,
  siteMetadata: { docusaurusVersion: '3' },
  globalData: {},
  i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'], localeConfigs: {} },
};

/** `@docusaurus/useDocusaurusContext`: the site's config (title, tagline, URL, baseUrl, customFields, themeConfig basics) and the page's locale. */
export default function useDocusaurusContext() {
  const locale = currentLocale()?.name;
  return locale ? { ...context, i18n: { ...context.i18n, currentLocale: locale } } : context;
}
