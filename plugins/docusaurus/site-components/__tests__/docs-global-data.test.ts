import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DocRecord, SetRecord, VersionRecord } from '../../../../lib/content/types';
import { docsGlobalData, mergeGlobalData } from '../docs-global-data';
import { readsGlobalData } from '../bundle';

const doc = (id: string, url: string, extra: Partial<DocRecord> = {}): DocRecord =>
  ({ id, url, title: id.toUpperCase(), frontmatter: {}, draft: false, unlisted: false, ...extra }) as DocRecord;

const version = (v: Partial<VersionRecord>): VersionRecord =>
  ({
    name: 'current',
    label: 'Next',
    isLast: true,
    path: '/docs',
    mainDocId: 'intro',
    docs: [],
    draftIds: [],
    sidebars: {},
    generatedIndexes: [],
    ...v,
  }) as VersionRecord;

test("the docs plugin's global data in Docusaurus' shape (toGlobalDataVersion): every doc with its sidebar, generated indexes, drafts, each sidebar's first link", () => {
  const current = version({
    name: 'current',
    label: 'Next',
    isLast: false,
    path: '/docs/next',
    docs: [
      doc('intro', '/docs/next/'),
      doc('guides/setup', '/docs/next/guides/setup/'),
      doc('other', '/docs/next/other/'),
      doc('hidden', '/docs/next/hidden/', { unlisted: true }),
      doc('draft', '/docs/next/draft/', { draft: true }),
    ],
    draftIds: ['draft'],
    generatedIndexes: [{ url: '/docs/next/category/guides/', title: 'Guides', description: '', dir: 'guides', source: 'sidebars.js', label: 'Guides' }],
    sidebars: {
      docs: [
        { type: 'doc', label: 'INTRO', href: '/docs/next/', docId: 'intro' },
        {
          type: 'category',
          label: 'Guides',
          href: '/docs/next/category/guides/',
          collapsible: true,
          collapsed: false,
          items: [{ type: 'doc', label: 'GUIDES/SETUP', href: '/docs/next/guides/setup/', docId: 'guides/setup' }],
        },
      ],
      more: [{ type: 'doc', label: 'The other page', href: '/docs/next/other/', docId: 'other' }],
      empty: [],
    },
  });
  const stable = version({ name: '1.0', label: '1.0', isLast: true, path: '/docs', docs: [doc('intro', '/docs/intro/')] });
  const sets = [
    { id: 'docs', routeBasePath: '/docs', versions: [current, stable] },
    { id: 'api', routeBasePath: '/api', breadcrumbs: false, versions: [version({ path: '/api', mainDocId: 'index', docs: [doc('index', '/api/')] })] },
    { id: 'docs', routeBasePath: '/fr/docs', locale: { name: 'fr', of: 'docs' }, versions: [version({ path: '/fr/docs', docs: [doc('intro', '/fr/docs/')] })] },
  ] as SetRecord[];
  const data = docsGlobalData({ sets }, 'en');
  assert.deepEqual(Object.keys(data), ['en', 'fr']);
  const docs = data.en['docusaurus-plugin-content-docs'] as Record<string, { path: string; breadcrumbs: boolean; versions: unknown[] }>;
  assert.deepEqual(Object.keys(docs), ['default', 'api']);
  assert.equal(docs.default.path, '/docs');
  assert.equal(docs.api.breadcrumbs, false);
  assert.deepEqual(docs.default.versions[0], {
    name: 'current',
    label: 'Next',
    isLast: false,
    path: '/docs/next',
    mainDocId: 'intro',
    docs: [
      { id: 'intro', path: '/docs/next/', sidebar: 'docs' },
      { id: 'guides/setup', path: '/docs/next/guides/setup/', sidebar: 'docs' },
      { id: 'other', path: '/docs/next/other/', sidebar: 'more' },
      { id: 'hidden', path: '/docs/next/hidden/', unlisted: true },
      { id: '/category/guides', path: '/docs/next/category/guides/', sidebar: 'docs' },
    ],
    draftIds: ['draft'],
    // (A doc item's label is its id unless the sidebars file or sidebar_label gives one.)
    sidebars: { docs: { link: { path: '/docs/next/', label: 'intro' } }, more: { link: { path: '/docs/next/other/', label: 'The other page' } }, empty: {} },
  });
  assert.equal((data.fr['docusaurus-plugin-content-docs'].default as { path: string }).path, '/fr/docs');

  // What the site's plugins set is kept beside it, and wins for one instance; a locale without theirs takes the default's.
  const merged = mergeGlobalData(data, { en: { 'my-plugin': { default: { a: 1 } }, 'docusaurus-plugin-content-docs': { api: { own: true } } } }, 'en');
  assert.deepEqual(merged.en['my-plugin'], { default: { a: 1 } });
  assert.deepEqual(merged.en['docusaurus-plugin-content-docs'].api, { own: true });
  assert.deepEqual(merged.fr['my-plugin'], { default: { a: 1 } });
});

test("the bundle carries the docs plugin's data only where the site's own code reads global data", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reads-global-data-'));
  const reads = path.join(dir, 'Versions.js');
  const plain = path.join(dir, 'Card.js');
  fs.writeFileSync(reads, "import { usePluginData } from '@docusaurus/useGlobalData';\n");
  fs.writeFileSync(plain, "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\n");
  try {
    assert.equal(readsGlobalData(new Set([plain])), false);
    assert.equal(readsGlobalData(new Set([plain, reads])), true);
    // (The engine's own shims read it for every site: not counted.)
    assert.equal(readsGlobalData(new Set([path.resolve('plugins/docusaurus/components/useGlobalData.ts')])), false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
