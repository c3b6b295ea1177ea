/** The navbar marks the page's own links (NavbarLinkItem.activeOn): an imported site's items as theme-classic's NavLink marks them. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { Navbar } from '../Navbar';
import { navbarConfig, navbarContext } from './navbar-fixture';
import { activeLinkHrefs } from '@/lib/content/navbar-active';
import type { NavbarItem } from '@/lib/config/site-config';

const items: NavbarItem[] = [
  { type: 'link', label: 'Guides', href: '/docs/guides/', activeOn: { path: '/docs/guides/' } },
  { type: 'link', label: 'API', href: '/docs/api/', activeOn: { prefix: '/docs/api' } },
  { type: 'link', label: 'Releases', href: '/docs/releases/', activeOn: { regex: '/RELEASES?/' } },
  { type: 'link', label: 'Elsewhere', href: 'https://example.com/docs/guides/' },
  { type: 'dropdown', label: 'More', items: [{ type: 'link', label: 'Blog', href: '/blog/', activeOn: { path: '/blog/' } }] },
];

test("a page's own links: at the item's path or below it, by prefix, by pattern, in a dropdown; never an href", () => {
  assert.deepEqual(activeLinkHrefs(items, '/docs/guides/install/'), ['/docs/guides/']);
  assert.deepEqual(activeLinkHrefs(items, '/docs/guides/'), ['/docs/guides/']);
  assert.deepEqual(activeLinkHrefs(items, '/docs/Guides'), ['/docs/guides/'], 'case aside, without the trailing slash');
  assert.deepEqual(activeLinkHrefs(items, '/docs/guidesmore/'), [], 'a path below it, not one that starts alike');
  assert.deepEqual(activeLinkHrefs(items, '/docs/apiv2/'), ['/docs/api/'], 'a prefix is a plain start');
  assert.deepEqual(activeLinkHrefs(items, '/docs/releases/3.0/'), ['/docs/releases/']);
  assert.deepEqual(activeLinkHrefs(items, '/blog/post/'), ['/blog/']);
});

test('the navbar draws them current, with the theme layer’s class, and the dropdown that holds one', () => {
  const config = navbarConfig(items);
  const ctx = navbarContext('Search', { activeHrefs: activeLinkHrefs(items, '/blog/post/') });
  const html = renderToStaticMarkup(createElement(Navbar, { config, ctx }));
  assert.match(html, /<summary class="nav-item-link nav-item-link-active">More<\/summary>/);
  assert.match(html, /<a class="nav-item-link nav-item-link-active" aria-current="true" href="\/blog\/">Blog<\/a>/);
  assert.match(html, /<a class="nav-item-link" href="\/docs\/guides\/">Guides<\/a>/);
});

test("another site's link is marked external unless its item says it has no mark (externalMark: false); both open in a new tab", () => {
  const config = navbarConfig([
    { type: 'link', label: 'Marked', href: 'https://a.example.com/', position: 'right' },
    { type: 'link', label: 'Unmarked', href: 'https://b.example.com/', position: 'right', externalMark: false },
  ]);
  const html = renderToStaticMarkup(createElement(Navbar, { config, ctx: navbarContext('Search') }));
  const link = (label: string) => new RegExp(`<a [^>]*href="https://${label === 'Marked' ? 'a' : 'b'}\\.example\\.com/"[^>]*>${label}(.*?)</a>`).exec(html);
  assert.match(link('Marked')![0], /target="_blank"/);
  assert.match(link('Marked')![1], /icon-external/);
  assert.match(link('Unmarked')![0], /target="_blank"/);
  assert.equal(link('Unmarked')![1], '');
});
