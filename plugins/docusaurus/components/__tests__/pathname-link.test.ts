import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { checkLinks } from '../../../../lib/output/link-check';

// The site's config, which the bundle of the site's components defines (plugins/docusaurus/site-components/bundle.ts).
(globalThis as { __DOCS_SITE__?: object }).__DOCS_SITE__ = { baseUrl: '/' };
const { default: Link } = await import('../Link');

test('a pathname:// Link is never checked, also when it names its own target (Docusaurus collects internal URLs only)', () => {
  const html = renderToStaticMarkup(
    createElement('main', null, createElement(Link, { to: 'pathname:///tool/', target: '_self' }, 'Tool'), createElement(Link, { to: '/gone/' }, 'Gone')),
  );
  assert.equal(html, '<main><a data-nobrokenlinkcheck="" target="_self" href="/tool/">Tool</a><a href="/gone/">Gone</a></main>');
  const { errors } = checkLinks(
    [{ url: '/', source: 'src/pages/index.js', html }],
    (p) => p === '/',
    () => new Set(),
    ['/'],
  );
  assert.deepEqual(errors, ['src/pages/index.js: links to /gone/, which is not a page of the site']);
});

test("a nav link of the page's path is marked as react-router's NavLink marks it: its active class and aria-current", () => {
  // (Outside a page, the path is the site's root.)
  const html = renderToStaticMarkup(
    createElement(
      'nav',
      null,
      createElement(Link, { to: '/', isNavLink: true, className: 'navbar__link', activeClassName: 'navbar__link--active' }, 'Home'),
      createElement(Link, { to: '/docs/', isNavLink: true }, 'Docs'),
    ),
  );
  assert.equal(html, '<nav><a class="navbar__link navbar__link--active" aria-current="page" href="/">Home</a><a href="/docs/">Docs</a></nav>');
});
