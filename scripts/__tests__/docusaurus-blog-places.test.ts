/**
 * A site's swizzle in the blog post's tree (`BlogPostItem/Header/Title` under `BlogPostItem`, which
 * `BlogPostItems` renders) changes the posts as under Docusaurus: the classic theme's own modules
 * take the post's and the list's places (plugins/docusaurus/site-components/blog-places.ts) and
 * render the swizzle, at the newest 3.x and at 2.4, with the theme's code from the registry.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempDir } from '../../test/temp-dir';
import { ENGLISH_I18N } from '../../test/docusaurus-client-facts';
import { siteWithClient, writeSiteFiles } from '../../test/docusaurus-packages';
import { LayoutPartProvider } from '../../plugins/docusaurus/components/layout-part';
import { blogPlaceSwizzles, blogParts } from '../../plugins/docusaurus/site-components/blog-places';
import { installedAliases } from '../../plugins/docusaurus/site-components/theme-aliases';
import { unappliedSwizzles } from '../../plugins/docusaurus/importer/swizzled-theme';
import type { BlogPageParts, BlogPostItemParts } from '../../lib/api/plugins';
import type { DocusaurusSiteConfig } from '../../plugins/docusaurus/site-components/site-config-view';

/** What the theme's blog reads of the config, as the site's config view gives it (its locales, theme-classic's defaults). */
const CONFIG = {
  themeConfig: { blog: { sidebar: { groupByYear: true } } },
  i18n: ENGLISH_I18N,
} as unknown as Partial<DocusaurusSiteConfig>;

const work = tempDir('blog-places');
const BLOG = { id: 'default', url: '/blog/', title: 'Blog', description: 'The blog', authorsUrl: '/blog/authors', tagsUrl: '/blog/tags' };

const post = (hasTruncateMarker: boolean): BlogPostItemParts => ({
  body: createElement('p', null, 'The post says hello.'),
  meta: {
    url: '/blog/hello',
    title: 'Hello & welcome',
    description: 'A first post',
    date: '2024-03-05T00:00:00.000Z',
    authors: [{ key: 'ada', name: 'Ada', title: 'Maintainer', url: 'https://example.dev/ada' }],
    tags: [{ label: 'news', href: '/blog/tags/news' }],
    readingTime: 2.2,
    hasTruncateMarker,
    unlisted: false,
    editUrl: 'https://example.dev/edit/hello.md',
    frontMatter: { comments: true },
    toc: [],
  },
});

/** A site of Docusaurus `version` from the registry, and the module its blog hooks come from at that version (2.x: theme-common's internals). */
function blogSite(name: string, version: string) {
  const site = siteWithClient(work, path.join(work, `${name}-${version}`), version);
  return { site, client: version.startsWith('2.') ? '@docusaurus/theme-common/internal' : '@docusaurus/plugin-content-blog/client' };
}

/** The authors' pages of the theme at `version` (3.5 on). */
const authorsPages = (version: string) => (version.startsWith('2.') ? [] : ['Blog/Pages/BlogAuthorsListPage', 'Blog/Pages/BlogAuthorsPostsPage']);

const render = (component: ComponentType, onPostPage: boolean, posts: BlogPostItemParts[]) =>
  renderToStaticMarkup(
    createElement(LayoutPartProvider, { original: null, versionLinks: [], blog: { posts, onPostPage, blog: BLOG }, children: createElement(component) }),
  );

for (const version of ['3.10.2', '2.4.3'])
  test(
    `a swizzle in the post's tree is drawn on the post's page and in lists, by the theme's own post item (Docusaurus ${version})`,
    { timeout: 240_000 },
    async () => {
      const { site, client } = blogSite('site', version);
      writeSiteFiles(site, {
        'src/theme/BlogPostItem/Header/Title/index.js': [
          `import { useBlogPost } from '${client}';`,
          'export default function Title() {',
          '  const { metadata, isBlogPostPage, frontMatter } = useBlogPost();',
          '  return <h2 className={`site-title ${isBlogPostPage ? "on-page" : "in-list"}`} data-comments={String(frontMatter.comments)}>{metadata.title}</h2>;',
          '}',
        ].join('\n'),
        'src/components/Places.jsx': [
          "export { default as Item } from 'docs-engine:blog-post-item';",
          "export { default as Items } from 'docs-engine:blog-post-items';",
        ].join('\n'),
      });
      const aliases = installedAliases(site, undefined);
      // (The pages that list posts reach it too: the blog's list, a tag's and, from 3.5, an author's.)
      const listing = ['BlogPostItems', 'BlogListPage', 'BlogTagsPostsPage', ...authorsPages(version).slice(1)];
      const title = ['BlogPostItem/Header/Title'];
      assert.deepEqual(blogPlaceSwizzles(site, aliases), Object.fromEntries(['BlogPostItem', ...listing].map((place) => [place, title])));
      // Every place is the theme's own (the swizzle rendered where its tree reaches it): the blog drawn by Docusaurus' code.
      assert.deepEqual(Object.keys(blogParts(site, aliases)), [
        'BlogPostPage',
        'BlogPostItem',
        'BlogPostItems',
        'BlogLayout',
        'BlogListPage',
        'BlogTagsListPage',
        'BlogTagsPostsPage',
        'BlogArchivePage',
        ...authorsPages(version),
      ]);
      const mod = await (await bundleSiteModule(site, 'src/components/Places.jsx', CONFIG)).load<Record<'Item' | 'Items', ComponentType>>();

      const page = render(mod.Item, true, [post(true)]);
      // The theme's <article>, the site's title with the post's data, the theme's date, reading time, author, content and footer.
      assert.match(page, /^<article[^>]*>/);
      assert.match(page, /<h2 class="site-title on-page" data-comments="true">Hello &amp; welcome<\/h2>/);
      assert.match(page, /<time datetime="2024-03-05T00:00:00.000Z"[^>]*>March 5, 2024<\/time>/i);
      assert.match(page, /3 min read/);
      assert.match(page, /Ada/);
      assert.match(page, /<div[^>]*class="markdown"[^>]*><p>The post says hello.<\/p><\/div>/);
      assert.match(page, /href="\/blog\/tags\/news\/?"[^>]*>news<\/a>/);
      assert.match(page, /href="https:\/\/example.dev\/edit\/hello.md"/);
      // On its page a post has no "Read more".
      assert.doesNotMatch(page, /Read more/);

      const list = render(mod.Items, false, [post(true), { ...post(false), meta: { ...post(false).meta, url: '/blog/second', title: 'Second' } }]);
      assert.equal(list.match(/<article/g)?.length, 2);
      assert.match(list, /<h2 class="site-title in-list" data-comments="true">Hello &amp; welcome<\/h2>/);
      assert.match(list, /<h2 class="site-title in-list"[^>]*>Second<\/h2>/);
      // The truncated post links to the rest, the other does not.
      assert.equal(list.match(/<b>Read more<\/b>/gi)?.length, 1);
      assert.match(list, /<a (?=[^>]*aria-label="Read more about Hello &amp; welcome")(?=[^>]*href="\/blog\/hello\/?")[^>]*><b>Read more<\/b><\/a>/i);
    },
  );

test('a site that swizzles a post item itself draws both places with it, even without an installed theme', () => {
  const site = path.join(work, 'own-item');
  writeSiteFiles(site, { 'src/theme/BlogPostItem/index.js': 'export default function BlogPostItem({ children }) { return <article>{children}</article>; }' });
  assert.deepEqual(blogPlaceSwizzles(site, installedAliases(site, undefined)), { BlogPostItem: ['BlogPostItem'] });
  const plain = path.join(work, 'no-blog-swizzle');
  writeSiteFiles(plain, { 'src/theme/Footer/index.js': 'export default function Footer() { return null; }' });
  assert.deepEqual(blogPlaceSwizzles(plain, installedAliases(plain, undefined)), {});
});

const page = (component: ComponentType, original: ReturnType<typeof createElement> | null) =>
  renderToStaticMarkup(
    createElement(LayoutPartProvider, {
      original,
      part: 'BlogPostPage',
      versionLinks: [],
      blog: {
        posts: [post(false)],
        onPostPage: true,
        blog: BLOG,
        sidebar: { title: 'Recent posts', items: [{ title: 'Hello & welcome', url: '/blog/hello', date: '2024-03-05T00:00:00.000Z' }] },
      },
      children: createElement(component),
    }),
  );

for (const version of ['3.10.2', '2.4.3']) {
  test(
    `a post page's wrapper wraps the installed theme's page, as its @theme-original, and reads the post's content (Docusaurus ${version})`,
    { timeout: 240_000 },
    async () => {
      const { site } = blogSite('wrapper', version);
      writeSiteFiles(site, {
        'src/theme/BlogPostPage/index.js': [
          "import BlogPostPage from '@theme-original/BlogPostPage';",
          'export default function Wrapper(props) {',
          '  const { metadata, frontMatter } = props.content;',
          '  return <><script type="application/ld+json" className="site-schema">{JSON.stringify({ headline: metadata.title, comments: frontMatter.comments })}</script><BlogPostPage {...props} /></>;',
          '}',
        ].join('\n'),
        'src/components/Page.jsx': "export { default } from 'docs-engine:blog-post-page';",
      });
      assert.deepEqual(blogPlaceSwizzles(site, installedAliases(site, undefined)), { BlogPostPage: ['BlogPostPage'] });
      const Page = (await (await bundleSiteModule(site, 'src/components/Page.jsx', CONFIG)).load<{ default: ComponentType }>()).default;
      const html = page(Page, createElement('div', { className: 'engine-post-page' }));
      assert.ok(html.includes('<script type="application/ld+json" class="site-schema">{"headline":"Hello & welcome","comments":true}</script><'), html);
      // What it wraps is the theme's post page, as under Docusaurus (its layout renders a BlogLayout the site ejects): not the engine's.
      assert.match(html, /Recent posts/);
      assert.match(html, /<article[^>]*>.*<p>The post says hello.<\/p>.*<\/article>/);
      assert.doesNotMatch(html, /engine-post-page/);
    },
  );

  test(
    `a swizzle in the post page's tree has the theme's own post page drawn, with the blog's sidebar (Docusaurus ${version})`,
    { timeout: 240_000 },
    async () => {
      const { site, client } = blogSite('page-tree', version);
      writeSiteFiles(site, {
        'src/theme/BlogPostPage/Metadata/index.js': [
          `import { useBlogPost } from '${client}';`,
          'export default function Metadata() { return <span className="site-meta">{useBlogPost().metadata.title}</span>; }',
        ].join('\n'),
        // (Elsewhere: the engine's shell draws the footer, so a swizzle there does not make the theme's page the post's.)
        'src/theme/Footer/index.js': 'export default function Footer() { return null; }',
        'src/components/Page.jsx': "export { default } from 'docs-engine:blog-post-page';",
      });
      assert.deepEqual(blogPlaceSwizzles(site, installedAliases(site, undefined)), { BlogPostPage: ['BlogPostPage/Metadata'] });
      const Page = (await (await bundleSiteModule(site, 'src/components/Page.jsx', CONFIG)).load<{ default: ComponentType }>()).default;
      const html = page(Page, createElement('div', { className: 'engine-post-page' }));
      assert.match(html, /<span class="site-meta">Hello &amp; welcome<\/span>/);
      // The theme's blog layout: its sidebar of recent posts, the post item with the content, no engine page.
      assert.match(html, /Recent posts/);
      assert.match(html, /href="\/blog\/hello\/?"[^>]*>Hello &amp; welcome<\/a>/);
      assert.match(html, /<article[^>]*>.*<p>The post says hello.<\/p>.*<\/article>/);
      assert.doesNotMatch(html, /engine-post-page/);
    },
  );
}

test("a blog's blogPostComponent draws its posts' pages, handed the post's content and the blog's sidebar as its routes hand them; another blog keeps the theme's page", async () => {
  const { site } = blogSite('post-component', '3.10.2');
  writeSiteFiles(site, {
    'src/components/NewsPost.jsx': [
      'export default function NewsPost({ content, sidebar }) {',
      '  const Content = content;',
      '  return <main className="news-post"><h1>{content.metadata.title}</h1><p className="news-sidebar">{sidebar.title}</p><Content /></main>;',
      '}',
    ].join('\n'),
    'src/components/Page.jsx': "export { default } from 'docs-engine:blog-post-page';",
  });
  const config = {
    ...CONFIG,
    presets: [['classic', { blog: { blogPostComponent: '@site/src/components/NewsPost' } }]],
    plugins: [['@docusaurus/plugin-content-blog', { id: 'changelog', blogPostComponent: '@theme/BlogPostPage' }]],
  } as unknown as Partial<DocusaurusSiteConfig>;
  const Page = (await (await bundleSiteModule(site, 'src/components/Page.jsx', config)).load<{ default: ComponentType }>()).default;
  const html = page(Page, null);
  // (The component writes no title: the page has the site's, as Docusaurus' SiteMetadataDefaults gives it.)
  assert.match(
    html,
    /^<title>T<\/title><main class="news-post"><h1>Hello &amp; welcome<\/h1><p class="news-sidebar">Recent posts<\/p>.*The post says hello\..*<\/main>$/,
  );
  const other = renderToStaticMarkup(
    createElement(LayoutPartProvider, {
      original: null,
      part: 'BlogPostPage',
      versionLinks: [],
      blog: { posts: [post(false)], onPostPage: true, blog: { ...BLOG, id: 'changelog' }, sidebar: { title: 'Recent posts', items: [] } },
      children: createElement(Page),
    }),
  );
  assert.doesNotMatch(other, /news-post/);
  assert.match(other, /<article[^>]*>.*<p>The post says hello.<\/p>.*<\/article>/);
});

for (const version of ['3.10.2', '2.4.3'])
  test(
    `a swizzle in the blog's sidebar has the theme's blog layout around every blog page, and the theme's post page (Docusaurus ${version})`,
    { timeout: 240_000 },
    async () => {
      const { site } = blogSite('layout', version);
      writeSiteFiles(site, {
        'src/theme/BlogSidebar/Desktop/index.js': [
          'export default function Desktop({ sidebar }) {',
          '  return <nav className="site-blog-sidebar">{sidebar.title}{sidebar.items.map((i) => <a key={i.permalink} href={i.permalink}>{i.title}</a>)}</nav>;',
          '}',
        ].join('\n'),
        'src/components/Layout.jsx': "export { default } from 'docs-engine:blog-layout';",
      });
      // (Every page of the blog but the archive, which has no sidebar.)
      const pages = ['BlogPostPage', 'BlogLayout', 'BlogListPage', 'BlogTagsListPage', 'BlogTagsPostsPage', ...authorsPages(version)];
      assert.deepEqual(blogPlaceSwizzles(site, installedAliases(site, undefined)), Object.fromEntries(pages.map((place) => [place, ['BlogSidebar/Desktop']])));
      const Layout = (await (await bundleSiteModule(site, 'src/components/Layout.jsx', CONFIG)).load<{ default: ComponentType<{ children?: ReactNode }> }>())
        .default;
      const html = page(() => createElement(Layout, null, createElement('p', { className: 'engine-list' }, 'The posts')), null);
      assert.match(html, /<nav class="site-blog-sidebar">Recent posts<a href="\/blog\/hello"[^>]*>Hello &amp; welcome<\/a><\/nav>/);
      assert.match(html, /<main class="col col--7"[^>]*><p class="engine-list">The posts<\/p><\/main>/);
    },
  );

/** A page of the blog other than a post's, as the engine hands it to its place: its posts, the blog's sidebar and what it is about. */
const indexPage = (component: ComponentType, facts: NonNullable<BlogPageParts['page']>, posts: BlogPostItemParts[]) =>
  renderToStaticMarkup(
    createElement(LayoutPartProvider, {
      original: null,
      versionLinks: [],
      blog: {
        posts,
        onPostPage: false,
        blog: BLOG,
        sidebar: { title: 'Recent posts', items: [{ title: 'Hello & welcome', url: '/blog/hello', date: '2024-03-05T00:00:00.000Z' }] },
        page: facts,
      },
      children: createElement(component),
    }),
  );

const LIST = { page: 1, postsPerPage: 1, totalPages: 2, totalCount: 2, next: '/blog/tags/news/page/2' };
const second = (): BlogPostItemParts => ({
  ...post(false),
  meta: { ...post(false).meta, url: '/blog/second', title: 'Second', date: '2023-01-02T00:00:00.000Z' },
});

for (const version of ['3.10.2', '2.4.3']) {
  test(
    `a tag page's wrapper wraps the installed theme's page, handed the tag, its posts and its place among the pages as the blog's routes hand them (Docusaurus ${version})`,
    { timeout: 240_000 },
    async () => {
      const { site } = blogSite('tag-page', version);
      writeSiteFiles(site, {
        'src/theme/BlogTagsPostsPage/index.js': [
          "import Original from '@theme-original/BlogTagsPostsPage';",
          'export default function TagPage(props) {',
          '  const { tag, listMetadata, items } = props;',
          '  if (tag.label === "release") return <main className="site-releases">{items.length} releases</main>;',
          '  return <div className="site-tag" data-all={tag.allTagsPath} data-pages={listMetadata.totalPages}><Original {...props} /></div>;',
          '}',
        ].join('\n'),
        'src/components/Page.jsx': "export { default } from 'docs-engine:blog-tags-posts-page';",
      });
      assert.deepEqual(blogPlaceSwizzles(site, installedAliases(site, undefined)).BlogTagsPostsPage, ['BlogTagsPostsPage']);
      // (So the import reports it applied.)
      assert.deepEqual(unappliedSwizzles(site), []);
      const Page = (await (await bundleSiteModule(site, 'src/components/Page.jsx', CONFIG)).load<{ default: ComponentType }>()).default;
      const tag = { label: 'news', url: '/blog/tags/news', count: 2, unlisted: false };
      const html = indexPage(Page, { kind: 'tag', tag, list: { ...LIST, url: '/blog/tags/news' } }, [post(true)]);
      // (After the head tags the page renders, which a document would hoist.)
      assert.match(html, /^(<(title|meta)[^>]*>([^<]*<\/title>)?)*<div class="site-tag" data-all="\/blog\/tags" data-pages="2">/);
      // The theme's page: its layout with the blog's sidebar, its heading, the link to all tags, the post, the paginator.
      assert.match(html, /Recent posts/);
      assert.match(html, /<h1[^>]*>2 posts tagged with (&quot;|“)news(&quot;|”)<\/h1>/);
      assert.match(html, /<a href="\/blog\/tags\/?"[^>]*>View All Tags<\/a>/);
      assert.match(html, /<article[^>]*>.*<p>The post says hello.<\/p>.*<\/article>/);
      assert.match(html, /<a (?=[^>]*href="\/blog\/tags\/news\/page\/2\/?")[^>]*>.*Older entries/i);
      const own = indexPage(Page, { kind: 'tag', tag: { ...tag, label: 'release' }, list: { ...LIST, url: '/blog/tags/release' } }, [post(false), second()]);
      // (No title of its own: the site's.)
      assert.equal(own, '<title>T</title><main class="site-releases">2 releases</main>');
    },
  );

  test(
    `the blog's list, tags and archive pages are the installed theme's, handed what their routes hand them (Docusaurus ${version})`,
    { timeout: 240_000 },
    async () => {
      const { site } = blogSite('index-pages', version);
      writeSiteFiles(site, {
        'src/components/Pages.jsx': [
          "export { default as List } from 'docs-engine:blog-list-page';",
          "export { default as Tags } from 'docs-engine:blog-tags-list-page';",
          "export { default as Archive } from 'docs-engine:blog-archive-page';",
        ].join('\n'),
      });
      assert.deepEqual(blogPlaceSwizzles(site, installedAliases(site, undefined)), {});
      const mod = await (await bundleSiteModule(site, 'src/components/Pages.jsx', CONFIG)).load<Record<'List' | 'Tags' | 'Archive', ComponentType>>();
      const list = indexPage(mod.List, { kind: 'list', list: { ...LIST, url: '/blog', next: '/blog/page/2' } }, [post(true)]);
      assert.match(list, /Recent posts/);
      assert.match(list, /<article[^>]*>.*<p>The post says hello.<\/p>.*<\/article>/);
      assert.match(list, /<a (?=[^>]*href="\/blog\/page\/2\/?")[^>]*>.*Older entries/i);
      const tags = indexPage(
        mod.Tags,
        {
          kind: 'tags',
          tags: [
            { label: 'news', url: '/blog/tags/news', count: 2 },
            { label: 'art', url: '/blog/tags/art', count: 1 },
          ],
        },
        [],
      );
      assert.match(tags, /<h1[^>]*>Tags<\/h1>/);
      // The theme's list by letter: A before N, each tag with its count.
      assert.match(tags, /href="\/blog\/tags\/art\/?"[^>]*>art<span[^>]*>1<\/span>.*href="\/blog\/tags\/news\/?"[^>]*>news<span[^>]*>2<\/span>/);
      const archive = indexPage(mod.Archive, { kind: 'archive' }, [post(false), second()]);
      assert.match(archive, /<h1[^>]*>Archive<\/h1>/);
      // By year (in the order each version's theme gives them), each post a link to it.
      assert.match(archive, /<h3[^>]*>2024<\/h3><ul><li><a href="\/blog\/hello\/?"[^>]*>[^<]*Hello &amp; welcome/);
      assert.match(archive, /<h3[^>]*>2023<\/h3><ul><li><a href="\/blog\/second\/?"[^>]*>[^<]*Second/);
    },
  );
}

test(
  "the authors' pages are the installed theme's (Docusaurus 3.10.2), and a blog's own list component draws its list pages",
  { timeout: 240_000 },
  async () => {
    const { site } = blogSite('authors-pages', '3.10.2');
    writeSiteFiles(site, {
      'src/components/Digest.jsx': [
        'export default function Digest({ metadata, items, sidebar }) {',
        '  return <main className="digest" data-page={metadata.page} data-title={metadata.blogTitle}>{sidebar.title}: {items.map(({ content }) => content.metadata.title).join(", ")}</main>;',
        '}',
      ].join('\n'),
      'src/components/Pages.jsx': [
        "export { default as Authors } from 'docs-engine:blog-authors-list-page';",
        "export { default as Author } from 'docs-engine:blog-authors-posts-page';",
        "export { default as List } from 'docs-engine:blog-list-page';",
      ].join('\n'),
    });
    const config = {
      ...CONFIG,
      presets: [['classic', { blog: { blogListComponent: '@site/src/components/Digest' } }]],
    } as unknown as Partial<DocusaurusSiteConfig>;
    const mod = await (await bundleSiteModule(site, 'src/components/Pages.jsx', config)).load<Record<'Authors' | 'Author' | 'List', ComponentType>>();
    const ada = { key: 'ada', name: 'Ada', title: 'Maintainer', page: '/blog/authors/ada', count: 2 };
    const authors = indexPage(mod.Authors, { kind: 'authors', authors: [ada] }, []);
    assert.match(authors, /<h1[^>]*>Authors<\/h1>/);
    assert.match(authors, /href="\/blog\/authors\/ada\/?"[^>]*>.*Ada/);
    const author = indexPage(mod.Author, { kind: 'author', author: ada, list: { ...LIST, url: '/blog/authors/ada', next: undefined, totalPages: 1 } }, [
      post(false),
    ]);
    assert.match(author, /Ada/);
    assert.match(author, /Maintainer/);
    assert.match(author, /<article[^>]*>.*<p>The post says hello.<\/p>.*<\/article>/);
    const list = indexPage(mod.List, { kind: 'list', list: { ...LIST, url: '/blog' } }, [post(false), second()]);
    // (No title of its own: the site's.)
    assert.equal(list, '<title>T</title><main class="digest" data-page="1" data-title="Blog">Recent posts: Hello &amp; welcome, Second</main>');
  },
);
