/** A Docusaurus site's navbar links are current where theme-classic's NavbarNavLink marks them (plugins/docusaurus/importer/identity.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { identityFromConfig } from '../../plugins/docusaurus/importer/identity';

test('a `to` link is current at its path and below it, activeBasePath by prefix, activeBaseRegex by pattern; an `href` link never', () => {
  const { config } = identityFromConfig(
    {
      themeConfig: {
        navbar: {
          items: [
            { to: '/vcluster/', label: 'vCluster' },
            { to: '/platform/', label: 'Platform', activeBasePath: 'platform' },
            { to: '/api/', label: 'API', activeBaseRegex: '/api/|/reference/' },
            { href: 'https://example.com/blog', label: 'Blog' },
          ],
        },
      },
    },
    { baseUrl: '/docs/', setOfInstance: () => 'docs', setLabel: () => 'Docs' },
  );
  assert.deepEqual(
    config.navbar?.items.map((i) => (i.type === 'link' ? [i.href, i.activeOn] : [i.type])),
    [
      ['/docs/vcluster/', { path: '/docs/vcluster/' }],
      ['/docs/platform/', { prefix: '/docs/platform' }],
      ['/docs/api/', { regex: '/api/|/reference/' }],
      ['https://example.com/blog', undefined],
      // (The search box Docusaurus adds where the config has none.)
      ['search'],
    ],
  );
});

test('a link to another site given as `to` has no external mark, in the navbar and the footer, as theme-classic draws the mark after an external `href` alone', () => {
  const { config } = identityFromConfig(
    {
      themeConfig: {
        navbar: {
          items: [
            { to: 'https://blog.example.com', label: 'Blog' },
            { href: 'https://git.example.com', label: 'Source' },
            { to: '/guide/', label: 'Guide' },
          ],
        },
        footer: {
          links: [
            {
              title: 'More',
              items: [
                { label: 'Blog', to: 'https://blog.example.com' },
                { label: 'Source', href: 'https://git.example.com' },
              ],
            },
          ],
        },
      },
    },
    { baseUrl: '/', setOfInstance: () => 'docs', setLabel: () => 'Docs' },
  );
  assert.deepEqual(
    config.navbar?.items.flatMap((i) => (i.type === 'link' ? [[i.label, i.href, i.externalMark]] : [])),
    [
      ['Blog', 'https://blog.example.com', false],
      ['Source', 'https://git.example.com', undefined],
      ['Guide', '/guide/', undefined],
    ],
  );
  assert.deepEqual(
    config.footer?.links?.[0].items.map((i) => [i.label, i.externalMark]),
    [
      ['Blog', false],
      ['Source', undefined],
    ],
  );
});
