/**
 * A Markdown page of the pages folder as the site's theme and config change it: the site's own
 * `MDXPage`, the installed theme's where its tree reaches a swizzle the engine draws nowhere else on
 * the page (a TOC of the site's), or the pages plugin's own `mdxPageComponent`, each handed the page's
 * content as plugin-content-pages hands it (plugins/docusaurus/site-components/mdx-page.ts), at the
 * newest 3.x and at 2.4, with the theme's code from the registry.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempDir } from '../../test/temp-dir';
import { ENGLISH_I18N } from '../../test/docusaurus-client-facts';
import { siteWithClient, writeSiteFiles } from '../../test/docusaurus-packages';
import { LayoutPartProvider } from '../../plugins/docusaurus/components/layout-part';
import { mdxPageParts, mdxPageSwizzles } from '../../plugins/docusaurus/site-components/mdx-page';
import { installedAliases } from '../../plugins/docusaurus/site-components/theme-aliases';
import { unappliedSwizzles } from '../../plugins/docusaurus/importer/swizzled-theme';
import type { MdxPageParts } from '../../lib/api/plugins';
import type { DocusaurusSiteConfig } from '../../plugins/docusaurus/site-components/site-config-view';

const work = tempDir('mdx-page');
const CONFIG = {
  i18n: ENGLISH_I18N,
  themeConfig: { tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 } },
} as unknown as Partial<DocusaurusSiteConfig>;

const PAGE: MdxPageParts = {
  body: createElement(
    'div',
    null,
    createElement('h1', null, 'Support'),
    createElement('h2', { id: 'chat' }, 'Chat & forums'),
    createElement('p', null, 'Ask us.'),
  ),
  meta: {
    url: '/support',
    title: 'Support',
    description: 'Where to ask',
    frontMatter: { wrapperClassName: 'support-page' },
    toc: [{ id: 'chat', text: 'Chat & forums', level: 2 }],
    unlisted: false,
    editUrl: 'https://example.dev/edit/support.md',
  },
};

const render = (component: ComponentType, parts: MdxPageParts = PAGE) =>
  renderToStaticMarkup(createElement(LayoutPartProvider, { original: null, versionLinks: [], mdxPage: parts, children: createElement(component) }));

const siteOf = (name: string, version: string) => siteWithClient(work, path.join(work, `${name}-${version}`), version);

for (const version of ['3.10.2', '2.4.3'])
  test(
    `a TOC of the site's has the theme's MDXPage draw the Markdown pages, with the page's content, TOC and edit link (Docusaurus ${version})`,
    { timeout: 240_000 },
    async () => {
      const site = siteOf('toc', version);
      writeSiteFiles(site, {
        'src/theme/TOC/index.js': [
          'export default function TOC({ toc }) {',
          '  return <nav className="site-toc">{toc.map((t) => <a key={t.id} href={`#${t.id}`} dangerouslySetInnerHTML={{ __html: t.value }} />)}</nav>;',
          '}',
        ].join('\n'),
        'src/components/Page.jsx': "export { default } from 'docs-engine:mdx-page';",
      });
      const aliases = installedAliases(site, undefined);
      assert.deepEqual(mdxPageSwizzles(site, aliases), ['TOC']);
      assert.deepEqual(Object.keys(mdxPageParts(site, aliases)), ['MDXPage']);
      const Page = (await (await bundleSiteModule(site, 'src/components/Page.jsx', CONFIG)).load<{ default: ComponentType }>()).default;
      const html = render(Page);
      // The theme's container and its column, the content in an article, the site's TOC beside it, the edit link below.
      assert.match(html, /<main class="container container--fluid margin-vert--lg">/);
      assert.match(html, /<article>.*<h1>Support<\/h1><h2 id="chat">Chat &amp; forums<\/h2><p>Ask us.<\/p>.*<\/article>/);
      assert.match(html, /<nav class="site-toc"><a href="#chat"[^>]*>Chat &amp; forums<\/a><\/nav>/);
      // (The pages' edit link came with 3.x; the engine titles the page, so the theme's Layout writes no title of its own.)
      if (!version.startsWith('2.')) assert.match(html, /href="https:\/\/example.dev\/edit\/support.md"/);
      assert.doesNotMatch(html, /<title>T<\/title>/);
      // Without a TOC to show, the theme's page has no TOC column.
      assert.doesNotMatch(render(Page, { ...PAGE, meta: { ...PAGE.meta, toc: [] } }), /site-toc/);
    },
  );

test(
  "the pages plugin's own mdxPageComponent draws the Markdown pages, handed their content; with no swizzle in the page's tree the engine's page stands",
  { timeout: 240_000 },
  async () => {
    const site = siteOf('own', '3.10.2');
    writeSiteFiles(site, {
      'src/components/Landing.jsx': [
        'export default function Landing({ content: Content }) {',
        '  const { metadata, frontMatter, toc } = Content;',
        '  return <main className={frontMatter.wrapperClassName} data-toc={toc.length} data-edit={metadata.editUrl}><Content /></main>;',
        '}',
      ].join('\n'),
      'src/components/Page.jsx': "export { default } from 'docs-engine:mdx-page';",
    });
    const aliases = installedAliases(site, undefined);
    assert.deepEqual(mdxPageParts(site, aliases), {});
    const config = {
      ...CONFIG,
      presets: [['classic', { pages: { mdxPageComponent: '@site/src/components/Landing' } }]],
    } as unknown as Partial<DocusaurusSiteConfig>;
    assert.deepEqual(Object.keys(mdxPageParts(site, aliases, config as Record<string, unknown>)), ['MDXPage']);
    const Page = (await (await bundleSiteModule(site, 'src/components/Page.jsx', config)).load<{ default: ComponentType }>()).default;
    // (The component writes no title: the site's, as SiteMetadataDefaults writes it under every page.)
    assert.equal(
      render(Page),
      '<title>T</title><main class="support-page" data-toc="1" data-edit="https://example.dev/edit/support.md"><div><h1>Support</h1><h2 id="chat">Chat &amp; forums</h2><p>Ask us.</p></div></main>',
    );
    // A swizzled MDXPage is the site's page, so the report says it applies.
    writeSiteFiles(site, { 'src/theme/MDXPage/index.js': 'export default function MDXPage({ content: Content }) { return <Content />; }' });
    assert.deepEqual(mdxPageSwizzles(site, aliases), ['MDXPage']);
    assert.deepEqual(unappliedSwizzles(site), []);
  },
);
