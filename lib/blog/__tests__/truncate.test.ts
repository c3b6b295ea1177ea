/**
 * The truncate marker ends a post's excerpt in `.md` (CommonMark under markdown.format "detect")
 * as in `.mdx`, by Docusaurus' rule (plugin-content-blog: the default truncateMarker, or the
 * blog's own). Posts: test/fixtures/blog-truncate/.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createProcessor, run } from '@mdx-js/mdx';
import rehypeRaw from 'rehype-raw';
import * as runtime from 'react/jsx-runtime';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import matter from 'gray-matter';
import { checkParser } from '../../mdx/parser';
import { preprocess } from '../../mdx/preprocess';
import { remarkTruncateMark, splitExcerpt } from '../truncate';
import { blogConfigProblems, resolveBlogConfig } from '../../config/blog';

const dir = path.join(process.cwd(), 'test/fixtures/blog-truncate');

/** A post compiled as the page pass compiles it (its format by extension, as "detect" does), then cut. */
async function excerptOf(file: string, marker?: RegExp) {
  const format = file.endsWith('.md') ? 'md' : 'mdx';
  const body = preprocess(matter(fs.readFileSync(path.join(dir, file), 'utf8')).content, format);
  const processor = createProcessor({
    format,
    outputFormat: 'function-body',
    remarkPlugins: [
      [checkParser, format],
      [remarkTruncateMark, marker],
    ],
    rehypePlugins: format === 'md' ? [[rehypeRaw, { passThrough: ['mdxJsxFlowElement', 'mdxFlowExpression'] }]] : [],
    development: false,
  });
  const code = String(await processor.process(body));
  const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url });
  return splitExcerpt(renderToStaticMarkup(createElement(Content)));
}

test('<!-- truncate --> ends the excerpt of a CommonMark (.md) post, whose HTML stays', async () => {
  const { excerpt, html } = await excerptOf('2024-01-01-commonmark.md');
  assert.match(excerpt, /The part the list pages show, with <b>HTML<\/b> kept/);
  assert.doesNotMatch(excerpt, /The rest/);
  assert.match(html, /The rest, only on the post/);
  assert.doesNotMatch(html, /data-blog-truncate|truncate/);
});

test('{/* truncate */} ends a .md post too, and <!--truncate--> an .mdx one', async () => {
  for (const file of ['2024-01-02-jsx-comment.md', '2024-01-03-mdx.mdx']) {
    const { excerpt, html } = await excerptOf(file);
    assert.match(excerpt, /Above the marker/, file);
    assert.doesNotMatch(excerpt, /Below the marker/, file);
    assert.match(html, /Below the marker/, file);
  }
});

test("the blog's truncateMarker: its own marker ends the excerpt, the default no longer does", async () => {
  const marker = new RegExp(resolveBlogConfig({ truncateMarker: '<!--\\s*more\\s*-->' }).truncateMarker);
  const custom = await excerptOf('2024-01-04-custom.md', marker);
  assert.doesNotMatch(custom.excerpt, /Below the marker/);
  const other = await excerptOf('2024-01-01-commonmark.md', marker);
  assert.match(other.excerpt, /The rest/);
  assert.equal(resolveBlogConfig({}).truncateMarker, /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/.source);
  assert.deepEqual(blogConfigProblems({ truncateMarker: '(' }), [
    '"blog.truncateMarker" is not a regular expression ("(") — write its source, as new RegExp takes it',
  ]);
});

test("a post's own h1 is left out when React puts its images' preloads before it; the preloads stay", () => {
  const html = renderToStaticMarkup(
    createElement(Fragment, null, createElement('h1', null, 'Title'), createElement('p', null, createElement('img', { src: 'cover.png', alt: 'Cover' }))),
  );
  assert.match(html, /^<link rel="preload" as="image" href="cover.png"\/><h1>/, 'React hoists the preload above the h1');
  const { html: body, excerpt } = splitExcerpt(html);
  assert.doesNotMatch(body, /<h1>/);
  assert.equal(excerpt, body);
  assert.match(body, /^<link rel="preload"[^>]*><p><img src="cover.png"/);
});
