/**
 * The options of the themes and plugins a Docusaurus site loads beside the classic theme, as each
 * reads them: theme-mermaid's (Mermaid draws every diagram in the browser with the config's theme
 * per colour mode and its options), theme-search-algolia's (contextual search, search parameters,
 * the search page, rewritten result paths) and the image zoom plugins' (medium-zoom's options; no
 * zoom without a plugin). Every option their validation schemas accept, at the newest 3.x and 2.4,
 * is applied but those listed (test/schema-keys.ts reads the registry's packages).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { identityFromConfig } from '../../plugins/docusaurus/importer/identity';
import { unmappedConfig } from '../../plugins/docusaurus/importer/unmapped-config';
import { algoliaFilters, localise, queryParams } from '../../lib/search/algolia-client';
import { tempDir } from '../../test/temp-dir';
import { schemaKeys } from '../../test/schema-keys';
import { unpackPackage } from '../lib/create-docusaurus';
import { algoliaConfigProblems } from '../../lib/config/algolia';

const ctx = { baseUrl: '/', setOfInstance: () => 'docs', setLabel: () => 'Docs' };
const ALGOLIA = { appId: 'APP', apiKey: 'key', indexName: 'site' };

test("theme-mermaid: every diagram is Mermaid's, with the config's theme of each mode and its options", () => {
  const { config } = identityFromConfig(
    {
      markdown: { mermaid: true },
      themeConfig: { mermaid: { theme: { light: 'neutral', dark: 'forest' }, options: { fontSize: 14, flowchart: { curve: 'basis' } } } },
    },
    ctx,
  );
  assert.deepEqual(config.markdown?.mermaidInBrowser, {
    theme: { light: 'neutral', dark: 'forest' },
    options: { fontSize: 14, flowchart: { curve: 'basis' } },
  });
  // theme-mermaid's defaults: "default" and "dark".
  assert.deepEqual(identityFromConfig({ markdown: { mermaid: true } }, ctx).config.markdown?.mermaidInBrowser, { theme: { light: 'default', dark: 'dark' } });
  // Without markdown.mermaid the blocks stay code, as in Docusaurus.
  assert.equal(
    identityFromConfig({ themeConfig: { mermaid: { theme: { light: 'neutral', dark: 'dark' } } } }, ctx).config.markdown?.mermaidInBrowser,
    undefined,
  );
});

test("theme-search-algolia: contextual search, search parameters and result paths reach the Algolia backend's queries", () => {
  const { config } = identityFromConfig(
    {
      themeConfig: {
        algolia: {
          ...ALGOLIA,
          contextualSearch: false,
          searchParameters: { facetFilters: ['type:content'], attributesToSnippet: ['content:20'] },
          replaceSearchResultPathname: { from: '/docs/', to: '/' },
          searchPagePath: 'find',
        },
      },
    },
    ctx,
  );
  assert.deepEqual(config.search?.algolia, {
    ...ALGOLIA,
    contextualSearch: false,
    searchParameters: { facetFilters: ['type:content'], attributesToSnippet: ['content:20'] },
    replaceSearchResultPathname: { from: '/docs/', to: '/' },
  });
  assert.equal(config.search?.page, 'find');
  const algolia = config.search!.algolia!;
  const contextual = algoliaFilters('vcluster-0.36.0', 'docusaurus_tag', 'fr');
  assert.deepEqual(contextual, [['language:fr'], ['docusaurus_tag:docs-vcluster-0.36.0']]);
  // Off: only the site's own filters, as theme-search-algolia's SearchBar merges them; its other parameters over the dialog's, but not the query.
  assert.deepEqual(queryParams(algolia, { query: 'sync', hitsPerPage: 20, attributesToSnippet: ['x'] }, contextual), {
    query: 'sync',
    hitsPerPage: 20,
    attributesToSnippet: ['content:20'],
    facetFilters: ['type:content'],
  });
  // On (the default): the contextual filters first, then the site's.
  assert.deepEqual(queryParams({ ...algolia, contextualSearch: undefined }, { query: 'sync' }, contextual).facetFilters, [
    ['language:fr'],
    ['docusaurus_tag:docs-vcluster-0.36.0'],
    'type:content',
  ]);
  assert.deepEqual(queryParams(ALGOLIA, { query: 'sync' }, contextual).facetFilters, contextual);
  // A hit on the site: its path and hash rewritten; one the site names external stays whole.
  assert.equal(localise('https://example.com/docs/a/b#c', 'https://example.com', undefined, algolia.replaceSearchResultPathname), '/a/b#c');
  assert.equal(
    localise('https://example.com/docs/a', 'https://example.com', 'example\\.com', algolia.replaceSearchResultPathname),
    'https://example.com/docs/a',
  );
  // The engine's check of the options it is handed.
  assert.deepEqual(algoliaConfigProblems({ ...ALGOLIA, replaceSearchResultPathname: { from: '(', to: '' } }).length, 1);
  assert.deepEqual(algoliaConfigProblems({ ...ALGOLIA, contextualSearch: 'yes' }).length, 1);
});

test('image zoom: only with a zoom plugin, and with its medium-zoom options', () => {
  const zoomOf = (raw: Record<string, unknown>) => identityFromConfig(raw, ctx).config.zoom;
  // plugin-image-zoom: themeConfig.imageZoom's selector and options, medium-zoom's defaults without.
  assert.deepEqual(
    zoomOf({
      plugins: ['plugin-image-zoom'],
      themeConfig: { imageZoom: { selector: '.markdown img', options: { background: 'rgba(0, 0, 0, 0.8)', scrollOffset: 0 } } },
    }),
    {
      selector: '.markdown img',
      delayMs: 1000,
      options: { background: 'rgba(0, 0, 0, 0.8)', scrollOffset: 0 },
    },
  );
  assert.deepEqual(zoomOf({ plugins: ['/site/node_modules/plugin-image-zoom/src/index.js'], themeConfig: { zoomSelector: 'article img' } }), {
    selector: 'article img',
    delayMs: 1000,
    options: {},
  });
  // docusaurus-plugin-image-zoom: themeConfig.zoom's config, and its background per mode.
  assert.deepEqual(zoomOf({ plugins: ['docusaurus-plugin-image-zoom'], themeConfig: { zoom: { config: { margin: 8 }, background: { dark: '#000' } } } }), {
    selector: '.markdown img',
    delayMs: 1000,
    options: { margin: 8 },
    background: { light: 'rgb(255, 255, 255)', dark: '#000' },
  });
  // No plugin: Docusaurus zooms nothing, whatever themeConfig holds.
  assert.equal(zoomOf({ themeConfig: { imageZoom: { selector: '.markdown img' } } }), undefined);
  assert.equal(zoomOf({ plugins: ['docusaurus-plugin-image-zoom'] }), undefined);
});

/** Options not applied yet (issue #72, item 3): Ask AI is DocSearch's assistant, a service of its own. */
const NOT_YET: readonly string[] = ['themeConfig.algolia.askAi'];

const work = tempDir('theme-options-more');

const withKey = (key: string): Record<string, unknown> =>
  key
    .split('.')
    .reverse()
    .reduce<unknown>((value, part) => ({ [part]: value }), 'x') as Record<string, unknown>;

const reported = (key: string) =>
  unmappedConfig(withKey(key)).some((line) => {
    const at = line.split(/[ :]/)[0];
    return key === at || key.startsWith(`${at}.`);
  });

for (const version of ['3.10.2', '2.4.3'])
  test(`theme-mermaid's and theme-search-algolia's options (Docusaurus ${version}) all apply, but those not yet`, { timeout: 120_000 }, () => {
    for (const name of ['@docusaurus/theme-mermaid', '@docusaurus/theme-search-algolia']) {
      const dir = unpackPackage(work, version, name);
      const { accepted } = schemaKeys(path.join(dir, 'lib/validateThemeConfig.js'), 'Schema', 'themeConfig');
      assert.ok(accepted.length > 2, `${name}: ${accepted.join(', ')}`);
      assert.deepEqual(
        accepted.filter(reported).filter((key) => !NOT_YET.some((n) => key === n || key.startsWith(`${n}.`))),
        [],
        name,
      );
    }
  });

test("a reader's choices are kept where the site's storage says, with its namespace, as theme-common's storage slots keep them", () => {
  const site = { url: 'https://example.dev', baseUrl: '/' };
  assert.equal(identityFromConfig(site, ctx).config.readerStorage, undefined);
  assert.match(identityFromConfig({ ...site, future: { v4: true } }, ctx).config.readerStorage?.namespace ?? '', /^-[0-9a-f]{3}$/);
  assert.deepEqual(identityFromConfig({ ...site, storage: { namespace: 'mine' } }, ctx).config.readerStorage, { type: 'localStorage', namespace: '-mine' });
  assert.deepEqual(identityFromConfig({ ...site, storage: { type: 'sessionStorage' } }, ctx).config.readerStorage, { type: 'sessionStorage', namespace: '' });
  // (The colour mode's key is then theme-classic's, `theme` and the namespace: components/layout/color-mode-script.ts.)
  assert.equal(identityFromConfig({ ...site, storage: { namespace: 'mine' } }, ctx).config.colorMode?.storageKey, undefined);
});
