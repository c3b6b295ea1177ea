/**
 * The docs' pages other than a doc's as a site's theme changes them (apache/answer-website swizzles
 * all three): a version's tags page, a tag's page and a category's generated page are the site's own
 * component, the installed theme's where its tree reaches a swizzle, or a docs instance's own, each
 * handed the props plugin-content-docs' routes hand it (plugins/docusaurus/site-components/docs-pages.ts),
 * at the newest 3.x and at 2.4, with the theme's code from the registry.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempDir } from '../../test/temp-dir';
import { CURRENT_DOCS, ENGLISH_I18N } from '../../test/docusaurus-client-facts';
import { siteWithClient, writeSiteFiles } from '../../test/docusaurus-packages';
import { LayoutPartProvider } from '../../plugins/docusaurus/components/layout-part';
import { DocsContextProvider } from '../../plugins/docusaurus/components/docs-context';
import { docsPageParts, docsPageSwizzles } from '../../plugins/docusaurus/site-components/docs-pages';
import { installedAliases } from '../../plugins/docusaurus/site-components/theme-aliases';
import { unappliedSwizzles } from '../../plugins/docusaurus/importer/swizzled-theme';
import type { DocsIndexPageFacts } from '../../lib/api/plugins';
import type { DocsClientData } from '../../lib/api/content';
import type { DocusaurusSiteConfig } from '../../plugins/docusaurus/site-components/site-config-view';

const work = tempDir('docs-pages');

const CONFIG = {
  i18n: ENGLISH_I18N,
} as unknown as Partial<DocusaurusSiteConfig>;

const DATA = CURRENT_DOCS;

const render = (component: ComponentType, facts: DocsIndexPageFacts, data: DocsClientData = DATA) =>
  renderToStaticMarkup(
    createElement(DocsContextProvider, {
      data,
      children: createElement(LayoutPartProvider, { original: null, versionLinks: [], docsPage: facts, children: createElement(component) }),
    }),
  );

const TAGS: DocsIndexPageFacts = {
  kind: 'tags',
  tags: [
    { label: 'setup', url: '/docs/tags/setup', count: 2 },
    { label: 'api', url: '/docs/tags/api', description: 'The API', count: 1 },
  ],
};

const TAG: DocsIndexPageFacts = {
  kind: 'tag',
  tag: {
    label: 'setup',
    url: '/docs/tags/setup',
    unlisted: false,
    allTagsUrl: '/docs/tags',
    docs: [
      { id: 'install', title: 'Install & run', description: 'Get it going', url: '/docs/install' },
      { id: 'guides/proxy', title: 'Behind a proxy', description: '', url: '/docs/guides/proxy' },
    ],
  },
};

const CATEGORY: DocsIndexPageFacts = {
  kind: 'category',
  category: {
    title: 'Guides',
    description: 'How to do things',
    url: '/docs/category/guides',
    slug: '/category/guides',
    sidebarId: 'docs',
    previous: { label: 'Install & run', href: '/docs/install' },
  },
  cardList: {
    category: {
      type: 'category',
      label: 'Guides',
      href: '/docs/category/guides',
      collapsed: false,
      collapsible: true,
      items: [{ type: 'doc', label: 'Behind a proxy', href: '/docs/guides/proxy', docId: 'guides/proxy' }],
    },
    docs: { 'guides/proxy': { id: 'guides/proxy', title: 'Behind a proxy', description: 'Set the proxy variables' } },
  } as unknown as Extract<DocsIndexPageFacts, { kind: 'category' }>['cardList'],
};

const siteOf = (name: string, version: string) => siteWithClient(work, path.join(work, `${name}-${version}`), version);

for (const version of ['3.10.2', '2.4.3'])
  test(
    `a tag page's wrapper wraps the installed theme's page, and the tags page is the theme's, handed what the docs' routes hand them (Docusaurus ${version})`,
    { timeout: 240_000 },
    async () => {
      const site = siteOf('tags', version);
      writeSiteFiles(site, {
        'src/theme/DocTagDocListPage/index.js': [
          "import Original from '@theme-original/DocTagDocListPage';",
          'export default function TagPage(props) {',
          '  return <div className="site-tag" data-count={props.tag.count} data-all={props.tag.allTagsPath}><Original {...props} /></div>;',
          '}',
        ].join('\n'),
        'src/components/Pages.jsx': [
          "export { default as Tags } from 'docs-engine:doc-tags-list-page';",
          "export { default as Tag } from 'docs-engine:doc-tag-doc-list-page';",
        ].join('\n'),
      });
      const aliases = installedAliases(site, undefined);
      assert.deepEqual(docsPageSwizzles(site, aliases), { DocTagDocListPage: ['DocTagDocListPage'] });
      // (Only the swizzled page is drawn by the site's theme: the engine's tags page stands.)
      assert.deepEqual(Object.keys(docsPageParts(site, aliases)), ['DocTagDocListPage']);
      assert.deepEqual(unappliedSwizzles(site), []);
      const mod = await (await bundleSiteModule(site, 'src/components/Pages.jsx', CONFIG)).load<Record<'Tags' | 'Tag', ComponentType>>();
      const tag = render(mod.Tag, TAG);
      assert.match(tag, /<div class="site-tag" data-count="2" data-all="\/docs\/tags">/);
      assert.match(tag, /<h1[^>]*>2 docs tagged with (&quot;|“)setup(&quot;|”)<\/h1>/);
      assert.match(tag, /<a href="\/docs\/tags\/?"[^>]*>View all tags<\/a>/i);
      assert.match(tag, /<a href="\/docs\/install\/?"[^>]*><h2[^>]*>Install &amp; run<\/h2><\/a><p>Get it going<\/p>/);
      assert.match(tag, /<a href="\/docs\/guides\/proxy\/?"[^>]*><h2[^>]*>Behind a proxy<\/h2><\/a>/);
      const tags = render(mod.Tags, TAGS);
      assert.match(tags, /<h1[^>]*>Tags<\/h1>/);
      assert.match(tags, /href="\/docs\/tags\/api\/?"[^>]*>api<span[^>]*>1<\/span>.*href="\/docs\/tags\/setup\/?"[^>]*>setup<span[^>]*>2<\/span>/);
    },
  );

for (const version of ['3.10.2', '2.4.3'])
  test(
    `a category's page is the site's own, reading its category's entries as the theme's hooks give them (Docusaurus ${version})`,
    { timeout: 240_000 },
    async () => {
      const site = siteOf('category', version);
      const client = version.startsWith('2.') ? '@docusaurus/theme-common' : '@docusaurus/plugin-content-docs/client';
      writeSiteFiles(site, {
        'src/theme/DocCategoryGeneratedIndexPage/index.js': [
          `import { useCurrentSidebarCategory } from '${client}';`,
          "import DocCardList from '@theme/DocCardList';",
          "import DocPaginator from '@theme/DocPaginator';",
          'export default function CategoryPage({ categoryGeneratedIndex: index }) {',
          '  const category = useCurrentSidebarCategory();',
          '  return <section className="site-category" data-slug={index.slug} data-sidebar={index.sidebar}><h1>{index.title}</h1><p>{index.description}</p>',
          '    <p className="site-count">{category.items.length} guides</p><DocCardList items={category.items} />',
          '    <DocPaginator previous={index.navigation.previous} next={index.navigation.next} /></section>;',
          '}',
        ].join('\n'),
        'src/components/Page.jsx': "export { default } from 'docs-engine:doc-category-generated-index-page';",
      });
      assert.deepEqual(docsPageSwizzles(site, installedAliases(site, undefined)), { DocCategoryGeneratedIndexPage: ['DocCategoryGeneratedIndexPage'] });
      const Page = (await (await bundleSiteModule(site, 'src/components/Page.jsx', CONFIG)).load<{ default: ComponentType }>()).default;
      const html = render(Page, CATEGORY);
      // In the docs' main column's container, as DocRoot/Layout/Main places the page; the site's title where the page writes none.
      assert.match(
        html,
        /^<title>T<\/title><div class="doc-item-page container padding-top--md padding-bottom--lg"><section class="site-category" data-slug="\/category\/guides" data-sidebar="docs"><h1>Guides<\/h1><p>How to do things<\/p>/,
      );
      assert.match(html, /<p class="site-count">1 guides<\/p>/);
      // The theme's card for the entry, with its doc's description, and the paginator's link back.
      assert.match(html, /<a[^>]*href="\/docs\/guides\/proxy\/?"[^>]*>.*Behind a proxy.*Set the proxy variables/);
      assert.match(html, /<a class="pagination-nav__link pagination-nav__link--prev" href="\/docs\/install\/?"[^>]*>.*Install &amp; run/);
    },
  );

test("a docs instance's own tag page component draws its tags' pages; another instance keeps the theme's", { timeout: 240_000 }, async () => {
  const site = siteOf('own', '3.10.2');
  writeSiteFiles(site, {
    'src/components/ApiTag.jsx':
      'export default function ApiTag({ tag }) { return <main className="api-tag">{tag.label}: {tag.items.map((d) => d.id).join(", ")}</main>; }',
    'src/components/Page.jsx': "export { default } from 'docs-engine:doc-tag-doc-list-page';",
  });
  const config = {
    ...CONFIG,
    plugins: [['@docusaurus/plugin-content-docs', { id: 'api', docTagDocListComponent: '@site/src/components/ApiTag' }]],
  } as unknown as Partial<DocusaurusSiteConfig>;
  assert.deepEqual(Object.keys(docsPageParts(site, installedAliases(site, undefined), config as Record<string, unknown>)), ['DocTagDocListPage']);
  const Page = (await (await bundleSiteModule(site, 'src/components/Page.jsx', config)).load<{ default: ComponentType }>()).default;
  assert.equal(render(Page, TAG, { ...DATA, pluginId: 'api' }), '<title>T</title><main class="api-tag">setup: install, guides/proxy</main>');
  assert.match(render(Page, TAG), /<h1[^>]*>2 docs tagged with/);
});
