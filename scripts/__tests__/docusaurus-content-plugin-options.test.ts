/**
 * Every option of the docs, blog and pages plugins applies, as their own validation schemas list
 * them (each plugin's lib/options.js, read from the registry's package at the newest 3.x and at 2.4:
 * test/schema-keys.ts): set alone, none is reported "not applied" by the import, but those still
 * listed here. The list only shrinks: an option the engine comes to apply fails here until it leaves
 * the list, and a new option of a new Docusaurus that the engine ignores fails here until it is
 * applied, or listed (and so reported to the site's team).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { tempDir } from '../../test/temp-dir';
import { schemaKeys } from '../../test/schema-keys';
import { unpackPackage } from '../lib/create-docusaurus';
import { unappliedDocsOptions } from '../../plugins/docusaurus/importer/docs-options';
import { mapBlogOptions } from '../../plugins/docusaurus/importer/blog';
import { pagesPluginOf } from '../../plugins/docusaurus/importer/pages';

/** Options the engine does not apply yet (issue #72, item 3), by plugin. */
const NOT_YET: Record<string, readonly string[]> = {
  'plugin-content-docs': [],
  'plugin-content-blog': [],
  'plugin-content-pages': [],
};

/** `{ a: { b: true } }` for "a.b". */
const withKey = (key: string): Record<string, unknown> =>
  key
    .split('.')
    .reverse()
    .reduce<unknown>((value, part) => ({ [part]: value }), true) as Record<string, unknown>;

/** The import's report lines for a plugin's options. */
const REPORTED: Record<string, (options: Record<string, unknown>) => string[]> = {
  'plugin-content-docs': (options) => unappliedDocsOptions(options, 'default'),
  'plugin-content-blog': (options) => mapBlogOptions(options).unmapped,
  'plugin-content-pages': (options) => pagesPluginOf({ presets: [['classic', { pages: options }]] }).unmapped,
};

const work = tempDir('content-plugin-options');

for (const version of ['3.10.2', '2.4.3'])
  for (const plugin of Object.keys(NOT_YET))
    test(`the ${plugin} options (Docusaurus ${version}) all apply, but those not yet`, { timeout: 120_000 }, () => {
      const dir = unpackPackage(work, version, `@docusaurus/${plugin}`);
      const { accepted } = schemaKeys(path.join(dir, 'lib/options.js'), 'validateOptions', plugin);
      const keys = accepted.map((k) => k.slice(plugin.length + 1));
      assert.ok(keys.includes('path') && keys.includes('routeBasePath'), keys.join(', '));
      const reported = keys.filter((key) => REPORTED[plugin](withKey(key)).length > 0);
      assert.deepEqual(
        reported,
        keys.filter((key) => NOT_YET[plugin].some((n) => key === n || key.startsWith(`${n}.`))),
      );
    });

test('numberPrefixParser applies as true, false or a function of the site (importer-number-prefix-parser.test.ts)', () => {
  assert.deepEqual(unappliedDocsOptions({ numberPrefixParser: false }, 'default'), []);
  assert.deepEqual(unappliedDocsOptions({ numberPrefixParser: () => ({ filename: 'x' }) }, 'default'), []);
});

test('a route component, at Docusaurus’ own value or the site’s own, is drawn: not reported (panel: ory/docs, karmada-io/website)', () => {
  assert.deepEqual(unappliedDocsOptions({ docRootComponent: '@theme/DocRoot', docsRootComponent: '@theme/DocsRoot' }, 'default'), []);
  // (The site's own draws the docs' frame: ../../plugins/docusaurus/site-components/doc-root.ts.)
  assert.deepEqual(unappliedDocsOptions({ docRootComponent: '@site/src/MyDocRoot' }, 'default'), []);
  assert.deepEqual(pagesPluginOf({ presets: [['classic', { pages: { mdxPageComponent: '@theme/MDXPage' } }]] }).unmapped, []);
  // (A component of the site's own draws the Markdown pages: ../../plugins/docusaurus/site-components/mdx-page.ts.)
  assert.deepEqual(pagesPluginOf({ presets: [['classic', { pages: { mdxPageComponent: '@site/src/Page' } }]] }).unmapped, []);
});

test("the pages plugin's editUrl (a string, or a function called with placeholders), editLocalizedFiles and last update options are the site's pages options", () => {
  const pages = (options: Record<string, unknown>) => pagesPluginOf({ presets: [['classic', { pages: options }]] });
  assert.deepEqual(pages({ editUrl: 'https://github.com/o/r/edit/main/', editLocalizedFiles: true, showLastUpdateTime: true, showLastUpdateAuthor: false }), {
    config: { editUrl: 'https://github.com/o/r/edit/main/', editLocalizedFiles: true, showLastUpdateTime: true },
    path: 'src/pages',
    unmapped: [],
  });
  const edit = ({ pagesDirPath, pagesPath }: Record<string, string>) => `https://cms.example.com/${pagesDirPath}/${pagesPath}`;
  assert.deepEqual(pages({ path: 'pages', editUrl: edit }).config, { path: 'pages', editUrl: 'https://cms.example.com/pages/{pagesPath}' });
  // A function that gives no URL for the page's path is reported: the pages have no edit link.
  assert.deepEqual(pages({ editUrl: () => undefined }).unmapped, [
    'pages plugin: editUrl (the function does not give a URL for a page path — pages have no edit link)',
  ]);
});
