/**
 * For tests of the components' bundle as a whole: `bundleSiteComponents` run in the working
 * directory the test gives (the engine's root, whose .generated/ it writes), with the engine's
 * modules. Usage: bundle-components.ts <site folder> <module>... ; prints nothing, exits 1 on error.
 */
import { bundleSiteComponents } from '../plugins/docusaurus/site-components/bundle';
import { DOCUSAURUS_FILES } from '../plugins/docusaurus/files';
import type { DocusaurusSiteConfig } from '../plugins/docusaurus/site-components/site-config-view';

const [site, ...modules] = process.argv.slice(2);
await bundleSiteComponents(
  modules.map((module) => ({ module, from: 'test' })),
  site,
  {
    title: 'T',
    tagline: '',
    url: 'https://example.dev',
    baseUrl: '/',
    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      path: 'i18n',
      localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } },
    },
  } as unknown as DocusaurusSiteConfig,
  DOCUSAURUS_FILES,
);
