/**
 * The docs' frame as a site's theme changes it (ory/docs swizzles `DocRoot` to show another sidebar
 * of the version on some pages): under Docusaurus each doc route renders inside `DocsRoot`,
 * `DocVersionRoot` and `DocRoot` (2.x: `DocPage`), which a site may swizzle and a docs instance may
 * name its own of. The frame is then drawn from the outermost changed level in, each handed what
 * plugin-content-docs' routes hand it, the engine's page the doc route's element
 * (plugins/docusaurus/site-components/doc-root.ts, plugins/docusaurus/components/DocRootHost.tsx), at the newest 3.x and
 * at 2.4, with the theme's code from the registry.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createElement, type ComponentType, type Context, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempDir } from '../../test/temp-dir';
import { CURRENT_DOCS, ENGLISH_I18N } from '../../test/docusaurus-client-facts';
import { siteWithClient, writeSiteFiles } from '../../test/docusaurus-packages';
import { LayoutPartProvider, type DocRootFacts } from '../../plugins/docusaurus/components/layout-part';
import { DocsContextProvider } from '../../plugins/docusaurus/components/docs-context';
import { docRootParts, docRootPlacesFrame, docRootSwizzles, drawnLevels } from '../../plugins/docusaurus/site-components/doc-root';
import { registryCode } from '../../plugins/docusaurus/site-components/registry-code';
import { installedAliases } from '../../plugins/docusaurus/site-components/theme-aliases';
import { unappliedSwizzles } from '../../plugins/docusaurus/importer/swizzled-theme';
import type { DocusaurusSiteConfig } from '../../plugins/docusaurus/site-components/site-config-view';

const work = tempDir('doc-root');

const CONFIG = {
  i18n: ENGLISH_I18N,
  themeConfig: { navbar: { title: 'Site', items: [] }, docs: { sidebar: { hideable: false, autoCollapseCategories: false } } },
} as unknown as Partial<DocusaurusSiteConfig>;

const URL = '/docs/extras/proxy';

/** The page's facts: its own sidebar ("docs"), and another of its version ("extras"). */
const FACTS: DocRootFacts = {
  page: createElement('article', { className: 'engine-page' }, 'Behind a proxy'),
  url: URL,
  sidebar: 'docs',
  sidebarUrl: '/docs/sidebars/docs-current.json',
  sidebars: {
    docs: [
      { type: 'link', label: 'Install', href: '/docs/install/', docId: 'install' },
      { type: 'link', label: 'Behind a proxy', href: `${URL}/`, docId: 'extras/proxy' },
    ],
    extras: [
      { type: 'html', value: '<b class="extras-mark">Extras</b>' },
      { type: 'link', label: 'Behind a proxy', href: `${URL}/`, docId: 'extras/proxy' },
    ],
  },
};

/** A doc page's docs data (its sidebar the first that lists it). */
const DATA = {
  ...CURRENT_DOCS,
  versions: [{ name: 'current', label: 'Next', isLast: true, path: '/docs', mainDocId: 'install', docs: [], draftIds: [] }],
  doc: { id: 'extras/proxy', title: 'Behind a proxy', description: '', permalink: URL, sidebar: 'docs', frontMatter: {} },
};

/** Renders `component` at the page's URL, as the engine's doc-root place hands it the page. */
function render(site: string, component: ComponentType): string {
  // (Next's pathname, which the router port reads, from the install the bundle shares.)
  const { PathnameContext } = createRequire(path.join(site, 'x.js'))('next/dist/shared/lib/hooks-client-context.shared-runtime') as {
    PathnameContext: Context<string | null>;
  };
  const tree: ReactNode = createElement(DocsContextProvider, {
    data: DATA,
    children: createElement(LayoutPartProvider, { original: null, versionLinks: [], docRoot: FACTS, children: createElement(component) }),
  });
  return renderToStaticMarkup(createElement(PathnameContext.Provider, { value: `${URL}/` }, tree));
}

const siteOf = (name: string, version: string) => siteWithClient(work, path.join(work, `${name}-${version}`), version);

const OWN_ROOT = [
  "import React from 'react';",
  "import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';",
  "import { DocsSidebarProvider, useDocRootMetadata, useDocsVersion } from '@docusaurus/plugin-content-docs/client';",
  "import DocRootLayout from '@theme/DocRoot/Layout';",
  "import NotFoundContent from '@theme/NotFound/Content';",
  "// The extras' pages show the extras' own sidebar.",
  'export default function DocRoot(props) {',
  '  const meta = useDocRootMetadata(props);',
  '  const { docsSidebars } = useDocsVersion();',
  '  if (!meta) return <NotFoundContent />;',
  "  const extras = props.location.pathname.includes('/extras/');",
  "  const name = extras ? 'extras' : meta.sidebarName;",
  '  return (',
  '    <div className="site-root" data-sidebar={name} data-own={meta.sidebarName}>',
  '      <HtmlClassNameProvider className={ThemeClassNames.page.docsDocPage}>',
  '        <DocsSidebarProvider name={name} items={docsSidebars[name]}>',
  '          <DocRootLayout>{meta.docElement}</DocRootLayout>',
  '        </DocsSidebarProvider>',
  '      </HtmlClassNameProvider>',
  '    </div>',
  '  );',
  '}',
].join('\n');

test(
  "a site's own DocRoot draws the docs' frame: the sidebar it chooses of the version's, the theme's layout, the engine's page in the theme's main column (Docusaurus 3.10.2)",
  { timeout: 240_000 },
  async () => {
    const site = siteOf('own', '3.10.2');
    writeSiteFiles(site, { 'src/theme/DocRoot/index.js': OWN_ROOT, 'src/components/Root.jsx': "export { default } from 'docs-engine:doc-root';" });
    const aliases = installedAliases(site, undefined);
    assert.deepEqual(docRootSwizzles(site, aliases), { DocRoot: ['DocRoot'] });
    // (DocVersionRoot is the theme's, writing the version's search tags.)
    assert.deepEqual(
      drawnLevels(site, aliases).map((l) => l.name),
      ['DocVersionRoot', 'DocRoot'],
    );
    assert.deepEqual(docRootParts(site, aliases), { DocRoot: 'docs-engine:doc-root' });
    // (No level drawn renders the theme's Layout: the shell draws the page frame around the docs' frame.)
    assert.equal(docRootPlacesFrame(docRootParts(site, aliases).DocRoot), false);
    assert.deepEqual(unappliedSwizzles(site), []);
    const Root = (await (await bundleSiteModule(site, 'src/components/Root.jsx', CONFIG)).load<{ default: ComponentType }>()).default;
    const html = render(site, Root);
    assert.match(html, /<div class="site-root" data-sidebar="extras" data-own="docs">/);
    // The theme's layout: its button, its sidebar's container holding the chosen sidebar, its main column holding the page.
    assert.match(html, /theme-back-to-top-button/);
    assert.match(html, /<aside class="theme-doc-sidebar-container[^"]*">.*<b class="extras-mark">Extras<\/b>.*Behind a proxy.*<\/aside>/);
    assert.doesNotMatch(html, />Install</);
    assert.match(html, /<main class="doc-root-main"><article class="engine-page">Behind a proxy<\/article><\/main>/);
  },
);

test("a wrapper of 2.x's DocPage wraps the theme's frame, handed the version with its sidebars (Docusaurus 2.4.3)", { timeout: 240_000 }, async () => {
  const site = siteOf('page', '2.4.3');
  writeSiteFiles(site, {
    'src/theme/DocPage/index.js': [
      "import DocPage from '@theme-original/DocPage';",
      'export default function Wrapper(props) {',
      '  return <div className="site-page" data-sidebars={Object.keys(props.versionMetadata.docsSidebars).join(\',\')}><DocPage {...props} /></div>;',
      '}',
    ].join('\n'),
    'src/components/Root.jsx': "export { default } from 'docs-engine:doc-root';",
  });
  const aliases = installedAliases(site, undefined);
  assert.deepEqual(
    drawnLevels(site, aliases).map((l) => l.name),
    ['DocPage'],
  );
  // DocPage renders the theme's Layout, which places the page frame: the wrapper's own element stands outside it.
  const parts = docRootParts(site, aliases) as Record<string, string>;
  assert.deepEqual(parts, { DocRoot: 'docs-engine:doc-root-with-layout' });
  assert.equal(docRootPlacesFrame(parts.DocRoot), true);
  const modules = { [parts.DocRoot]: { id: '0', file: parts.DocRoot, exports: ['default'] } };
  assert.match(registryCode(modules, parts, {}, { docusaurusVersion: '2.4.3', algoliaSearch: false }), /^export const framePlaces = \{"doc-root":true\};$/m);
  assert.match(registryCode({}, parts, {}, { docusaurusVersion: '2.4.3', algoliaSearch: false }), /^export const framePlaces = \{\};$/m);
  assert.deepEqual(unappliedSwizzles(site), []);
  const Root = (await (await bundleSiteModule(site, 'src/components/Root.jsx', CONFIG)).load<{ default: ComponentType }>()).default;
  const html = render(site, Root);
  assert.match(html, /<div class="site-page" data-sidebars="docs,extras">/);
  // The page's own sidebar, in the theme's container; the page in the theme's main column.
  assert.match(html, /<aside class="theme-doc-sidebar-container[^"]*">.*>Install<.*Behind a proxy.*<\/aside>/);
  assert.doesNotMatch(html, /extras-mark/);
  assert.match(html, /<main class="doc-root-main"><article class="engine-page">Behind a proxy<\/article><\/main>/);
});

test(
  "a docs instance's own DocRoot draws its pages' frame, and a swizzle deep in the theme's frame has the theme's drawn (Docusaurus 3.10.2)",
  { timeout: 240_000 },
  async () => {
    const site = siteOf('option', '3.10.2');
    writeSiteFiles(site, {
      'src/MyDocRoot.js': [
        "import DocRoot from '@theme/DocRoot';",
        'export default function MyDocRoot(props) {',
        '  return <section className="instance-root"><DocRoot {...props} /></section>;',
        '}',
      ].join('\n'),
      'src/theme/DocRoot/Layout/Sidebar/index.js': [
        "import Sidebar from '@theme-original/DocRoot/Layout/Sidebar';",
        'export default function SidebarWrapper(props) {',
        '  return <><p className="above-sidebar">{props.sidebar.length} entries</p><Sidebar {...props} /></>;',
        '}',
      ].join('\n'),
      'src/components/Root.jsx': "export { default } from 'docs-engine:doc-root';",
    });
    const config = { presets: [['classic', { docs: { docRootComponent: '@site/src/MyDocRoot' } }]] };
    const aliases = installedAliases(site, undefined);
    assert.deepEqual(docRootSwizzles(site, aliases), { DocRoot: ['DocRoot/Layout/Sidebar'] });
    assert.deepEqual(unappliedSwizzles(site), []);
    const Root = (
      await (
        await bundleSiteModule(site, 'src/components/Root.jsx', { ...CONFIG, ...config } as Partial<DocusaurusSiteConfig>)
      ).load<{ default: ComponentType }>()
    ).default;
    const html = render(site, Root);
    assert.match(html, /<section class="instance-root">.*<p class="above-sidebar">2 entries<\/p><aside class="theme-doc-sidebar-container/);
    assert.match(html, /<main class="doc-root-main"><article class="engine-page">Behind a proxy<\/article><\/main><\/div><\/div><\/section>/);
  },
);
