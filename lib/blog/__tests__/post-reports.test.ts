/** What a blog reports about its posts, as its options say (Docusaurus' onInlineTags, onInlineAuthors, onUntruncatedBlogPosts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reportBlogPosts, type Reports } from '../post-reports';
import { resolveBlogConfig, type BlogConfig } from '../../config/blog';
import type { BlogPost } from '../../content/types';

const post = (source: string, extra: Partial<BlogPost>) =>
  ({ doc: { source }, tags: [], authors: [], hasTruncateMarker: true, ...extra }) as unknown as BlogPost;

const posts = [
  post('blog/a.md', {
    tags: [
      { label: 'Known', url: '/blog/tags/known/', known: true },
      { label: 'Loose', url: '/blog/tags/loose/', known: false },
    ],
  }),
  post('blog/b.md', { authors: [{ key: 'ada', name: 'Ada' }, { name: 'Guest Writer' }], hasTruncateMarker: false }),
];

function reports(options: BlogConfig, hasTagsFile = true): [string[], string[]] {
  const out: Reports = { problems: [], warnings: [] };
  reportBlogPosts(posts, resolveBlogConfig(options), hasTagsFile, out);
  return [out.problems.map((p) => `${p.file}: ${p.message}`), out.warnings.map((p) => `${p.file}: ${p.message}`)];
}

test('nothing by default; each report at the level its option says, at the post', () => {
  assert.deepEqual(reports({}), [[], []]);
  const [problems, warnings] = reports({ onInlineTags: 'throw', onInlineAuthors: 'warn', onUntruncatedBlogPosts: 'log' });
  assert.deepEqual(problems, ['blog/a.md: tags [Loose] are not defined in tags.yml — add them to it, or use tags it defines']);
  assert.equal(warnings.length, 2);
  assert.match(warnings[0], /^blog\/b\.md: authors \[Guest Writer\] are not defined in authors\.yml/);
  assert.match(warnings[1], /^blog\/b\.md: no truncation marker/);
  // (Inline tags are reported only where the blog has a tags file.)
  assert.deepEqual(reports({ onInlineTags: 'throw' }, false), [[], []]);
});
