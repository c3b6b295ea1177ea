/**
 * The paginators as theme-classic draws them (../DocPaginatorPart.tsx, ../BlogPostPaginator.tsx,
 * ../BlogListPaginator.tsx), bundled as a site's components are: each link is `@theme/PaginatorNavLink`,
 * the site's where it swizzled one.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, type ComponentType } from 'react';
import { LocaleMessagesProvider } from '../../../../components/layout/locale-messages';
import { bundleSiteModule } from '../../../../test/site-bundle';
import { tempDir } from '../../../../test/temp-dir';

type Parts = Record<'DocPaginatorPart' | 'BlogPostPaginator' | 'BlogListPaginator', ComponentType<Record<string, unknown>>>;

/** The paginators of a site (`swizzles`: its src/theme files), bundled. */
async function paginators(swizzles: Record<string, string> = {}): Promise<Parts> {
  const site = tempDir('paginators');
  for (const [file, code] of Object.entries(swizzles)) {
    fs.mkdirSync(path.dirname(path.join(site, 'src/theme', file)), { recursive: true });
    fs.writeFileSync(path.join(site, 'src/theme', file), code);
  }
  const from = (name: string) => JSON.stringify(path.resolve('plugins/docusaurus/components', `${name}.tsx`));
  fs.writeFileSync(
    path.join(site, 'entry.js'),
    ['DocPaginatorPart', 'BlogPostPaginator', 'BlogListPaginator'].map((name) => `export { default as ${name} } from ${from(name)};`).join('\n'),
  );
  return (await bundleSiteModule(site, 'entry.js')).load<Parts>();
}

const render = (C: ComponentType<Record<string, unknown>>, props: Record<string, unknown>) => renderToStaticMarkup(createElement(C, props));

test("the docs' previous and next links are theme-classic's DocPaginator: Infima's pagination-nav, a sublabel and a title in each link", async () => {
  const { DocPaginatorPart } = await paginators();
  assert.equal(
    render(DocPaginatorPart, { previous: { title: 'Intro', permalink: '/docs/intro/' }, next: { title: 'Setup', permalink: '/docs/setup/' }, docPage: true }),
    '<nav class="docusaurus-mt-lg pagination-nav" aria-label="Docs pages">' +
      '<a class="pagination-nav__link pagination-nav__link--prev" href="/docs/intro/"><div class="pagination-nav__sublabel">Previous</div><div class="pagination-nav__label">Intro</div></a>' +
      '<a class="pagination-nav__link pagination-nav__link--next" href="/docs/setup/"><div class="pagination-nav__sublabel">Next</div><div class="pagination-nav__label">Setup</div></a></nav>',
  );
  // A doc without neighbours: the nav alone, as DocItem/Paginator draws it.
  assert.equal(render(DocPaginatorPart, { docPage: true }), '<nav class="docusaurus-mt-lg pagination-nav" aria-label="Docs pages"></nav>');
  // A category's page: in DocCategoryGeneratedIndexPage's footer; one side only.
  assert.match(
    render(DocPaginatorPart, { next: { title: 'Setup', permalink: '/docs/setup/' } }),
    /^<footer class="margin-top--md"><nav class="pagination-nav" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--next"/,
  );
});

test("the blog's paginators are theme-classic's: a post's newer and older post, a list's newer and older entries (its nav drawn without either)", async () => {
  const { BlogPostPaginator, BlogListPaginator } = await paginators();
  assert.equal(
    render(BlogPostPaginator, { nextItem: { title: 'First light', permalink: '/blog/first-light/' } }),
    '<nav class="pagination-nav docusaurus-mt-lg" aria-label="Blog post page navigation">' +
      '<a class="pagination-nav__link pagination-nav__link--next" href="/blog/first-light/"><div class="pagination-nav__sublabel">Older post</div><div class="pagination-nav__label">First light</div></a></nav>',
  );
  assert.equal(
    render(BlogListPaginator, { metadata: { previousPage: '/blog/', nextPage: '/blog/page/3/' } }),
    '<nav class="pagination-nav" aria-label="Blog list page navigation">' +
      '<a class="pagination-nav__link pagination-nav__link--prev" href="/blog/"><div class="pagination-nav__label">Newer entries</div></a>' +
      '<a class="pagination-nav__link pagination-nav__link--next" href="/blog/page/3/"><div class="pagination-nav__label">Older entries</div></a></nav>',
  );
  assert.equal(render(BlogListPaginator, { metadata: {} }), '<nav class="pagination-nav" aria-label="Blog list page navigation"></nav>');
});

test("a site's PaginatorNavLink and its wrapper of DocPaginator are what every paginator draws", async () => {
  const { DocPaginatorPart, BlogPostPaginator } = await paginators({
    'PaginatorNavLink.js':
      "export default function Mine({ permalink, title, isNext }) { return <a className={isNext ? 'mine next' : 'mine'} href={permalink}>{title}</a>; }\n",
    'DocPaginator/index.js':
      'import DocPaginator from \'@theme-original/DocPaginator\';\nexport default function Wrapper(props) { return <div className="around"><DocPaginator {...props} /></div>; }\n',
  });
  assert.equal(
    render(DocPaginatorPart, { next: { title: 'Setup', permalink: '/docs/setup/' }, docPage: true }),
    // (A plain <a> of the site's code is not link-checked, as Docusaurus checks only its Link's.)
    '<div class="around"><nav class="docusaurus-mt-lg pagination-nav" aria-label="Docs pages"><a class="mine next" href="/docs/setup/" data-nobrokenlinkcheck="true">Setup</a></nav></div>',
  );
  assert.match(
    render(BlogPostPaginator, { prevItem: { title: 'Later', permalink: '/blog/later/' } }),
    /<a class="mine" href="\/blog\/later\/"[^>]*>Later<\/a>/,
  );
});

test("in a locale, the paginator's words are its messages", async () => {
  const { DocPaginatorPart } = await paginators();
  const messages = { 'theme.docs.paginator.next': 'Suivant', 'theme.docs.paginator.navAriaLabel': 'Pages de documentation' };
  const html = renderToStaticMarkup(
    createElement(LocaleMessagesProvider, {
      locale: { name: 'fr', path: 'fr', messages },
      children: createElement(DocPaginatorPart, { next: { title: 'Installation', permalink: '/fr/docs/setup/' } }),
    }),
  );
  assert.match(html, /aria-label="Pages de documentation"/);
  assert.match(html, /<div class="pagination-nav__sublabel">Suivant<\/div>/);
});
