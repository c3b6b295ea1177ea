/**
 * A plugin's theme folder in the site's linked node_modules is read by its real path: a theme module
 * reached through `@theme/…` and by a relative import of another theme module is one module, as under
 * webpack (docusaurus-theme-openapi-docs' tabs: the scroll controller's provider and its hook met two
 * copies of one file, and every API page failed with "called outside the <ScrollControllerProvider>").
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempDir, tempFiles } from '../../test/temp-dir';
import { THEME_PATHS_FILE } from '../../plugins/docusaurus/site-components/theme-aliases';

test("a theme module reached by @theme/ and by a relative import is one module, where the theme's package is linked in", async () => {
  const install = tempFiles('theme-realpath-install', {
    'node_modules/tabs-theme/package.json': JSON.stringify({ name: 'tabs-theme', version: '1.0.0' }),
    'node_modules/tabs-theme/lib/theme/utils/store.js': 'export const token = { id: Math.random() };\n',
    'node_modules/tabs-theme/lib/theme/utils/tabs.js': "import { token } from './store';\nexport default token;\n",
    'node_modules/tabs-theme/lib/theme/ApiTabs/index.js': "import { token } from '@theme/utils/store';\nexport default token;\n",
  });
  const site = tempDir('theme-realpath-site');
  fs.symlinkSync(path.join(install, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  fs.writeFileSync(path.join(site, THEME_PATHS_FILE), JSON.stringify(['node_modules/tabs-theme/lib/theme']));
  fs.mkdirSync(path.join(site, 'src/components'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'src/components/Check.js'),
    "import fromAlias from '@theme/ApiTabs';\nimport fromRelative from 'tabs-theme/lib/theme/utils/tabs';\nexport const same = fromAlias === fromRelative;\n",
  );
  const bundle = await bundleSiteModule(site, 'src/components/Check.js');
  assert.equal((bundle.code.match(/Math\.random/g) ?? []).length, 1, 'one copy of the store module');
});

test("a plugin theme's module shadows the classic theme's, and so the engine's port of it; Docusaurus' own packages' themes do not", async () => {
  const site = tempFiles('theme-shadow-site', {
    // docusaurus-theme-openapi-docs vendors theme-classic's TabItem, reading its own tabs' context.
    'node_modules/tabs-theme/package.json': JSON.stringify({ name: 'tabs-theme', version: '1.0.0' }),
    'node_modules/tabs-theme/lib/theme/TabItem/index.js': 'export default function TabItem() { return "the plugin theme\'s TabItem"; }\n',
    'node_modules/@docusaurus/theme-live-codeblock/package.json': JSON.stringify({ name: '@docusaurus/theme-live-codeblock', version: '3.10.2' }),
    'node_modules/@docusaurus/theme-live-codeblock/lib/theme/Details/index.js': 'export default function Details() { return "live\'s own Details"; }\n',
    'src/components/Check.js': "import TabItem from '@theme/TabItem';\nimport Details from '@theme/Details';\nexport { TabItem, Details };\n",
  });
  fs.writeFileSync(
    path.join(site, THEME_PATHS_FILE),
    JSON.stringify(['node_modules/@docusaurus/theme-live-codeblock/lib/theme', 'node_modules/tabs-theme/lib/theme']),
  );
  const bundle = await bundleSiteModule(site, 'src/components/Check.js');
  assert.match(bundle.code, /the plugin theme's TabItem/);
  assert.doesNotMatch(bundle.code, /live's own Details/);
});
