import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { BlogSidebar } from '../BlogSidebar';

const items = [
  { title: 'Spring', url: '/blog/spring/', date: '2026-04-02T00:00:00.000Z' },
  { title: 'Winter', url: '/blog/winter/', date: '2026-01-20T00:00:00.000Z' },
  { title: 'Autumn', url: '/blog/autumn/', date: '2025-10-01T00:00:00.000Z' },
];

test("the blog sidebar groups recent posts under their year, newest first, as Docusaurus' sidebar does", () => {
  const html = renderToStaticMarkup(createElement(BlogSidebar, { sidebar: { title: 'All posts', items, groupByYear: true }, current: '/blog/winter/' }));
  const desktop = html.slice(0, html.indexOf('<details'));
  assert.match(
    desktop,
    /<div role="group" aria-label="2026"><h3 class="blog-sidebar-year">2026<\/h3><ul class="blog-sidebar-list"><li><a href="\/blog\/spring\/">Spring<\/a><\/li><li><a class="active" aria-current="page" href="\/blog\/winter\/">Winter<\/a><\/li><\/ul><\/div><div role="group" aria-label="2025"><h3 class="blog-sidebar-year">2025<\/h3>/,
  );
  assert.equal(html.match(/blog-sidebar-year/g)?.length, 4, 'the phone list is grouped too');
});

test('a blog that does not group by year lists its recent posts in one list, on wide screens and phones', () => {
  const html = renderToStaticMarkup(createElement(BlogSidebar, { sidebar: { title: 'All posts', items, groupByYear: false }, current: '/blog/winter/' }));
  assert.doesNotMatch(html, /blog-sidebar-year|role="group"/);
  assert.equal(html.match(/<ul class="blog-sidebar-list">/g)?.length, 2);
  assert.match(html, /<h2 class="blog-sidebar-title">All posts<\/h2><ul class="blog-sidebar-list"><li><a href="\/blog\/spring\/">Spring<\/a><\/li>/);
});
