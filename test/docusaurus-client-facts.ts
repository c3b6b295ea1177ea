/**
 * What tests that render Docusaurus' own theme code hand it: the config's i18n as the site's config
 * view gives it for an English site, and the docs plugin's data of a site's one current version.
 */
import type { DocsClientData } from '../lib/api/content';

/** `i18n` of an English-only site, with its locale's config filled as Docusaurus fills it. */
export const ENGLISH_I18N = {
  defaultLocale: 'en',
  locales: ['en'],
  path: 'i18n',
  localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } },
};

/** The default docs instance's data on a page of its current version (no doc: `doc` is the page's where it has one). */
export const CURRENT_DOCS: DocsClientData = {
  pluginId: 'default',
  path: '/docs',
  versions: [],
  activeVersion: 'current',
  version: { version: 'current', label: 'Next', banner: null, badge: false, className: '', isLast: true, pluginId: 'default' },
  alternates: {},
};
