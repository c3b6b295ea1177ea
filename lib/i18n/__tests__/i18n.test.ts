import { test } from 'node:test';
import assert from 'node:assert/strict';
import { i18nConfigProblems, siteLocales } from '../../config/i18n';
import { delocalizePath, localeOfPath, localeSetId, localizePath } from '../../shared/locale-paths';
import { translateSidebar } from '../locale-sets';
import { localeLink } from '../../shared/locale-link';
import type { SidebarItem } from '../../content/types';

const locales = siteLocales({ defaultLocale: 'en', locales: ['en', 'fr', 'ar'], localeConfigs: { ar: { label: 'العربية' }, fr: { path: 'francais' } } });

test('locales take Docusaurus defaults: the default first at the base, direction from the script, the label in its own language', () => {
  assert.deepEqual(
    locales.map((l) => [l.name, l.path, l.direction, l.htmlLang, l.isDefault]),
    [
      ['en', '', 'ltr', 'en', true],
      ['fr', 'francais', 'ltr', 'fr', false],
      ['ar', 'ar', 'rtl', 'ar', false],
    ],
  );
  assert.equal(locales[1].label, 'Français');
  assert.equal(locales[2].label, 'العربية');
  assert.deepEqual(
    siteLocales(undefined).map((l) => l.name),
    ['en'],
  );
});

test('a locale path goes after the base, as Docusaurus appends it to baseUrl', () => {
  const fr = locales[1];
  assert.equal(localizePath('/docs/', fr, '/docs/vcluster/x/'), '/docs/francais/vcluster/x/');
  assert.equal(localizePath('/', fr, '/docs/x/'), '/francais/docs/x/');
  assert.equal(localizePath('/', fr, ''), '/francais');
  assert.equal(localizePath('/docs/', fr, '/other/'), '/other/', 'a path outside the base stays');
  assert.equal(localizePath('/', locales[0], '/docs/x/'), '/docs/x/', 'the default locale is at the base');
  assert.equal(localeOfPath('/', locales, '/francais/docs/x/').name, 'fr');
  assert.equal(localeOfPath('/', locales, '/ar/').name, 'ar');
  assert.equal(localeOfPath('/', locales, '/docs/ar/').name, 'en');
  assert.equal(delocalizePath('/', locales[2], '/ar/docs/x/'), '/docs/x/');
  assert.equal(localeSetId('docs', locales[2]), 'docs.ar');
  assert.equal(localeSetId('docs', locales[0]), 'docs');
});

test('sidebar labels come from sidebar.<id>.<kind>.<label>, for the sidebar or, failing that, any sidebar', () => {
  const items: SidebarItem[] = [
    { type: 'category', label: 'Guides', collapsible: true, collapsed: false, items: [{ type: 'link', label: 'Home', href: '/' }] },
    { type: 'doc', label: 'Intro', href: '/docs/intro/', docId: 'intro' },
  ];
  const out = translateSidebar(items, 'default', { 'sidebar.tutorialSidebar.category.Guides': 'Guides pratiques', 'sidebar.default.link.Home': 'Accueil' });
  assert.equal(out[0].label, 'Guides pratiques');
  assert.equal(out[0].type === 'category' && out[0].items[0].label, 'Accueil');
  assert.equal(out[1].label, 'Intro', 'an untranslated label stays');
  // A category or link with its own key is translated by the key, not the label (apache/hertzbeat's "log").
  const keyed: SidebarItem[] = [{ type: 'category', label: 'Log (Beta)', key: 'log', collapsible: true, collapsed: true, items: [] }];
  assert.equal(translateSidebar(keyed, 'docs', { 'sidebar.docs.category.log': 'Log', 'sidebar.docs.category.Log (Beta)': 'no' })[0].label, 'Log');
});

test('the dropdown keeps a doc page in every locale and sends other pages to the locale home', () => {
  const nav = { docBases: ['/docs/'], homes: { fr: '/fr/docs/intro/' } };
  assert.equal(localeLink(nav, '/docs/a/', '/fr/docs/a/', { name: 'fr', isDefault: false }), '/fr/docs/a/');
  assert.equal(localeLink(nav, '/blog/', '/fr/blog/', { name: 'fr', isDefault: false }), '/fr/docs/intro/');
  assert.equal(localeLink(nav, '/blog/', '/blog/', { name: 'en', isDefault: true }), '/blog/');
});

test('the i18n section is validated', () => {
  assert.deepEqual(i18nConfigProblems({ defaultLocale: 'en', locales: ['en', 'fr'] }), []);
  assert.match(i18nConfigProblems({ defaultLocale: 'de', locales: ['en'] }).join('\n'), /must include the defaultLocale "de"/);
  assert.match(i18nConfigProblems({ defaultLocale: 'en', locales: ['en'], localeConfigs: { fr: {} } }).join('\n'), /"fr" is not in "i18n.locales"/);
  assert.match(
    i18nConfigProblems({ defaultLocale: 'en', locales: ['en', 'ar'], localeConfigs: { ar: { direction: 'up' } } }).join('\n'),
    /direction must be "ltr" or "rtl"/,
  );
  assert.match(i18nConfigProblems({ defaultLocale: 'en', locales: ['en'], extra: 1 }).join('\n'), /"i18n.extra" is not a setting/);
});
