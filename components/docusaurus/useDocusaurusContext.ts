import { siteContext } from './site-context';

const context = {
  siteConfig: { ...siteContext, themeConfig: {}, customFields: {} },
  siteMetadata: { docusaurusVersion: '3' },
  i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'], localeConfigs: {} },
};

/** `@docusaurus/useDocusaurusContext`: the site's title, tagline, URL and baseUrl. */
export default function useDocusaurusContext() {
  return context;
}
