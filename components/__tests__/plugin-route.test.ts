/**
 * A plugin's route whose modules include a post's Markdown (a blog extension's category page):
 * its component gets each one as Docusaurus' ComponentCreator gives a module, a component rendering
 * the content with the module's exports on it; and the post's URL, where such a route is served
 * in the post's page's place, still has the post's content to compile.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PluginRoute } from '../../plugins/docusaurus/components/PluginRoute';
import { siteIndex } from '../../lib/content/site-index';
import type { ContentIndex } from '../../lib/content/types';

test('a Markdown module is a component rendering its content, its metadata, front matter and TOC set on it', () => {
  type Content = ComponentType & { metadata: { permalink: string }; frontMatter: { category: string }; toc: unknown[] };
  const Page = ({ items, title }: { items: { content: Content }[]; title: string }) =>
    createElement(
      'section',
      { title },
      items.map(({ content: Post }) =>
        createElement('a', { key: Post.metadata.permalink, href: Post.metadata.permalink, 'data-category': Post.frontMatter.category }, createElement(Post)),
      ),
    );
  const postModule = (n: number) => ({
    __markdownModule: `blog/${n}.md`,
    content: createElement('p', null, `Post ${n}`),
    frontMatter: { category: 'Tutorials' },
    toc: [],
    assets: {},
    metadata: { permalink: `/blog/${n}` },
  });
  const html = renderToStaticMarkup(
    createElement(PluginRoute, { Page, props: { title: 'List', items: [{ content: postModule(1) }, { content: postModule(2) }] } }),
  );
  assert.equal(
    html,
    '<section title="List"><a href="/blog/1" data-category="Tutorials"><p>Post 1</p></a><a href="/blog/2" data-category="Tutorials"><p>Post 2</p></a></section>',
  );
});

test("a React page served at a post's URL leaves that post to be compiled there (compiledAt), as the page shows it", () => {
  const post = { url: '/blog/a/', doc: { url: '/blog/a/', source: 'blog/a.md' } };
  const blog = { routes: { '/blog/a/': { kind: 'post', post: 'a' } }, posts: [post] };
  const page = { type: 'react', url: '/blog/a/', file: 'src/Post.js' };
  const index = { sets: [], blog, pages: { pages: [page] }, warnings: [] } as unknown as ContentIndex;
  const site = siteIndex(index);
  assert.equal(site.byUrl('/blog/a/')?.kind, 'page');
  assert.equal(site.compiledAt('/blog/a/')?.kind, 'blog');
});
