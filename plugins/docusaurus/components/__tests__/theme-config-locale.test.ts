/**
 * useThemeConfig() in a locale's page gives the navbar and footer translated by the locale's
 * navbar.json and footer.json messages, as theme-classic's translateThemeConfig gives them to that
 * locale's build: an ejected Footer or Navbar reads its labels there.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { LocaleMessagesProvider } from '../../../../components/layout/locale-messages';

// The site's config, which the bundle of the site's components defines (plugins/docusaurus/site-components/bundle.ts).
(globalThis as { __DOCS_SITE__?: object }).__DOCS_SITE__ = {
  themeConfig: {
    navbar: {
      title: 'Lingo',
      logo: { alt: 'Lingo logo', src: 'img/logo.svg' },
      items: [
        { label: 'Guides', items: [{ label: 'Setup', to: '/setup' }] },
        { label: 'Blog', to: '/blog' },
      ],
    },
    footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/intro' }] }], copyright: 'Lingo authors', logo: { alt: 'Footer logo', src: 'x.svg' } },
  },
};
const { useThemeConfig } = await import('../theme-common');

type Item = { label: string; items?: Item[] };
function Labels() {
  const { navbar, footer } = useThemeConfig() as unknown as {
    navbar: { title: string; logo: { alt: string }; items: Item[] };
    footer: { links: { title: string; items: Item[] }[]; copyright: string; logo: { alt: string } };
  };
  const labels = [
    navbar.title,
    navbar.logo.alt,
    ...navbar.items.flatMap((i) => [i.label, ...(i.items ?? []).map((s) => s.label)]),
    ...footer.links.flatMap((c) => [c.title, ...c.items.map((i) => i.label)]),
    footer.copyright,
    footer.logo.alt,
  ];
  return createElement('p', null, labels.join('|'));
}

test("a locale's page reads the navbar and footer in its messages; the default locale's, as written", () => {
  assert.equal(renderToStaticMarkup(createElement(Labels)), '<p>Lingo|Lingo logo|Guides|Setup|Blog|Docs|Intro|Lingo authors|Footer logo</p>');
  const locale = {
    name: 'fr',
    path: 'fr',
    messages: {},
    chrome: {
      navbar: { title: 'Lingo FR', 'logo.alt': 'Logo de Lingo', 'item.label.Guides': 'Guides (fr)', 'item.label.Setup': 'Installation' },
      footer: { 'link.title.Docs': 'Documentation', 'link.item.label.Intro': 'Présentation', copyright: 'Auteurs de Lingo' },
    },
  };
  assert.equal(
    renderToStaticMarkup(createElement(LocaleMessagesProvider, { locale, children: createElement(Labels) })),
    // (A label without a message stays as written: Blog; so does the footer logo's alt.)
    '<p>Lingo FR|Logo de Lingo|Guides (fr)|Installation|Blog|Documentation|Présentation|Auteurs de Lingo|Footer logo</p>',
  );
});
