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
