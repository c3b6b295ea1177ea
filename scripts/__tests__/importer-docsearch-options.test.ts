/**
 * themeConfig.algolia reaches the site's components as Docusaurus hands it to them: validated by the
 * installed theme-search-algolia's own validateThemeConfig (its defaults added, a wrong option
 * refused with the theme's message), the config as written where no such theme is installed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { withDocSearchOptions } from '../../plugins/docusaurus/importer/docsearch-options';
import { CLASSIC_SITE, docusaurusInstall } from '../../test/docusaurus-install';
import { tempDir } from '../../test/temp-dir';

const ALGOLIA = { appId: 'APP', apiKey: 'search-key', indexName: 'docs' };

test("DocSearch's options are the installed theme's validation of them: its defaults added, a wrong option refused", { timeout: 600_000 }, () => {
  const site = tempDir('docsearch-options');
  fs.symlinkSync(path.join(docusaurusInstall('3.10.2', CLASSIC_SITE), 'node_modules'), path.join(site, 'node_modules'));
  const config = path.join(site, 'docusaurus.config.js');
  const navbar = { title: 'Site' };
  const validated = withDocSearchOptions({ navbar, algolia: ALGOLIA }, site, config);
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
  // (The rest of the theme config is the config's, as core merges each theme's validation over it.)
  assert.deepEqual(validated.navbar, navbar);
  assert.equal(
    (withDocSearchOptions({ algolia: { ...ALGOLIA, searchPagePath: false } }, site, config).algolia as Record<string, unknown>).searchPagePath,
    false,
  );
  assert.throws(
    () => withDocSearchOptions({ algolia: { ...ALGOLIA, contextualSearch: 'yes' } }, site, config),
    /^Error: docusaurus\.config\.js: themeConfig\.algolia: .*contextualSearch.* — fix the option as @docusaurus\/theme-search-algolia asks$/,
  );
  // No DocSearch config, or no theme installed: the config as written.
  assert.deepEqual(withDocSearchOptions({ navbar }, site, config), { navbar });
  const bare = tempDir('docsearch-options-bare');
  assert.deepEqual(withDocSearchOptions({ algolia: ALGOLIA }, bare, config), { algolia: ALGOLIA });
});
