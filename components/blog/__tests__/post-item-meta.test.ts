/**
 * A post's facts as a site's own blog parts read them carry its page's TOC whole: an entry whose label
 * a plugin's theme wrote as markup (`Shared core: <code>unstable_javascript</code>`) keeps it, as the
 * docs' TOC does, so a theme layer's TOC draws the code as Docusaurus' does (moonrepo's release posts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { postItemMeta } from '../post-item-meta';
import type { BlogPost } from '@/lib/content/types';

const post = {
  url: '/blog/v1/',
  title: 'v1',
  description: '',
  date: '2025-09-01',
  authors: [],
  tags: [],
  hasTruncateMarker: false,
  unlisted: false,
  doc: { frontmatter: {} },
} as unknown as BlogPost;

test("a post's TOC keeps each entry's label markup, and adds none where there is none", () => {
  const toc = [
    { id: 'intro', text: 'Intro', level: 2 },
    { id: 'shared-core', text: 'Shared core: unstable_javascript', level: 3, html: 'Shared core: <code>unstable_javascript</code>' },
  ];
  assert.deepEqual(postItemMeta(post, toc).toc, toc);
});
