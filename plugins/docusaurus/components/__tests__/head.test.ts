import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import Head from '../../../../components/mdx/Head';
import { settleHelmetTags } from '../../helmet-head';

test('<Head> keeps title, meta and link tags and a JSON-LD data block (escaped), and drops scripts that run', () => {
  const html = renderToStaticMarkup(
    createElement(
      Head,
      null,
      createElement('meta', { name: 'keywords', content: 'lint' }),
      createElement('script', { type: 'application/ld+json' }, '{"@type":"FAQPage","text":"</script>"}'),
      createElement('script', null, 'alert(1)'),
    ),
  );
  assert.match(html, /<meta name="keywords" content="lint"\/>/);
  assert.match(html, /<script type="application\/ld\+json">\{"@type":"FAQPage","text":"<\\\/script>"\}<\/script>/);
  assert.doesNotMatch(html, /alert/);
});

test("a page's <Head> title inside @theme/Layout is the page's one title, as the deepest wins under Docusaurus; without one, the Layout's", async () => {
  (globalThis as { __DOCS_SITE__?: object }).__DOCS_SITE__ = { title: 'Site', titleDelimiter: '|', baseUrl: '/' };
  const { default: Layout } = await import('../Layout');
  const { default: SiteHead } = await import('../Head');
  const page = (inner: ReturnType<typeof createElement> | null) => renderToStaticMarkup(createElement(Layout, null, inner));
  const titled = page(createElement(SiteHead, null, createElement('title', null, 'Search results for "sleep"')));
  // (Each marked with the depth of its Head, which decides in the export between it and the site's: ../../helmet-head.ts.)
  assert.deepEqual(titled.match(/<title[^>]*>[^<]*<\/title>/g), ['<title data-head-depth="2">Search results for &quot;sleep&quot;</title>']);
  assert.deepEqual(page(createElement('p', null, 'Hello')).match(/<title[^>]*>[^<]*<\/title>/g), ['<title data-head-depth="0">Site</title>']);
  // theme-common's PageMetadata writes its title through Head (the site's search page's).
  const { PageMetadata } = await import('../theme-common');
  assert.deepEqual(page(createElement(PageMetadata, { title: 'Search' })).match(/<title[^>]*>[^<]*<\/title>/g), [
    '<title data-head-depth="2">Search | Site</title>',
  ]);
  // A Layout's own title prop is a title too, written when no Head inside wrote one.
  assert.match(renderToStaticMarkup(createElement(Layout, { title: 'Endpoints' }, null)), /<title data-head-depth="1">Endpoints \S+ /);
});

test("a script a site's <Head> writes runs, as react-helmet writes it: its src, or its text as written; a JSON-LD block once", async () => {
  const { default: SiteHead } = await import('../Head');
  const html = renderToStaticMarkup(
    createElement(
      SiteHead,
      null,
      createElement('script', { src: 'https://widget.example.com/w.js', async: true }),
      createElement('script', null, 'window.site = { a: 1 < 2 };'),
      createElement('script', { type: 'application/ld+json' }, '{"@type":"Thing"}'),
    ),
  );
  assert.match(html, /<script src="https:\/\/widget\.example\.com\/w\.js" async="">/);
  assert.match(html, /<script>window\.site = \{ a: 1 < 2 \};<\/script>/);
  assert.equal(html.match(/application\/ld\+json/g)?.length, 1);
});

test("@theme/SearchMetadata writes through @docusaurus/Head: its tags carry its depth, so a page's own search tag replaces SiteMetadata's", async () => {
  (globalThis as { __DOCS_SITE__?: object }).__DOCS_SITE__ = { title: 'Site', titleDelimiter: '|', baseUrl: '/' };
  const { default: Layout } = await import('../Layout');
  const { default: SearchMetadata } = await import('../SearchMetadata');
  const html = renderToStaticMarkup(createElement(Layout, null, createElement(SearchMetadata, { tag: 'blog_tags_posts', locale: 'en' })));
  assert.match(html, /<meta name="docusaurus_tag" content="blog_tags_posts" data-head-depth="2"\/>/);
  assert.match(html, /<meta name="docsearch:language" content="en" data-head-depth="2"\/>/);
});

test('inside a page record (a page the theme draws: its tags and category pages), a PageMetadata beside the Layout, rendered before it, is the title: the Layout writes no site title under it', async () => {
  (globalThis as { __DOCS_SITE__?: object }).__DOCS_SITE__ = { title: 'Site', titleDelimiter: '|', baseUrl: '/' };
  const { default: Layout } = await import('../Layout');
  const { PageMetadata } = await import('../theme-common');
  const { PageTitleRecord } = await import('../PageTitleRecord');
  const titles = (html: string) => html.match(/<title[^>]*>[^<]*<\/title>|<meta property="og:title"[^>]*>/g);
  // (As the theme's list pages and a site's own are written: the metadata, then the Layout.)
  const beside = renderToStaticMarkup(
    createElement(PageTitleRecord, null, createElement(PageMetadata, { title: 'Blog' }), createElement(Layout, null, createElement('p', null, 'Posts'))),
  );
  // (The site's Open Graph title too, SiteMetadataDefaults', which the export drops under the deeper one: ../../helmet-head.ts.)
  assert.deepEqual(titles(settleHelmetTags(beside)), [
    '<title data-head-depth="1">Blog | Site</title>',
    '<meta property="og:title" content="Blog | Site" data-head-depth="1"/>',
  ]);
  // A Head inside the Layout titles the page; the Open Graph title stays the site's, as no deeper Head writes one (answer-website's home).
  const { default: SiteHead } = await import('../Head');
  const headInside = renderToStaticMarkup(
    createElement(PageTitleRecord, null, createElement(Layout, null, createElement(SiteHead, null, createElement('title', null, 'Home | Q&A')))),
  );
  assert.deepEqual(titles(settleHelmetTags(headInside)), [
    '<title data-head-depth="2">Home | Q&amp;A</title>',
    '<meta property="og:title" content="Site" data-head-depth="0"/>',
  ]);
  // Without one, the site's title, SiteMetadataDefaults', once.
  const bare = renderToStaticMarkup(createElement(PageTitleRecord, null, createElement(Layout, null, createElement('p', null, 'Posts'))));
  assert.deepEqual(titles(bare), ['<title data-head-depth="0">Site</title>', '<meta property="og:title" content="Site" data-head-depth="0"/>']);
  // A Layout given a title writes it, deeper than a PageMetadata beside it.
  const own = renderToStaticMarkup(
    createElement(PageTitleRecord, null, createElement(PageMetadata, { title: 'Blog' }), createElement(Layout, { title: 'Own' }, null)),
  );
  assert.match(own, /<title data-head-depth="1">Own \| Site<\/title>/);
});
