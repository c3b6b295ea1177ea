/**
 * Plugin and theme shorthands in a config (`'content-docs'` for @docusaurus/plugin-content-docs):
 * Docusaurus loads the first of the name's patterns that resolves (moduleShorthand.js), so a docs
 * instance, a blog or pages named by shorthand are the site's content like any other.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readDocusaurusSite } from '../../plugins/docusaurus/importer/config';
import { docusaurusRoutes } from '../../plugins/docusaurus/importer/docusaurus-routes';
import { namePatterns } from '../../plugins/docusaurus/importer/plugin-shorthand';
import { tempFiles } from '../../test/temp-dir';

const config = `module.exports = {
  title: 'Shorthands', url: 'https://example.org', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  plugins: [
    ['content-docs', { id: 'guides', path: 'guides', routeBasePath: 'guides' }],
    ['content-blog', { id: 'news', path: 'news', routeBasePath: 'news' }],
    'ideal-image',
    'not-installed',
  ],
  themes: ['live-codeblock'],
};
`;

function site(): string {
  return tempFiles('plugin-shorthand', {
    'package.json': JSON.stringify({
      dependencies: {
        '@docusaurus/core': '3.10.2',
        '@docusaurus/preset-classic': '3.10.2',
        '@docusaurus/plugin-ideal-image': '3.10.2',
        '@docusaurus/theme-live-codeblock': '3.10.2',
      },
    }),
    'docusaurus.config.js': config,
    'docs/intro.md': '# Intro\n',
    'guides/setup.md': '# Setup\n',
    'news/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
  });
}

test("Docusaurus' name patterns for a plugin and a theme", () => {
  assert.deepEqual(namePatterns('content-docs', 'plugin'), ['content-docs', '@docusaurus/plugin-content-docs', 'docusaurus-plugin-content-docs']);
  assert.deepEqual(namePatterns('@acme/search', 'theme'), ['@acme/search', '@acme/docusaurus-theme-search']);
  assert.deepEqual(namePatterns('@acme', 'plugin'), ['@acme/docusaurus-plugin']);
});

test('a shorthand names the package the site has; one that resolves to nothing is kept as written', async () => {
  const root = site();
  const { raw, instances } = await readDocusaurusSite(root);
  // (The config's values come from its own realm: compared as plain data.)
  const names = Array.from(raw!.plugins as unknown[], (p) => (Array.isArray(p) ? String(p[0]) : String(p)));
  // content-docs and content-blog come with the classic preset; ideal-image is declared.
  assert.deepEqual(names, ['@docusaurus/plugin-content-docs', '@docusaurus/plugin-content-blog', '@docusaurus/plugin-ideal-image', 'not-installed']);
  assert.deepEqual(Array.from(raw!.themes as unknown[], String), ['@docusaurus/theme-live-codeblock']);
  assert.deepEqual(
    instances.map((i) => [i.id, i.routeBasePath]),
    [
      ['default', '/'],
      ['guides', 'guides'],
    ],
  );
  const routes = await docusaurusRoutes(root);
  assert.ok(routes.includes('/guides/setup'), routes.join(' '));
  assert.ok(routes.includes('/news/2024/01/02/hello'), routes.join(' '));
});
