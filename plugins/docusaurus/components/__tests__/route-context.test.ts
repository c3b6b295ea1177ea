/**
 * `@docusaurus/useRouteContext` (../useRouteContext.ts) anywhere in a page, its frame included: the route
 * context of the route that draws it (../plugin-route-context.tsx), as Docusaurus' ComponentCreator gives it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import { PageRouteContextProvider } from '../PageRouteContextProvider';
import { routeContextOf } from '../../shared/route-context';
import useRouteContext from '../useRouteContext';
import { SITE_FACTS_KEY } from '../../shared/site-facts';

// (What the site's registry tells the theme layer: a site that searches with Algolia.)
(globalThis as Record<symbol, unknown>)[Symbol.for(SITE_FACTS_KEY)] = { docusaurusVersion: '3.8.0', algoliaSearch: true };

test("the route context of each kind of route: the docs plugin's (and the not-found page's under a docs version), the blog's, a plugin's own, the search theme's, core's native not-found, the pages plugin's", () => {
  const plugin = (name: string, id = 'default') => ({ plugin: { name, id } });
  assert.deepEqual(routeContextOf({ kind: 'docs', set: 'docs' }), plugin('docusaurus-plugin-content-docs'));
  assert.deepEqual(routeContextOf({ kind: 'docs', set: 'api' }), plugin('docusaurus-plugin-content-docs', 'api'));
  assert.deepEqual(routeContextOf({ kind: 'not-found', set: 'docs' }), plugin('docusaurus-plugin-content-docs'));
  assert.deepEqual(routeContextOf({ kind: 'not-found' }), plugin('native'));
  assert.deepEqual(routeContextOf({ kind: 'blog', blog: 'news' }), plugin('docusaurus-plugin-content-blog', 'news'));
  assert.deepEqual(routeContextOf({ kind: 'pages' }), plugin('docusaurus-plugin-content-pages'));
  assert.deepEqual(routeContextOf({ kind: 'search' }, { algoliaSearch: true }), plugin('docusaurus-theme-search-algolia'));
  assert.deepEqual(routeContextOf({ kind: 'search' }), plugin('docusaurus-plugin-content-pages'), "another search's page: the plugin is not known");
  const added = { plugin: { name: 'docusaurus-plugin-content-blog', id: 'default' }, data: { blogMetadata: { blogTitle: 'Answer Blog' } } };
  assert.deepEqual(routeContextOf({ kind: 'pages', plugin: added }), added, "a plugin's page: what the plugin gave its route");
  assert.deepEqual(
    routeContextOf({ kind: 'pages', plugin: { nothing: true } }),
    plugin('docusaurus-plugin-content-pages'),
    'a context without a plugin is not one',
  );
});

test('a component anywhere inside the provider reads the route context', () => {
  function Reader(): ReactNode {
    const { plugin, data } = useRouteContext();
    return `${plugin.name}/${plugin.id}${data ? ` ${JSON.stringify(data)}` : ''}`;
  }
  const within = (route: Parameters<typeof routeContextOf>[0]) =>
    renderToStaticMarkup(createElement(PageRouteContextProvider, { route, children: createElement('div', null, createElement(Reader)) }));
  assert.equal(within({ kind: 'docs', set: 'product' }), '<div>docusaurus-plugin-content-docs/product</div>');
  assert.equal(within({ kind: 'search' }), '<div>docusaurus-theme-search-algolia/default</div>');
  assert.equal(
    within({ kind: 'pages', plugin: { plugin: { name: 'fixture-showcase', id: 'default' }, data: { heading: 'Users' } } }),
    '<div>fixture-showcase/default {&quot;heading&quot;:&quot;Users&quot;}</div>',
  );
  assert.equal(renderToStaticMarkup(createElement(Reader)), 'docusaurus-plugin-content-pages/default', 'outside any route: the pages plugin');
});
