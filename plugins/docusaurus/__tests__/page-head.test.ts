/** Every page's head as theme-classic writes it (../page-head.ts), measured against Docusaurus 3.10's build of the classic template and of a two-locale site. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Metadata } from 'next';
import { docusaurusPageHead, docusaurusRoute } from '../page-head';
import type { PageHead } from '../../../lib/api/plugins';
import type { HeadTag, SiteConfig } from '../../../lib/api/config';

const site = (over: Partial<SiteConfig> = {}) =>
  ({
    title: 'My Site',
    titleSeparator: '|',
    url: 'https://example.com',
    baseUrl: '/',
    trailingSlash: 'auto',
    head: { image: 'img/social.jpg' },
    ...over,
  }) as SiteConfig;

const twoLocales = site({ i18n: { defaultLocale: 'en', locales: ['en', 'zh-CN'] } });

const doc = (over: Partial<PageHead> = {}): PageHead => ({
  kind: 'doc',
  url: '/docs/intro/',
  title: 'Tutorial Intro',
  permalink: '/docs/intro',
  search: { tag: 'docs-default-current', version: 'current' },
  ownHead: false,
  native: {
    title: 'Tutorial Intro',
    description: 'Five minutes.',
    keywords: ['a', 'b'],
    alternates: { canonical: '/docs/intro/' },
    openGraph: { type: 'article', title: 'Tutorial Intro', url: '/docs/intro/', siteName: 'My Site', images: ['/img/social.jpg'] },
  },
  ...over,
});

const attrs = (tags: HeadTag[] | undefined): Record<string, unknown>[] => (tags ?? []).map((t) => ({ tag: t.tagName, ...t.attributes }));
/** The page head's own Open Graph, Twitter and article tags (unmarked: SiteMetadata's and PageMetadata's), as `property or name=content`. */
const social = (tags: HeadTag[] | undefined): string[] =>
  attrs(tags)
    .filter((t) => t.tag === 'meta' && t['data-head-depth'] === undefined && /^(og|twitter|article):/.test(String(t.property ?? t.name)))
    .map((t) => `${String(t.property ?? t.name)}=${String(t.content)}`);
/** The content of the page head's own tags of one property or name. */
const socialOf = (tags: HeadTag[] | undefined, key: string): string[] =>
  social(tags)
    .filter((t) => t.startsWith(`${key}=`))
    .map((t) => t.slice(key.length + 1));

test("a doc: the route as Docusaurus serves it in the canonical link, og:url and one alternate per locale and x-default; the site's title after the page's", () => {
  const { metadata, tags } = docusaurusPageHead(doc(), site());
  assert.deepEqual(
    attrs(tags).filter((t) => t.tag === 'link' || t.property === 'og:url'),
    [
      { tag: 'meta', property: 'og:url', content: 'https://example.com/docs/intro' },
      { tag: 'link', rel: 'canonical', href: 'https://example.com/docs/intro' },
      { tag: 'link', rel: 'alternate', href: 'https://example.com/docs/intro', hreflang: 'en' },
      { tag: 'link', rel: 'alternate', href: 'https://example.com/docs/intro', hreflang: 'x-default' },
    ],
  );
  assert.equal(metadata.alternates, null, "Next's canonical, which would get a trailing slash, is not written");
  assert.equal(metadata.title, 'Tutorial Intro');
  assert.equal(metadata.keywords, 'a,b');
  assert.equal(metadata.description, 'Five minutes.');
  // Open Graph and Twitter as written tags: Next's metadata would add the page's title and description for Twitter, which Docusaurus does not write.
  assert.equal(metadata.openGraph, null);
  assert.equal(metadata.twitter, null);
  assert.deepEqual(social(tags), [
    'og:locale=en',
    'og:title=Tutorial Intro | My Site',
    'og:description=Five minutes.',
    'og:image=https://example.com/img/social.jpg',
    'twitter:card=summary_large_image',
    'twitter:image=https://example.com/img/social.jpg',
    'og:url=https://example.com/docs/intro',
  ]);
  assert.deepEqual(metadata.other, {
    docusaurus_locale: 'en',
    docusaurus_version: 'current',
    docusaurus_tag: 'docs-default-current',
    'docsearch:language': 'en',
    'docsearch:version': 'current',
    'docsearch:docusaurus_tag': 'docs-default-current',
  });
});

test("a locale's page: its own URL is canonical, every locale's copy an alternate, x-default the default locale's; og:locale in Open Graph's form", () => {
  const { metadata, tags } = docusaurusPageHead(doc({ url: '/zh-CN/docs/intro/', permalink: '/zh-CN/docs/intro' }), twoLocales);
  assert.deepEqual(
    attrs(tags).filter((t) => t.tag === 'link'),
    [
      { tag: 'link', rel: 'canonical', href: 'https://example.com/zh-CN/docs/intro' },
      { tag: 'link', rel: 'alternate', href: 'https://example.com/docs/intro', hreflang: 'en' },
      { tag: 'link', rel: 'alternate', href: 'https://example.com/zh-CN/docs/intro', hreflang: 'zh-CN' },
      { tag: 'link', rel: 'alternate', href: 'https://example.com/docs/intro', hreflang: 'x-default' },
    ],
  );
  assert.deepEqual(socialOf(tags, 'og:locale'), ['zh_CN']);
  // The site's image as the locale's copy, where useBaseUrl puts it, absolute.
  assert.deepEqual(socialOf(tags, 'og:image'), ['https://example.com/zh-CN/img/social.jpg']);
  assert.deepEqual(socialOf(tags, 'og:locale:alternate'), ['en']);
  assert.equal((metadata.other as Record<string, string>).docusaurus_locale, 'zh-CN');
  assert.equal((metadata.other as Record<string, string>)['docsearch:language'], 'zh-CN');
});

test('a route the engine knows no permalink of: without its trailing slash, unless the site sets trailingSlash true or it is the root', () => {
  const list = { url: '/blog/tags/' };
  assert.equal(docusaurusRoute(list, site()), '/blog/tags');
  assert.equal(docusaurusRoute(list, site({ trailingSlash: false })), '/blog/tags');
  assert.equal(docusaurusRoute(list, site({ trailingSlash: true })), '/blog/tags/');
  assert.equal(docusaurusRoute({ url: '/docs/' }, site({ baseUrl: '/docs/' })), '/docs/');
  // As a route holds its path, not percent-encoded (the engine's URLs are).
  assert.equal(
    docusaurusRoute({ url: '/docs/reference/%40ory/elements/', permalink: '/docs/reference/%40ory/elements' }, site()),
    '/docs/reference/@ory/elements',
  );
  assert.equal(docusaurusRoute({ url: '/docs/%E6%96%87%E6%A1%A3/' }, site()), '/docs/文档');
  // A category's index doc keeps the slash its permalink has.
  assert.equal(docusaurusRoute({ url: '/docs/guides/', permalink: '/docs/guides/' }, site()), '/docs/guides/');
});

test("the tags pages' own search tags, with their version; a page the site's frame tags writes the locale's only", () => {
  const tags = docusaurusPageHead(doc({ kind: 'doc-tags', url: '/docs/tags/', permalink: undefined }), site()).metadata.other as Record<string, string>;
  assert.equal(tags.docusaurus_tag, 'doc_tags_list');
  assert.equal(tags['docsearch:version'], 'current');
  const one = docusaurusPageHead(doc({ kind: 'doc-tag', url: '/docs/tags/a/', permalink: undefined }), site()).metadata.other as Record<string, string>;
  assert.equal(one['docsearch:docusaurus_tag'], 'doc_tag_doc_list');
  const framed = docusaurusPageHead(doc({ ownSearch: true }), site()).metadata.other;
  assert.deepEqual(framed, { docusaurus_locale: 'en', 'docsearch:language': 'en' });
});

test("a page whose components write its head: no title, description or Open Graph title of the engine's; the site's image on a React page", () => {
  const { metadata: react, tags: reactTags } = docusaurusPageHead(
    {
      kind: 'page',
      url: '/',
      permalink: '/',
      search: { tag: 'default' },
      ownHead: true,
      native: { title: null, description: null, openGraph: { type: 'website', url: '/', siteName: 'My Site' } },
    },
    site(),
  );
  assert.equal(react.title, null);
  assert.equal(react.description, null);
  assert.equal(docusaurusPageHead(doc({ ownHead: true }), site()).metadata.keywords, null, "a swizzled DocItem/Metadata writes the doc's keywords");
  assert.deepEqual(socialOf(reactTags, 'og:title'), []);
  assert.deepEqual(socialOf(reactTags, 'og:image'), ['https://example.com/img/social.jpg']);
  assert.deepEqual(socialOf(reactTags, 'og:type'), [], 'no og:type: Docusaurus writes none on a page');
  // A post the theme draws writes its own image where it names one; else the site's is written.
  const post = (ownImage: boolean) =>
    socialOf(
      docusaurusPageHead(doc({ kind: 'blog', ownHead: true, ownImage, ownSearch: true, native: { title: null, description: null } }), site()).tags,
      'og:image',
    );
  assert.deepEqual(post(true), []);
  assert.deepEqual(post(false), ['https://example.com/img/social.jpg']);
});

test("a post drawn by the engine: its article facts, its authors' URLs and its tags each in one tag, joined by commas (BlogPostPage/Metadata)", () => {
  const native: Metadata = {
    title: 'First',
    openGraph: {
      type: 'article',
      publishedTime: '2019-05-28T00:00:00.000Z',
      authors: ['https://a.example.com', 'https://b.example.com'],
      tags: ['Hola', 'Docusaurus'],
      title: 'First',
    },
  };
  const { tags } = docusaurusPageHead(doc({ kind: 'blog', title: 'First', permalink: '/blog/first', search: { tag: 'default' }, native }), site());
  assert.deepEqual(social(tags).slice(0, 5), [
    'og:type=article',
    'article:published_time=2019-05-28T00:00:00.000Z',
    'article:author=https://a.example.com,https://b.example.com',
    'article:tag=Hola,Docusaurus',
    'og:locale=en',
  ]);
  assert.deepEqual(socialOf(tags, 'og:title'), ['First | My Site']);
  // (A post without authors' URLs or tags writes neither tag.)
  const bare = docusaurusPageHead(doc({ kind: 'blog', native: { openGraph: { type: 'article', publishedTime: '2019-05-28T00:00:00.000Z' } } }), site()).tags;
  assert.deepEqual(
    social(bare).filter((t) => t.startsWith('article:')),
    ['article:published_time=2019-05-28T00:00:00.000Z'],
  );
});

test("the not-found page: the theme's title in the locale's words, no description (the engine's layout's tagline), the site's noIndex on every page", () => {
  const native: Metadata = { title: 'Page not found | My Site', description: 'A tagline', robots: { index: false } };
  const head: PageHead = { kind: 'not-found', url: '/404.html', permalink: '/404.html', search: { tag: 'default' }, ownHead: false, native };
  const { metadata, tags } = docusaurusPageHead(head, site());
  assert.deepEqual(metadata.title, { absolute: 'Page Not Found | My Site' });
  assert.deepEqual(socialOf(tags, 'og:title'), ['Page Not Found | My Site']);
  const translated = docusaurusPageHead({ ...head, messages: { 'theme.NotFound.title': '找不到页面' } }, site()).metadata;
  assert.deepEqual(translated.title, { absolute: '找不到页面 | My Site' });
  // (A site whose own NotFound page writes its head: the title is its.)
  assert.equal(docusaurusPageHead({ ...head, ownHead: true }, site()).metadata.title, null);
  assert.equal(metadata.description, null);
  assert.equal(metadata.robots, null, "theme-classic's NotFound writes no robots tag");
  // Inside a docs version's route (docs at the site's base), DocRoot's NotFoundContent: the site's title, the version's search tags.
  const inDocs = docusaurusPageHead({ ...head, search: { tag: 'docs-default-current', version: 'current' } }, site());
  assert.deepEqual(inDocs.metadata.title, { absolute: 'My Site' });
  assert.deepEqual(socialOf(inDocs.tags, 'og:title'), ['My Site']);
  assert.equal((inDocs.metadata.other as Record<string, string>).docusaurus_tag, 'docs-default-current');
  assert.equal((inDocs.metadata.other as Record<string, string>).docusaurus_version, 'current');
  assert.equal(attrs(tags).find((t) => t.rel === 'canonical')?.href, 'https://example.com/404.html');
  // An unlisted page: noindex and nofollow, as UnlistedMetadata writes them (the engine's own says follow).
  const unlisted = docusaurusPageHead(doc({ native: { ...doc().native, robots: { index: false, follow: true } } }), site()).metadata;
  assert.deepEqual(unlisted.robots, { index: false, follow: false });
  assert.equal(docusaurusPageHead(doc(), site()).metadata.robots, undefined);
  const noIndex = docusaurusPageHead(doc(), site({ sourceConfig: { noIndex: true } })).metadata;
  assert.deepEqual(noIndex.robots, { index: false, follow: false });
});

test("themeConfig.metadata is SiteMetadata's last Head: over the site's own tags of a kind, under what the page's PageMetadata writes", () => {
  const metadata = [
    { name: 'twitter:card', content: 'summary' },
    { name: 'keywords', content: 'site, wide' },
    { name: 'description', content: 'The site.' },
    { property: 'og:image', content: 'https://cdn.example.com/card.png', onload: 'x()' },
  ];
  const config = site({ sourceConfig: { themeConfig: { metadata } } });
  const written = (head: PageHead) =>
    attrs(docusaurusPageHead(head, config).tags)
      .filter((t) => t['data-head-depth'] !== undefined)
      .map((t) => `${t.name ?? t.property}=${t.content} @${t['data-head-depth']}`);
  // A doc with its own description and keywords: the site's of those kinds are not written; the card and the site's image are (their depth beats the engine's).
  assert.deepEqual(written(doc()), ['twitter:card=summary @0.5', 'og:image=https://cdn.example.com/card.png @0.5']);
  // A page with none of its own: every one, the event handler left out.
  const bare = doc({ kind: 'page', title: undefined, permalink: '/', url: '/', native: { title: null } });
  assert.deepEqual(written(bare), [
    'twitter:card=summary @0.5',
    'keywords=site, wide @0.5',
    'description=The site. @0.5',
    'og:image=https://cdn.example.com/card.png @0.5',
  ]);
  assert.equal(attrs(docusaurusPageHead(bare, config).tags).find((t) => t.property === 'og:image')?.onload, undefined);
});
