import { siteContext } from './site-context';

const context = {
  siteConfig: siteContext,
  siteMetadata: { docusaurusVersion: '3' },
  globalData: {},
  i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'], localeConfigs: {} },
};

/** `@docusaurus/useDocusaurusContext`: the site's config (title, tagline, URL, baseUrl, customFields, themeConfig basics). */
export default function useDocusaurusContext() {
  return context;
}
