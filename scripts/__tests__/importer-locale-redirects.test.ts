/**
 * Docusaurus builds each locale as a site of its own under the locale's base URL and runs
 * plugin-client-redirects in each, so every locale has the redirects, under its own path
 * (plugins/docusaurus/importer/docusaurus-routes.ts docusaurusRedirects).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { tempFiles } from '../../test/temp-dir';
import { docusaurusRedirects } from '../../plugins/docusaurus/importer/docusaurus-routes';

test("a site in two locales has the client redirects under each locale's base URL", async () => {
  const site = tempFiles('locale-redirects', {
    'docusaurus.config.js': `module.exports = {
      title: 'Two tongues', url: 'https://two.example.com', baseUrl: '/site/',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
      plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: ['/contact', '/help'], to: '/docs/support' }, { from: '/out', to: 'https://elsewhere.example.com/' }] }]],
    };`,
    'docs/support.md': '# Support\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/support.md': '# Aide\n',
  });
  const { redirects, problems } = await docusaurusRedirects(site);
  assert.deepEqual(problems, []);
  assert.deepEqual(redirects, [
    { from: '/site/contact', to: '/site/docs/support' },
    { from: '/site/help', to: '/site/docs/support' },
    { from: '/site/out', to: 'https://elsewhere.example.com/' },
    { from: '/site/fr/contact', to: '/site/fr/docs/support' },
    { from: '/site/fr/help', to: '/site/fr/docs/support' },
    { from: '/site/fr/out', to: 'https://elsewhere.example.com/' },
  ]);
  fs.rmSync(site, { recursive: true, force: true });
});
