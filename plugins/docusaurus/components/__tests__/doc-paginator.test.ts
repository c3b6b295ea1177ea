import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { LocaleMessagesProvider } from '../../../../components/layout/locale-messages';

// The site's config, which the bundle of the site's components defines (plugins/docusaurus/site-components/bundle.ts).
(globalThis as { __DOCS_SITE__?: object }).__DOCS_SITE__ = { title: 'Site', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en'] } };
const { default: DocPaginatorPart } = await import('../DocPaginatorPart');

test("the docs' previous and next links are theme-classic's DocPaginator: Infima's pagination-nav, a sublabel and a title in each link", () => {
  assert.equal(
    renderToStaticMarkup(
      createElement(DocPaginatorPart, {
        previous: { title: 'Intro', permalink: '/docs/intro/' },
        next: { title: 'Setup', permalink: '/docs/setup/' },
        docPage: true,
      }),
    ),
    '<nav class="docusaurus-mt-lg pagination-nav" aria-label="Docs pages">' +
      '<a class="pagination-nav__link pagination-nav__link--prev" href="/docs/intro/"><div class="pagination-nav__sublabel">Previous</div><div class="pagination-nav__label">Intro</div></a>' +
      '<a class="pagination-nav__link pagination-nav__link--next" href="/docs/setup/"><div class="pagination-nav__sublabel">Next</div><div class="pagination-nav__label">Setup</div></a></nav>',
  );
  // A category's page: no margin of its own; one side only.
  assert.match(
    renderToStaticMarkup(createElement(DocPaginatorPart, { next: { title: 'Setup', permalink: '/docs/setup/' } })),
    /^<nav class="pagination-nav" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--next"/,
  );
});

test("in a locale, the paginator's words are its messages", () => {
  const messages = { 'theme.docs.paginator.next': 'Suivant', 'theme.docs.paginator.navAriaLabel': 'Pages de documentation' };
  const html = renderToStaticMarkup(
    createElement(LocaleMessagesProvider, {
      locale: { name: 'fr', path: 'fr', messages },
      children: createElement(DocPaginatorPart, { next: { title: 'Installation', permalink: '/fr/docs/setup/' } }),
    }),
  );
  assert.match(html, /aria-label="Pages de documentation"/);
  assert.match(html, /<div class="pagination-nav__sublabel">Suivant<\/div>/);
});
