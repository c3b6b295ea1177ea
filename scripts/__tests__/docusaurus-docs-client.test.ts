/**
 * The docs client's search hooks as Docusaurus' search plugins call them (theme-search-algolia's
 * useAlgoliaContextualFacetFilters, a site's own DocSearch): each docs instance's tag for the version
 * the reader reads, from the page's version, else the reader's choice, else the last version.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempDir } from '../../test/temp-dir';
import { writeSiteFiles } from '../../test/docusaurus-packages';
import { DocsContextProvider } from '../../plugins/docusaurus/components/docs-context';
import type { DocsClientData, GlobalVersion } from '../../lib/api/content';
import type { DocusaurusSiteConfig } from '../../plugins/docusaurus/site-components/site-config-view';

const version = (name: string, isLast: boolean): GlobalVersion => ({
  name,
  label: name,
  isLast,
  path: `/docs/${name}`,
  mainDocId: 'intro',
  docs: [],
  draftIds: [],
  sidebars: {},
});
const global = {
  en: {
    'docusaurus-plugin-content-docs': {
      default: { path: '/docs', versions: [version('current', false), version('1.0', true), version('0.9', false)], breadcrumbs: true },
      community: { path: '/community', versions: [version('current', true)], breadcrumbs: true },
    },
  },
};
const page: DocsClientData = {
  pluginId: 'default',
  path: '/docs',
  versions: global.en['docusaurus-plugin-content-docs'].default.versions,
  activeVersion: '0.9',
  version: { version: '0.9', label: '0.9', banner: 'unmaintained', badge: true, className: '', isLast: false, pluginId: 'default' },
  alternates: {},
};

test("the contextual search tags: the page's version for its own instance, the last version of the others", async () => {
  const site = tempDir('docs-client');
  writeSiteFiles(site, {
    'src/components/Tags.jsx': [
      "import { useDocsContextualSearchTags, getDocsVersionSearchTag } from '@docusaurus/plugin-content-docs/client';",
      "export function Tags() { return <p>{useDocsContextualSearchTags().join(' ')}|{getDocsVersionSearchTag('x', 'y')}</p>; }",
    ].join('\n'),
  });
  const config = { i18n: { defaultLocale: 'en', locales: ['en'] } } as unknown as Partial<DocusaurusSiteConfig>;
  const mod = await (await bundleSiteModule(site, 'src/components/Tags.jsx', config, { docsGlobalData: global })).load<{ Tags: ComponentType }>();
  assert.equal(
    renderToStaticMarkup(createElement(DocsContextProvider, { data: page, children: createElement(mod.Tags) })),
    '<p>docs-default-0.9 docs-community-current|docs-x-y</p>',
  );
  // Off any docs page: each instance's last version (no choice is read before the page runs).
  assert.equal(renderToStaticMarkup(createElement(mod.Tags)), '<p>docs-default-1.0 docs-community-current|docs-x-y</p>');
});
