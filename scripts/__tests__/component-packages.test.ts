/** The packages the content folder's install takes for the site's components (plugins/docusaurus/importer/component-packages.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { componentPackages } from '../../plugins/docusaurus/importer/component-packages';
import { tempDir } from '../../test/temp-dir';

function site(files: Record<string, string>): string {
  const root = tempDir('component-packages');
  fs.writeFileSync(
    path.join(root, 'package.json'),
    JSON.stringify({ dependencies: { '@docusaurus/core': '3.7.0', '@docusaurus/preset-classic': '3.7.0', clsx: '^2.1.1' } }),
  );
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

test("a swizzle that imports a part of the classic theme the engine does not draw installs the theme, at the site's Docusaurus version", () => {
  const root = site({
    'src/theme/DocItem/Footer/index.js': "import clsx from 'clsx';\nimport Unlisted from '@theme/Unlisted';\nexport default () => null;\n",
  });
  assert.deepEqual(componentPackages(root), { clsx: '^2.1.1', '@docusaurus/theme-classic': '3.7.0' });
});

test('modules the engine answers (`@theme/Layout`, a wrapped `@theme-original/DocItem/Layout`) need no theme package', () => {
  const root = site({
    'src/pages/index.js': "import Layout from '@theme/Layout';\nexport default () => null;\n",
    'src/theme/DocItem/Layout/index.js': "import Layout from '@theme-original/DocItem/Layout';\nexport default Layout;\n",
  });
  assert.deepEqual(componentPackages(root), {});
});

test("the theme goes with the site's Docusaurus, not with a caret range of its own: Docusaurus' packages are released together", () => {
  const root = site({ 'src/theme/DocItem/Layout/index.js': "import Unlisted from '@theme/Unlisted';\nexport default () => null;\n" });
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ dependencies: { ...pkg.dependencies, '@docusaurus/theme-classic': '^3.1.1' } }));
  assert.equal(componentPackages(root)['@docusaurus/theme-classic'], '3.7.0');
  fs.writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify({ packages: { 'node_modules/@docusaurus/theme-classic': { version: '3.7.1' } } }));
  assert.equal(componentPackages(root)['@docusaurus/theme-classic'], '3.7.1');
});

test("a swizzle the engine does not draw brings the classic theme, whose module that renders it takes its place, even where it imports none of the theme's", () => {
  const root = site({ 'src/theme/Unlisted.js': "import Link from '@docusaurus/Link';\nexport default () => null;\n" });
  assert.deepEqual(componentPackages(root), { '@docusaurus/theme-classic': '3.7.0' });
});

test("a Docusaurus package the engine does not answer is installed at the site's Docusaurus version; core's client exports and the ported packages are not", () => {
  const root = site({
    'src/theme/SearchBar/index.js': [
      "import Link from '@docusaurus/Link';",
      "import { useThemeConfig } from '@docusaurus/theme-common';",
      "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
      "import { useAlgoliaContextualFacetFilters } from '@docusaurus/theme-search-algolia/client';",
      "import { isSamePath } from '@docusaurus/utils-common';",
      'export default () => null;',
    ].join('\n'),
  });
  assert.deepEqual(componentPackages(root), {
    '@docusaurus/theme-search-algolia': '3.7.0',
    '@docusaurus/utils-common': '3.7.0',
  });
  // (A swizzled SearchBar brings no classic theme: the engine has the search box's place, ../../plugins/docusaurus/components/SearchPlace.tsx.)
  // The same from the pages' imports: an alias of core's client exports is no package (the registry has none).
  assert.deepEqual(
    componentPackages(site({}), [
      '@docusaurus/ExecutionEnvironment',
      '@docusaurus/ComponentCreator',
      '@docusaurus/router',
      '@docusaurus/Link',
      '@docusaurus/utils-common',
      'lodash',
    ]),
    {
      '@docusaurus/utils-common': '3.7.0',
    },
  );
});
