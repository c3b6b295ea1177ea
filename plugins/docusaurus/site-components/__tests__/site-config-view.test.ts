/**
 * The siteConfig the site's components see: Docusaurus hands the client its whole config as JSON
 * (core codegen genSiteConfig), so a page reading `siteConfig.presets[0][1].docs` finds it; the
 * engine's own values win for the keys it sets.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { parseSiteConfig } from '../../../../lib/config/site-config';
import { docusaurusSiteConfig } from '../site-config-view';

test("the imported config's plain data is in siteConfig, under the engine's own values", () => {
  const base = JSON.parse(fs.readFileSync('test/fixtures/site/site.config.json', 'utf8'));
  const config = parseSiteConfig({
    ...base,
    sourceConfig: {
      title: 'Old title',
      presets: [['classic', { docs: { lastVersion: 'current', includeCurrentVersion: true } }]],
      themeConfig: { footer: { style: 'dark' }, navbar: { hideOnScroll: true }, colorMode: { defaultMode: 'dark' }, docs: { sidebar: { hideable: true } } },
    },
  });
  const view = docusaurusSiteConfig(config);
  assert.deepEqual((view.presets as [string, { docs: unknown }][])[0][1].docs, { lastVersion: 'current', includeCurrentVersion: true });
  assert.equal(view.title, base.title);
  assert.deepEqual((view.themeConfig as Record<string, unknown>).footer, { style: 'dark' });
  assert.equal(view.themeConfig.navbar.logo, config.navbar.logo);
  assert.equal((view.themeConfig.navbar as Record<string, unknown>).hideOnScroll, true);
  assert.equal(view.themeConfig.colorMode.defaultMode, config.colorMode.default);
  // theme-classic's defaults, under what the config sets (a swizzled DocSidebarItem/Category reads docs.sidebar).
  assert.deepEqual(view.themeConfig.docs, { versionPersistence: 'localStorage', sidebar: { hideable: true, autoCollapseCategories: false } });
  assert.deepEqual((view.themeConfig as Record<string, unknown>).tableOfContents, { minHeadingLevel: 2, maxHeadingLevel: 3 });
  assert.throws(() => parseSiteConfig({ ...base, sourceConfig: [] }), /"sourceConfig" must be an object/);
});
