/**
 * The theme's strings in each locale, as Docusaurus gives them (plugins/docusaurus/importer/theme-messages.ts):
 * its own packages' from the site's install of @docusaurus/theme-translations (a locale's file, else
 * its region's, script's or language's), then what the plugins run from the install gave, in the
 * plugins' order. Run from a registry install.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { CLASSIC_SITE, docusaurusInstall } from '../../test/docusaurus-install';
import { tempDir } from '../../test/temp-dir';
import { i18nConfigOf, siteLocaleNames } from '../../plugins/docusaurus/importer/i18n';
import type { LocalPlugin } from '../../plugins/docusaurus/importer/local-plugins';
import { ownMessageNames, readThemeMessages, themeMessagesOf, writeThemeMessages } from '../../plugins/docusaurus/importer/theme-messages';

test('the files Docusaurus’ own packages read: theme-classic reads theme-common’s, the algolia theme where the preset adds it', () => {
  assert.deepEqual(ownMessageNames({ presets: [['classic', {}]] }), ['theme-common']);
  assert.deepEqual(ownMessageNames({ presets: [['@docusaurus/preset-classic', {}]], themeConfig: { algolia: { appId: 'x' } } }), [
    'theme-common',
    'theme-search-algolia',
  ]);
  // (Listed by name, or by the path require.resolve gave; a package of another scope reads none of them.)
  assert.deepEqual(
    ownMessageNames({
      themes: ['@docusaurus/theme-live-codeblock'],
      plugins: ['/site/node_modules/@docusaurus/plugin-pwa/lib/index.js', 'docusaurus-plugin-sass'],
    }),
    ['plugin-pwa', 'theme-live-codeblock'],
  );
  assert.deepEqual(ownMessageNames({}), []);
});

test('each locale’s messages: the installed translations by locale, region, script or language, then the run plugins’', { timeout: 240_000 }, async () => {
  const site = docusaurusInstall('3.10.2', CLASSIC_SITE);
  const raw = { presets: [['classic', {}]], themeConfig: { algolia: { appId: 'x', apiKey: 'y', indexName: 'z' } } };
  const plugins: LocalPlugin[] = [
    { module: 'a', codeMessages: { fr: { 'search.placeholder': 'Chercher', 'theme.admonition.tip': 'conseil' } } },
    { module: 'b', codeMessages: { fr: { 'search.placeholder': 'Rechercher' } } },
  ];
  const got = await themeMessagesOf(raw, site, ['en', 'fr', 'pt', 'zh-CN'], plugins);
  // (English is the messages' own language: theme-translations has no file of it.)
  assert.equal(got.en, undefined);
  assert.equal(got.fr['theme.admonition.note'], 'remarque');
  assert.equal(got.fr['theme.common.headingLinkTitle'], 'Lien direct vers {heading}');
  assert.ok(got.fr['theme.SearchBar.label'], 'the algolia theme’s');
  // A later plugin's message wins, and a plugin's wins over the theme's.
  assert.equal(got.fr['search.placeholder'], 'Rechercher');
  assert.equal(got.fr['theme.admonition.tip'], 'conseil');
  const file = (name: string) =>
    JSON.parse(fs.readFileSync(path.join(site, 'node_modules/@docusaurus/theme-translations/locales', name, 'theme-common.json'), 'utf8'));
  // pt is pt-BR (the language's likely region), zh-CN zh-Hans (its script).
  assert.equal(got.pt['theme.docs.paginator.next'], file('pt-BR')['theme.docs.paginator.next']);
  assert.equal(got['zh-CN']['theme.docs.paginator.next'], file('zh-Hans')['theme.docs.paginator.next']);
  // Written beside the content and read back by locale; none at all: no file.
  const content = tempDir('theme-messages');
  writeThemeMessages(content, got);
  assert.equal(readThemeMessages(content, 'fr')['theme.admonition.note'], 'remarque');
  assert.deepEqual(readThemeMessages(content, 'en'), {});
  writeThemeMessages(content, {});
  assert.deepEqual(readThemeMessages(content, 'fr'), {});
});

test('a site without an install: the run plugins’ messages alone', async () => {
  const site = tempDir('theme-messages-bare');
  fs.writeFileSync(path.join(site, 'package.json'), '{}');
  const got = await themeMessagesOf({ presets: [['classic', {}]] }, site, ['en', 'fr'], [{ module: 'a', codeMessages: { fr: { x: 'y' } } }]);
  assert.deepEqual(got, { fr: { x: 'y' } });
});

test('a site in one language other than English keeps its locale (its pages’ language, direction and translations); English alone is the engine’s default', () => {
  assert.deepEqual(i18nConfigOf({ i18n: { defaultLocale: 'zh-CN', locales: ['zh-CN'] } }).config, { defaultLocale: 'zh-CN', locales: ['zh-CN'] });
  assert.deepEqual(i18nConfigOf({ i18n: { defaultLocale: 'fa', locales: [], localeConfigs: { fa: { direction: 'rtl' } } } }).config, {
    defaultLocale: 'fa',
    locales: ['fa'],
    localeConfigs: { fa: { direction: 'rtl' } },
  });
  assert.equal(i18nConfigOf({ i18n: { defaultLocale: 'en', locales: ['en'] } }).config, undefined);
  assert.deepEqual(i18nConfigOf({ i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } }).config, { defaultLocale: 'en', locales: ['en', 'fr'] });
  assert.deepEqual(siteLocaleNames({ i18n: { defaultLocale: 'fr', locales: ['en', 'fr'] } }), ['fr', 'en']);
  assert.deepEqual(siteLocaleNames({}), ['en']);
});

test("a locale's config as Docusaurus' loadI18n reads it: `path` its folder of translations, `baseUrl` its URL where the engine can serve it there", () => {
  const raw = {
    url: 'https://x.dev',
    baseUrl: '/docs/',
    i18n: {
      defaultLocale: 'en',
      locales: ['en', 'zh-CN', 'fr', 'es', 'de'],
      localeConfigs: {
        en: { baseUrl: '/docs/' },
        'zh-CN': { path: 'zh', label: '简体中文' },
        fr: { baseUrl: 'docs/francais', url: 'https://x.dev' },
        es: { url: 'https://es.x.dev', baseUrl: '/' },
        de: { baseUrl: '/docs/de/deep/', translate: false },
      },
    },
  };
  const { config, unmapped } = i18nConfigOf(raw);
  // (translate: false applies: the locale reads none of its translation files but its code messages, 91e0a6f7.)
  assert.deepEqual(config?.localeConfigs, { 'zh-CN': { label: '简体中文', folder: 'zh' }, fr: { path: 'francais' }, de: { translate: false } });
  assert.deepEqual(unmapped, ['i18n.localeConfigs.es.baseUrl', 'i18n.localeConfigs.es.url', 'i18n.localeConfigs.de.baseUrl']);
});
