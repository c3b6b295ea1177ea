/**
 * Tag and author pages whose label or key has non-ASCII letters (kebabCase keeps them: a tag
 * `夏季活动` has the page /blog/tags/夏季活动): their URLs are percent-encoded as every page URL of
 * the engine is, so the route Next renders (its segments decoded, then encoded again) is found.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { postTags, readAuthorsMap } from '../authors-tags';
import { segmentsToUrl, urlToSegments } from '../../content/routes';

test('a non-ASCII tag or author page has an encoded URL, the one its route params give back', () => {
  const [inline, filed] = postTags(['夏季活动', 'café'], { café: { label: 'Café', permalink: '/café' } }, '/fr/blog/tags/');
  assert.equal(inline.url, '/fr/blog/tags/%E5%A4%8F%E5%AD%A3%E6%B4%BB%E5%8A%A8/');
  assert.equal(filed.url, '/fr/blog/tags/caf%C3%A9/');
  assert.equal(segmentsToUrl(urlToSegments(inline.url)), inline.url);
  assert.deepEqual(postTags(['Release Notes'], {}, '/blog/tags/')[0].url, '/blog/tags/release-notes/');
  // (kebabCase drops Latin accents, as Docusaurus' does: `zoë` → zoe; CJK letters stay.)
  const authors = readAuthorsMap({ 小明: { name: '小明', page: true }, zoë: { name: 'Zoë', page: true } }, 'authors.yml', '/blog/authors/', '/', []);
  assert.equal(authors['小明'].page, '/blog/authors/%E5%B0%8F%E6%98%8E/');
  assert.equal(authors['zoë'].page, '/blog/authors/zoe/');
});
