/**
 * themeConfig reaches the site's components as Docusaurus hands it to them: validated by each theme
 * the config loads, as installed (theme-classic's navbar and footer defaults, theme-search-algolia's
 * DocSearch defaults), a wrong option refused with the theme's message; the config as written where
 * the config loads no such theme or the site has none installed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { validatingThemes, withThemeOptions } from '../../plugins/docusaurus/importer/theme-options';
import { sourceConfigOf } from '../../plugins/docusaurus/importer/site-config-file';
import { evaluateModule } from '../../plugins/docusaurus/importer/config';
import { CLASSIC_SITE, docusaurusInstall } from '../../test/docusaurus-install';
import { tempDir } from '../../test/temp-dir';

const ALGOLIA = { appId: 'APP', apiKey: 'search-key', indexName: 'docs' };
const CLASSIC = { presets: [['classic', {}]] };

test("the themes' options are the installed themes' validation of them: their defaults added, a wrong option refused", { timeout: 600_000 }, () => {
  const site = tempDir('theme-options');
  fs.symlinkSync(path.join(docusaurusInstall('3.10.2', CLASSIC_SITE), 'node_modules'), path.join(site, 'node_modules'));
  const config = path.join(site, 'docusaurus.config.js');
  const navbar = { title: 'Site', items: [{ type: 'localeDropdown', position: 'right' }] };
  const validated = withThemeOptions(CLASSIC, { navbar, algolia: ALGOLIA }, site, config);
  const algolia = validated.algolia as Record<string, unknown>;
  assert.deepEqual(
    {
      contextualSearch: algolia.contextualSearch,
      searchPagePath: algolia.searchPagePath,
      searchParameters: algolia.searchParameters,
      indexName: algolia.indexName,
    },
    { contextualSearch: true, searchPagePath: 'search', searchParameters: {}, indexName: 'docs' },
  );
  // theme-classic's: the locale dropdown's lists of extra items (which its NavbarItem spreads), the navbar's and the colour mode's defaults.
  const validNavbar = validated.navbar as { title: string; hideOnScroll: boolean; items: Record<string, unknown>[] };
  assert.deepEqual(validNavbar.items, [{ type: 'localeDropdown', position: 'right', dropdownItemsBefore: [], dropdownItemsAfter: [] }]);
  assert.equal(validNavbar.title, 'Site');
  assert.equal(validNavbar.hideOnScroll, false);
  assert.equal((validated.colorMode as { defaultMode: string }).defaultMode, 'light');
  assert.equal(
    (withThemeOptions(CLASSIC, { algolia: { ...ALGOLIA, searchPagePath: false } }, site, config).algolia as Record<string, unknown>).searchPagePath,
    false,
  );
  assert.throws(
    () => withThemeOptions(CLASSIC, { algolia: { ...ALGOLIA, contextualSearch: 'yes' } }, site, config),
    /^Error: docusaurus\.config\.js: themeConfig: .*contextualSearch.* — fix the option as @docusaurus\/theme-search-algolia asks$/,
  );
  assert.throws(() => withThemeOptions(CLASSIC, { navbar: { hideOnScroll: 'often' } }, site, config), /— fix the option as @docusaurus\/theme-classic asks$/);
  // A config that loads neither theme, or a site without them installed: the config as written.
  assert.deepEqual(withThemeOptions({}, { navbar, algolia: ALGOLIA }, site, config), { navbar, algolia: ALGOLIA });
  const bare = tempDir('theme-options-bare');
  assert.deepEqual(withThemeOptions(CLASSIC, { algolia: ALGOLIA }, bare, config), { algolia: ALGOLIA });
});

test("the themes that validate the options, in Docusaurus' order: the classic preset's, then the config's own Docusaurus themes", () => {
  const config = {
    presets: [['@docusaurus/preset-classic', {}]],
    themes: ['@docusaurus/theme-mermaid', ['@docusaurus/theme-live-codeblock', {}], 'docusaurus-theme-other'],
  };
  assert.deepEqual(validatingThemes(config, { algolia: ALGOLIA }), [
    '@docusaurus/theme-classic',
    '@docusaurus/theme-search-algolia',
    '@docusaurus/theme-mermaid',
    '@docusaurus/theme-live-codeblock',
  ]);
  assert.deepEqual(validatingThemes(config, {}), ['@docusaurus/theme-classic', '@docusaurus/theme-mermaid', '@docusaurus/theme-live-codeblock']);
  assert.deepEqual(validatingThemes({ themes: ['@docusaurus/theme-classic'] }, {}), ['@docusaurus/theme-classic']);
});

test(
  "a Prism theme the config takes from prism-react-renderer is named by the site's config view, not replaced by the validation's default",
  { timeout: 600_000 },
  async () => {
    const site = tempDir('theme-options-prism');
    fs.symlinkSync(path.join(docusaurusInstall('3.10.2', CLASSIC_SITE), 'node_modules'), path.join(site, 'node_modules'));
    fs.writeFileSync(
      path.join(site, 'docusaurus.config.js'),
      [
        "const { themes } = require('prism-react-renderer');",
        "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {}]],",
        '  themeConfig: { prism: { theme: themes.github, darkTheme: themes.dracula }, navbar: { title: "T" } } };',
      ].join('\n'),
    );
    // (The config's package values are stubs, which the import names by their path.)
    const raw = await evaluateModule(path.join(site, 'docusaurus.config.js'));
    const themeConfig = sourceConfigOf(raw, site).themeConfig as { prism: Record<string, unknown>; navbar: { hideOnScroll: boolean } };
    assert.equal(themeConfig.prism.theme, undefined);
    assert.equal(themeConfig.prism.darkTheme, undefined);
    // The rest is the validation's: the prism options' and the navbar's defaults.
    assert.deepEqual(themeConfig.prism.additionalLanguages, []);
    assert.equal(themeConfig.navbar.hideOnScroll, false);
  },
);
