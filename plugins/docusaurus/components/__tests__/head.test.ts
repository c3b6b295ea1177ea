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

test('a Head’s <html> and <body> attributes: written as meta tags, settled by attribute (a class is every Head’s), given to the document by the export', async () => {
  const { default: SiteHead } = await import('../Head');
  const { HeadDepth } = await import('../head-depth');
  const { finishHelmetHead } = await import('../../helmet-head');
  const at = (depth: number, ...children: ReturnType<typeof createElement>[]) =>
    createElement(HeadDepth.Provider, { value: depth }, createElement(SiteHead, null, ...children));
  const head = renderToStaticMarkup(
    createElement(
      'div',
      null,
      at(
        1,
        createElement('html', { className: 'docs-wrapper', lang: 'en', 'data-theme-x': 'outer' }),
        createElement('body', { className: 'navigation-with-keyboard' }),
      ),
      at(2, createElement('html', { className: 'docs-doc-page', 'data-theme-x': 'inner', 'data-has-hydrated': false, onLoad: () => undefined })),
    ),
  );
  assert.match(head, /<meta name="helmet:html:class" content="docs-wrapper" data-head-depth="1"\/>/);
  assert.match(head, /<meta name="helmet:body:class" content="navigation-with-keyboard" data-head-depth="1"\/>/);
  assert.doesNotMatch(head, /helmet:html:onload/, 'a prop that writes no attribute writes no tag');
  const finished = finishHelmetHead(head);
  assert.ok(typeof finished !== 'string');
  // (A boolean as its word, as helmet writes core's `<html data-has-hydrated={false}>`.)
  assert.deepEqual(finished.html, { class: 'docs-wrapper docs-doc-page', lang: 'en', 'data-theme-x': 'inner', 'data-has-hydrated': 'false' });
  assert.deepEqual(finished.body, { class: 'navigation-with-keyboard' });
  assert.doesNotMatch(finished.head, /content="outer"/, 'the shallower Head’s attribute goes, as helmet keeps the deepest');
  assert.match(finished.head, /content="docs-wrapper"/, 'a class stays: the deeper one is joined to it');
  assert.equal(finishHelmetHead('<title>x</title>'), '<title>x</title>', 'a head without them is only settled');
});

test("the page head gives the frames the engine draws theme-classic's <html> classes: a doc's, a category's page, a tags page, a Markdown page, the not-found page", async () => {
  const { docusaurusPageHead } = await import('../../page-head');
  const config = { title: 'Site', url: 'https://example.com', baseUrl: '/', search: {}, i18n: undefined } as never;
  const classes = (head: Record<string, unknown>) =>
    docusaurusPageHead({ url: '/x/', search: { tag: 't' }, ownHead: false, native: {}, ...head } as never, config)
      .tags?.filter((t) => t.attributes.name === 'helmet:html:class')
      .map((t) => t.attributes.content);
  assert.deepEqual(classes({ kind: 'doc', docs: { set: 'docs', version: 'current', versionClassName: 'docs-version-current', doc: 'guides/intro' } }), [
    'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-guides/intro',
  ]);
  assert.deepEqual(classes({ kind: 'doc', docs: { set: 'product', version: '2.0.0', versionClassName: 'docs-version-2.0.0' } }), [
    'docs-wrapper plugin-docs plugin-id-product docs-version-2.0.0 docs-doc-page',
  ]);
  // A version's own className (versions.<name>.className) is DocVersionRoot's.
  assert.deepEqual(classes({ kind: 'doc', docs: { set: 'docs', version: '1.x', versionClassName: 'legacy old' } }), [
    'docs-wrapper plugin-docs plugin-id-default legacy old docs-doc-page',
  ]);
  assert.deepEqual(classes({ kind: 'doc-tags', docs: { set: 'docs', version: 'current', versionClassName: 'docs-version-current' } }), [
    'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-tags-list-page',
  ]);
  assert.deepEqual(classes({ kind: 'doc-tag', docs: { set: 'docs', version: 'current', versionClassName: 'docs-version-current' } }), [
    'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-tag-doc-list-page',
  ]);
  assert.deepEqual(classes({ kind: 'page', markdownPage: {} }), ['mdx-wrapper mdx-page plugin-pages plugin-id-default']);
  assert.deepEqual(classes({ kind: 'page', markdownPage: { wrapperClassName: 'wide' } }), ['wide mdx-page plugin-pages plugin-id-default']);
  assert.deepEqual(classes({ kind: 'not-found' }), ['plugin-native plugin-id-default']);
  assert.deepEqual(classes({ kind: 'page' }), [], "a React page's are its Layout's");
});

test("a not-found page under a docs version's path is that version's route's, as each release draws it", async () => {
  const { docusaurusPageHead } = await import('../../page-head');
  const { generatorTag } = await import('../../shared/generator');
  const site = (version?: string) =>
    ({
      title: 'Site',
      titleSeparator: '|',
      url: 'https://example.com',
      baseUrl: '/',
      search: {},
      head: version ? { tags: [generatorTag(version)] } : {},
    }) as never;
  const notFound = {
    kind: 'not-found',
    url: '/404.html',
    ownHead: false,
    native: {},
    docs: { set: 'docs', version: 'current', versionClassName: 'docs-version-current' },
  };
  const head = (version?: string) => {
    const { metadata, tags = [] } = docusaurusPageHead({ ...notFound, search: { tag: 'docs-default-current', version: 'current' } } as never, site(version));
    const meta = (name: string) => tags.find((t) => t.attributes.name === name)?.attributes.content;
    const other = metadata.other as Record<string, string>;
    return {
      title: (metadata.title as { absolute: string }).absolute,
      classes: meta('helmet:html:class'),
      tag: other.docusaurus_tag,
      version: other.docusaurus_version,
    };
  };
  // 3.x: DocsRoot's Layout and DocVersionRoot around DocRoot's NotFound/Content: their classes and search tags, the site's title.
  const docsRoot = {
    title: 'Site',
    classes: 'docs-wrapper plugin-docs plugin-id-default docs-version-current',
    tag: 'docs-default-current',
    version: 'current',
  };
  assert.deepEqual(head('3.8.0'), docsRoot);
  assert.deepEqual(head(), docsRoot, 'a site whose release is not known is read as the newest');
  // 2.x: DocPage draws the whole NotFound page: titled, the docs plugin's Layout classes, SiteMetadata's search tag.
  assert.deepEqual(head('2.4.3'), { title: 'Page Not Found | Site', classes: 'plugin-docs plugin-id-default', tag: 'default', version: undefined });
  // Outside every docs version: core's own route.
  const native = docusaurusPageHead({ ...notFound, docs: undefined, search: { tag: 'default' } } as never, site('3.8.0'));
  assert.equal(native.tags?.find((t) => t.attributes.name === 'helmet:html:class')?.attributes.content, 'plugin-native plugin-id-default');
});
