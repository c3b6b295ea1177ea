import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { buildSite } from '../../content/store';
import { parsePostFile, readingMinutes } from '../post-file';
import { blogRoutes, paginate } from '../blog-routes';
import { blogConfigProblems, resolveBlogConfig } from '../../config/blog';
import { splitExcerpt } from '../truncate';
import { blogPageData } from '../blog-page';
import { publishedUrls } from '../../output/sitemap';
import { postEditUrl } from '../edit-url';

const root = process.cwd();
const fixture = path.join(root, 'test/fixtures/blog-site');
const paths = { rootDir: root, contentDir: fixture, configFile: path.join(fixture, 'site.config.json'), versionsFile: path.join(fixture, 'versions.json') };
const blog = buildSite(paths, { includeDrafts: false, gitDates: false, plugins: [] }).index.blog!;

test('post file names: dated files, dated folders and date folders, as Docusaurus parses them', () => {
  assert.deepEqual(parsePostFile('2024-05-01-welcome.md'), { date: new Date('2024-05-01Z'), text: 'welcome', slug: '/2024/05/01/welcome' });
  assert.equal(parsePostFile('2024-06-10-folder-post/index.mdx').slug, '/2024/06/10/folder-post');
  assert.equal(parsePostFile('2024/07/02/nested.md').slug, '/2024/07/02/nested');
  assert.equal(parsePostFile('news/2024-07-02-x.md').slug, '/2024/07/02/news/x');
  assert.deepEqual(parsePostFile('custom.mdx'), { text: 'custom', slug: '/custom' });
});

test('the blog index: posts newest first, drafts left out, slugs, authors and tags resolved', () => {
  assert.deepEqual(
    blog.posts.map((p) => p.url),
    ['/blog/kite-2-0/', '/blog/2024/08/15/unlisted/', '/blog/2024/07/02/nested/', '/blog/2024/06/10/folder-post/', '/blog/2024/05/01/welcome/'],
  );
  const welcome = blog.posts.find((p) => p.id === '/2024/05/01/welcome')!;
  assert.equal(welcome.title, 'Welcome to Kite', 'the first heading');
  assert.deepEqual(
    welcome.authors.map((a) => [a.name, a.title, a.page]),
    [
      ['Ada Lane', 'Maintainer', '/blog/authors/ada/'],
      ['Bo Chen', 'Contributor', undefined],
    ],
  );
  assert.deepEqual(welcome.tags, [{ label: 'Releases', url: '/blog/tags/releases/', description: 'New versions of Kite', known: true }]);
  const folder = blog.posts.find((p) => p.url.includes('folder-post'))!;
  assert.deepEqual(
    folder.authors.map((a) => [a.name, a.title]),
    [
      ['Ada Lane', 'Lead maintainer'],
      ['Guest Writer', undefined],
    ],
    'an inline object with a key overrides the map',
  );
  assert.deepEqual(
    folder.tags.map((t) => t.url),
    ['/blog/tags/howto/', '/blog/tags/tips-and-tricks/'],
  );
  const custom = blog.posts[0];
  assert.equal(custom.date, '2024-09-20T10:00:00.000Z');
  assert.equal(custom.hideToc, true);
  assert.ok(custom.hasTruncateMarker && folder.hasTruncateMarker && !blog.posts[2].hasTruncateMarker);
  assert.ok(custom.readingTime! > 0);
  // Previous / next among listed posts only: the unlisted post is skipped.
  assert.deepEqual([custom.prev, custom.next?.url], [undefined, '/blog/2024/07/02/nested/']);
});

test('the blog routes: paginated lists, tags, authors with a page, archive; unlisted posts only on their own page', () => {
  const types = Object.fromEntries(Object.entries(blog.routes).map(([u, r]) => [u, r.type]));
  assert.deepEqual(types, {
    '/blog/kite-2-0/': 'post',
    '/blog/2024/08/15/unlisted/': 'post',
    '/blog/2024/07/02/nested/': 'post',
    '/blog/2024/06/10/folder-post/': 'post',
    '/blog/2024/05/01/welcome/': 'post',
    '/blog/': 'list',
    '/blog/page/2/': 'list',
    '/blog/tags/': 'tags',
    '/blog/tags/releases/': 'tag',
    '/blog/tags/howto/': 'tag',
    '/blog/tags/tips-and-tricks/': 'tag',
    '/blog/authors/': 'authors',
    '/blog/authors/ada/': 'author',
    '/blog/archive/': 'archive',
  });
  // authorsPages: false (a Docusaurus 2 site's, which had no author pages): no authors list, no author page.
  const without = blogRoutes({ ...blog, config: { ...blog.config, authorsPages: false } }, blog.posts, blog.authors);
  assert.deepEqual(
    Object.keys(without.routes).filter((u) => u.includes('/authors/')),
    [],
  );
  const first = blogPageData(blog, '/blog/', blog.routes['/blog/']);
  assert.deepEqual(
    first.posts.map((p) => p.url),
    ['/blog/kite-2-0/', '/blog/2024/07/02/nested/'],
  );
  assert.equal(first.list?.next, '/blog/page/2/');
  assert.deepEqual(blog.tags['/blog/tags/releases/'].posts, ['/blog/kite-2-0/', '/blog/2024/05/01/welcome/'], 'the unlisted post is not listed under its tag');
  assert.equal(first.sidebar.title, 'Latest posts');
  assert.ok(!first.sidebar.items.some((i) => i.url.includes('unlisted')));
  // Each recent post carries its date, whose year groups the sidebar.
  assert.deepEqual(
    first.sidebar.items.map((i) => i.date.slice(0, 4)),
    ['2024', '2024', '2024', '2024'],
  );
  assert.ok(!publishedUrls({ sets: [], warnings: [], blog }).includes('/blog/2024/08/15/unlisted/'), 'not in the sitemap');
});

test('pagination: page URLs, ALL, and one page for no posts', () => {
  const pages = paginate(['a', 'b', 'c'], '/blog/', 2, 'page');
  assert.deepEqual(
    pages.map((p) => [p.url, p.posts, p.previous, p.next]),
    [
      ['/blog/', ['a', 'b'], undefined, '/blog/page/2/'],
      ['/blog/page/2/', ['c'], '/blog/', undefined],
    ],
  );
  assert.equal(paginate(['a', 'b', 'c'], '/blog/', 'ALL', 'page').length, 1);
  assert.equal(paginate([], '/blog/', 10, 'page').length, 1);
});

test('config: Docusaurus defaults, and each wrong option named', () => {
  const d = resolveBlogConfig({});
  assert.deepEqual(
    [d.routeBasePath, d.postsPerPage, d.blogSidebarCount, d.blogSidebarTitle, d.feed.types, d.feed.limit],
    ['blog', 10, 5, 'Recent posts', ['rss', 'atom'], 20],
  );
  assert.deepEqual(resolveBlogConfig({ feedOptions: { type: 'all', limit: false } }).feed.types, ['rss', 'atom', 'json']);
  assert.deepEqual(blogConfigProblems({ postsPerPage: 0, sortPosts: 'random', colour: 1, feedOptions: { type: 'xml' } }), [
    '"blog.colour" is not a blog option — use one of id, path, dir, translations, routeBasePath, blogTitle, blogDescription, postsPerPage, blogSidebarCount, blogSidebarTitle, blogSidebarGroupByYear, showReadingTime, sortPosts, include, exclude, authorsMapPath, tags, tagsBasePath, archiveBasePath, authorsBasePath, authorsPages, pageBasePath, editUrl, showLastUpdateTime, showLastUpdateAuthor, truncateMarker, onInlineTags, onInlineAuthors, onUntruncatedBlogPosts, feedOptions',
    '"blog.postsPerPage" must be a whole number above 0 or "ALL" (got 0)',
    '"blog.sortPosts" must be "descending" or "ascending" (got "random")',
    '"blog.feedOptions.type" must be "rss", "atom", "json", "all", a list of those, or null (got "xml")',
  ]);
  // No sidebar is Docusaurus' blogSidebarCount 0; a count below that is not.
  assert.deepEqual(blogConfigProblems({ blogSidebarCount: 0 }), []);
  // Translations elsewhere (a site read where it lies): a folder naming {locale}.
  assert.deepEqual(blogConfigProblems({ translations: '../i18n/{locale}/blog' }), []);
  assert.deepEqual(blogConfigProblems({ translations: '../i18n/fr/blog' }), [
    '"blog.translations" must be a folder with {locale}, such as "../i18n/{locale}/blog" (got "../i18n/fr/blog")',
  ]);
  assert.deepEqual(blogConfigProblems({ blogSidebarCount: -1 }), ['"blog.blogSidebarCount" must be a whole number (0 for no sidebar) or "ALL" (got -1)']);
  // Several blogs: a list, each entry checked under its index, one id each (as Docusaurus' plugin instances).
  assert.deepEqual(blogConfigProblems([{}, { id: 'news', path: 'news', routeBasePath: 'news' }]), []);
  assert.deepEqual(blogConfigProblems([{ postsPerPage: 'x' }, { id: 'a' }, { id: 'a' }, 3]), [
    '"blog[0].postsPerPage" must be a whole number above 0 or "ALL" (got "x")',
    '"blog[3]" must be an object of blog options (write {} for the defaults)',
    '"blog[2]" has the id "a" of "blog[1]" — give each blog its own "id"',
  ]);
});

test('excerpt: the part before the truncate mark, the post without its own h1', () => {
  const html = '<h1>T</h1><p>a</p><hr data-blog-truncate=""/><p>b</p>';
  assert.deepEqual(splitExcerpt(html), { html: '<p>a</p><p>b</p>', excerpt: '<p>a</p>' });
  assert.deepEqual(splitExcerpt('<p>a</p>'), { html: '<p>a</p>', excerpt: '<p>a</p>' });
  assert.equal(readingMinutes('one two three four'), 0.02);
});

test('edit links and last updates: editUrl joined as Docusaurus joins it, or a template; shown only when the blog says so', () => {
  const custom = blog.posts[0];
  assert.equal(custom.editUrl, 'https://github.com/example/kite/edit/main/site/blog/custom-slug.mdx');
  assert.equal(custom.lastUpdated, Date.parse('2024-09-21') / 1000, 'frontmatter last_update.date');
  assert.equal(custom.lastUpdateAuthor, 'Ada Lane');
  const cfg = { path: 'blog', editUrl: 'https://x.dev/edit/main/{blogPath}?from={permalink}' };
  assert.equal(postEditUrl(cfg, '2024/a.md', '/blog/a/'), 'https://x.dev/edit/main/2024/a.md?from=/blog/a');
  assert.equal(postEditUrl({ path: './news/', editUrl: 'https://x.dev/tree/' }, 'a.md', '/news/a/'), 'https://x.dev/tree/news/a.md');
  assert.equal(postEditUrl({ path: 'blog' }, 'a.md', '/blog/a/'), undefined);
  // Docusaurus' defaults: neither time nor author.
  assert.deepEqual([resolveBlogConfig({}).showLastUpdateTime, resolveBlogConfig({}).showLastUpdateAuthor], [false, false]);
});

test('a post’s relative URL links resolve against its permalink, as Docusaurus serves it (no trailing slash unless the config keeps one)', async () => {
  const { cpSync, readFileSync, writeFileSync } = await import('node:fs');
  const { tempDir } = await import('../../../test/temp-dir');
  const dir = tempDir('blog-link-base');
  cpSync(fixture, dir, { recursive: true });
  const withSlash = (trailingSlash: boolean | 'auto') => {
    const config = JSON.parse(readFileSync(path.join(fixture, 'site.config.json'), 'utf8'));
    writeFileSync(path.join(dir, 'site.config.json'), JSON.stringify({ ...config, trailingSlash }));
    const posts = buildSite(
      { ...paths, contentDir: dir, configFile: path.join(dir, 'site.config.json'), versionsFile: path.join(dir, 'versions.json') },
      { includeDrafts: false, gitDates: false, plugins: [] },
    ).index.blog!.posts;
    return posts.find((p) => p.url.includes('folder-post'))!.doc.linkBase;
  };
  assert.equal(withSlash('auto'), '/blog/2024/06/10/folder-post');
  assert.equal(withSlash(false), '/blog/2024/06/10/folder-post');
  assert.equal(withSlash(true), undefined);
});
