/** The modules Docusaurus generates (`@generated/site-storage`, `@generated/routes`, the page's locale's `@generated/globalData`…) as the engine makes them from the site. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { build } from 'esbuild';
import { PLUGIN_GENERATED_DIR, generatedModulesPlugin, siteRoutes } from '../generated-modules';
import { siteStorage } from '../site-storage';
import { tempFiles } from '../../../../test/temp-dir';
import { bundleSiteModule } from '../../../../test/site-bundle';
import { GLOBAL_DATA_FILE } from '../global-data';

const site = { url: 'https://example.com', baseUrl: '/docs/' };

test('site storage: localStorage without a namespace by default', () => {
  assert.deepEqual(siteStorage(site), { type: 'localStorage', namespace: '' });
});

test('site storage: the type and namespace the config gives, at the top level or (before 3.8) under future', () => {
  assert.deepEqual(siteStorage({ ...site, storage: { type: 'sessionStorage', namespace: 'mine' } }), { type: 'sessionStorage', namespace: '-mine' });
  assert.deepEqual(siteStorage({ ...site, future: { experimental_storage: { namespace: 'old' } } }), { type: 'localStorage', namespace: '-old' });
});

test('site storage: an automatic namespace is three hex digits of the MD5 of the site URL, also when future.v4 turns it on', () => {
  // (md5("https://example.com/docs/") begins 805.)
  assert.deepEqual(siteStorage({ ...site, storage: { namespace: true } }), { type: 'localStorage', namespace: '-805' });
  assert.deepEqual(siteStorage({ ...site, future: { v4: true } }), { type: 'localStorage', namespace: '-805' });
  assert.deepEqual(siteStorage({ ...site, future: { v4: { siteStorageNamespacing: true } }, storage: { namespace: false } }), {
    type: 'localStorage',
    namespace: '',
  });
});

test('routes: the pages folder’s pages and every doc of every version of the default locale, each exact', () => {
  const root = tempFiles('generated-routes', {
    'import-report.json': JSON.stringify({ sitePages: [{ file: 'src/pages/index.js', url: '/', type: 'react' }] }),
  });
  const version = (name: string, docs: string[]) => ({
    name,
    label: name,
    isLast: false,
    path: `/docs/${name}`,
    mainDocId: 'a',
    docs: docs.map((p) => ({ id: p, path: p })),
    draftIds: [],
  });
  const docs = {
    en: { 'docusaurus-plugin-content-docs': { default: { versions: [version('next', ['/docs/next/a']), version('1.0', ['/docs/a'])] } } },
    fr: {},
  };
  assert.deepEqual(siteRoutes(root, docs, 'en'), [
    { path: '/', exact: true },
    { path: '/docs/a', exact: true },
    { path: '/docs/next/a', exact: true },
  ]);
  // The index's pages, where the bundle is handed them: an import bundles the site's code before it
  // writes its report, so that is where its first build's routes find the home page (the breadcrumbs' home link).
  const bare = tempFiles('generated-routes-no-report', {});
  assert.deepEqual(siteRoutes(bare, docs, 'en', ['/', '/download']), [
    { path: '/', exact: true },
    { path: '/docs/a', exact: true },
    { path: '/docs/next/a', exact: true },
    { path: '/download', exact: true },
  ]);
});

test("a file a plugin wrote into generatedFilesDir is its @generated/ module (a local search's generated.js); one no plugin wrote is an error", async () => {
  const root = tempFiles('generated-plugin-files', {
    [`${PLUGIN_GENERATED_DIR}/some-search/default/generated.js`]: 'export const language = ["en"];\n',
    'entry.js': "import { language } from '@generated/some-search/default/generated.js';\nconsole.log(language);\n",
    'missing.js': "import '@generated/other-plugin/default/nothing.js';\n",
  });
  const bundle = (entry: string) =>
    build({
      entryPoints: [path.join(root, entry)],
      bundle: true,
      write: false,
      logLevel: 'silent',
      plugins: [generatedModulesPlugin({ site: site as unknown as Parameters<typeof generatedModulesPlugin>[0]['site'], siteRoot: root })],
    });
  const out = (await bundle('entry.js')).outputFiles[0].text;
  assert.match(out, /language = \["en"\]/);
  await assert.rejects(
    bundle('missing.js'),
    /"@generated\/other-plugin\/default\/nothing\.js" is a module Docusaurus generates that this engine does not make/,
  );
});

test("@generated/globalData, i18n, site-metadata and codeTranslations are the page's locale's, read at each use, as a client module of a plugin reads them", async () => {
  const root = tempFiles('generated-locale-modules', {
    [GLOBAL_DATA_FILE]: JSON.stringify({ en: { 'docusaurus-plugin-analytics': { default: { mode: 'auto' } } } }),
    'src/analytics.js': [
      "import globalData from '@generated/globalData';",
      "import i18n from '@generated/i18n';",
      "import siteMetadata from '@generated/site-metadata';",
      "import codeTranslations from '@generated/codeTranslations';",
      "export const mode = () => globalData['docusaurus-plugin-analytics']?.default.mode;",
      'export const keys = () => Object.keys(globalData);',
      'export const locale = () => i18n.currentLocale;',
      'export const version = () => typeof siteMetadata.docusaurusVersion;',
      'export const messages = () => JSON.stringify(codeTranslations);',
      '',
    ].join('\n'),
  });
  const i18n = { defaultLocale: 'en', locales: ['en'], currentLocale: 'en', path: 'i18n', localeConfigs: {} };
  const bundle = await bundleSiteModule(root, 'src/analytics.js', { i18n } as never);
  const m = await bundle.load<Record<'mode' | 'keys' | 'locale' | 'version' | 'messages', () => unknown>>();
  assert.equal(m.mode(), 'auto');
  assert.ok((m.keys() as string[]).includes('docusaurus-plugin-analytics'));
  assert.equal(m.locale(), 'en');
  assert.equal(m.version(), 'string');
  assert.equal(m.messages(), '{}');
});
