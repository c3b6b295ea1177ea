/**
 * A site whose config has an announcement bar and that draws none of its own gets the installed
 * theme's AnnouncementBar in the bar's place (plugins/docusaurus/site-components/theme-parts.ts):
 * theme-classic's markup, its content as the config's HTML, its close button with the theme's icon;
 * at the newest 3.x and at 2.4, with the theme's code from the registry. A site that swizzles the bar
 * keeps its own; a config without a bar draws none.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempDir } from '../../test/temp-dir';
import { siteWithDocusaurus, withClientDependencies, writeSiteFiles } from '../../test/docusaurus-packages';
import { themeParts } from '../../plugins/docusaurus/site-components/theme-parts';
import type { DocusaurusSiteConfig } from '../../plugins/docusaurus/site-components/site-config-view';

const work = tempDir('announcement-place');

const THEME_CONFIG = {
  announcementBar: { id: 'v2', content: 'Version 2 is <a href="/blog/v2">out</a>', backgroundColor: '#20232a', textColor: '#ffffff', isCloseable: true },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
};

for (const version of ['3.10.2', '2.4.3'])
  test(`the config's announcement bar is the installed theme's where the site draws none (Docusaurus ${version})`, { timeout: 240_000 }, async () => {
    const site = siteWithDocusaurus(work, path.join(work, `site-${version}`), version);
    withClientDependencies(work, site);
    const part = themeParts(site, { themeConfig: THEME_CONFIG }).AnnouncementBar;
    assert.equal(part, path.join(site, 'node_modules/@docusaurus/theme-classic/lib/theme/AnnouncementBar/index.js'));
    assert.equal(themeParts(site, { themeConfig: {} }).AnnouncementBar, undefined, 'no bar in the config, none drawn');
    writeSiteFiles(site, { 'src/components/BarPlace.jsx': `export { default as Bar } from ${JSON.stringify(part)};\n` });
    const mod = await (
      await bundleSiteModule(site, 'src/components/BarPlace.jsx', { themeConfig: THEME_CONFIG } as unknown as Partial<DocusaurusSiteConfig>)
    ).load<{ Bar: ComponentType }>();
    const html = renderToStaticMarkup(createElement(mod.Bar));
    // theme-classic's bar: its container, the config's colours, a placeholder, the content as HTML, the close button.
    assert.match(html, /^<div class="[^"]*announcementBar[^"]*" style="background-color:#20232a;color:#ffffff" role="banner">/);
    if (version.startsWith('3')) assert.match(html, /^<div class="theme-announcement-bar /);
    assert.match(html, /<div class="[^"]*announcementBarPlaceholder[^"]*"><\/div>/);
    assert.match(html, /<div class="[^"]*announcementBarContent[^"]*">Version 2 is <a href="\/blog\/v2">out<\/a><\/div>/);
    assert.match(html, /<button type="button" aria-label="Close" class="clean-btn close [^"]*"><svg viewBox="0 0 15 15" width="14" height="14">/);
  });

test('a site that swizzles the bar keeps its own in its place', { timeout: 240_000 }, () => {
  const site = siteWithDocusaurus(work, path.join(work, 'site-own'), '3.10.2');
  writeSiteFiles(site, { 'src/theme/AnnouncementBar.js': 'export default function AnnouncementBar() { return <div className="own-bar" />; }\n' });
  assert.equal(themeParts(site, { themeConfig: THEME_CONFIG }).AnnouncementBar, path.join(site, 'src/theme/AnnouncementBar.js'));
});
