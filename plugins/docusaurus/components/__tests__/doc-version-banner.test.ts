import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { LocaleMessagesProvider } from '../../../../components/layout/locale-messages';
import { bundleSiteModule } from '../../../../test/site-bundle';
import { tempDir } from '../../../../test/temp-dir';

// The site's config, which the bundle of the site's components defines (plugins/docusaurus/site-components/bundle.ts).
(globalThis as { __DOCS_SITE__?: object }).__DOCS_SITE__ = { title: 'Lingo docs', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } };
const { default: DocVersionBannerPart } = await import('../DocVersionBannerPart');

const latest = { label: '1.0', href: '/docs/intro/' };

test("a version's banner is theme-classic's DocVersionBanner: a warning alert in the theme's words, the site's title and the version in them", () => {
  assert.equal(
    renderToStaticMarkup(createElement(DocVersionBannerPart, { kind: 'unreleased', versionLabel: 'Next', latest })),
    '<div class="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert"><div>This is unreleased documentation for Lingo docs <b>Next</b> version.</div>' +
      '<div class="margin-top--md">For up-to-date documentation, see the <b><a href="/docs/intro/">latest version</a></b> (1.0).</div></div>',
  );
  assert.match(
    renderToStaticMarkup(createElement(DocVersionBannerPart, { kind: 'unmaintained', versionLabel: '0.9', latest })),
    /<div>This is documentation for Lingo docs <b>0\.9<\/b>, which is no longer actively maintained\.<\/div>/,
  );
});

test("in a locale, the banner's words are its messages", () => {
  const messages = {
    'theme.docs.versions.unreleasedVersionLabel': 'Ceci est la documentation de la prochaine version {versionLabel} de {siteTitle}.',
    'theme.docs.versions.latestVersionSuggestionLabel': 'Pour une documentation à jour, consultez la {latestVersionLink} ({versionLabel}).',
    'theme.docs.versions.latestVersionLinkLabel': 'dernière version',
  };
  const html = renderToStaticMarkup(
    createElement(LocaleMessagesProvider, {
      locale: { name: 'fr', path: 'fr', messages },
      children: createElement(DocVersionBannerPart, { kind: 'unreleased', versionLabel: 'Suivante', latest: { label: '1.0', href: '/fr/docs/intro/' } }),
    }),
  );
  assert.match(html, /<div>Ceci est la documentation de la prochaine version <b>Suivante<\/b> de Lingo docs\.<\/div>/);
  assert.match(html, /Pour une documentation à jour, consultez la <b><a href="\/fr\/docs\/intro\/">dernière version<\/a><\/b> \(1\.0\)\./);
});

test('a version without a banner draws nothing', () => {
  assert.equal(renderToStaticMarkup(createElement(DocVersionBannerPart, {})), '');
});

test("where the site wraps DocVersionBanner, a category's page draws its wrapper around theme-classic's banner; a doc's place the banner alone (its item draws the wrapper)", async () => {
  const site = tempDir('banner-host');
  fs.mkdirSync(path.join(site, 'src/theme/DocVersionBanner'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'src/theme/DocVersionBanner/index.js'),
    'import DocVersionBanner from \'@theme-original/DocVersionBanner\';\nexport default function Mine(props) { return <div className="mine"><DocVersionBanner {...props} /></div>; }\n',
  );
  fs.writeFileSync(
    path.join(site, 'entry.js'),
    `export { default } from ${JSON.stringify(path.resolve('plugins/docusaurus/components/DocVersionBannerHost.tsx'))};\n`,
  );
  const { default: Host } = await (
    await bundleSiteModule(site, 'entry.js', { i18n: { defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: {} } })
  ).load<{ default: ComponentType<Record<string, unknown>> }>();
  const facts = { kind: 'unmaintained', versionLabel: '0.9', latest };
  const banner = /^<div class="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert"><div>This is documentation for T <b>0\.9<\/b>/;
  const onCategory = renderToStaticMarkup(createElement(Host, { ...facts, category: true }));
  assert.match(onCategory, /^<div class="mine"><div class="theme-doc-version-banner alert/);
  assert.match(onCategory.slice('<div class="mine">'.length), banner);
  assert.match(renderToStaticMarkup(createElement(Host, facts)), banner);
  // A version without a banner: the wrapper, around nothing, as Docusaurus draws it.
  assert.equal(renderToStaticMarkup(createElement(Host, { category: true })), '<div class="mine"></div>');
});
