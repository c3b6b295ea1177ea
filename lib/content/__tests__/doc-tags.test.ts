/** A docs version's tag pages: where its set's tagsBasePath puts them, "tags" by default (plugin-content-docs' option). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { docTags, versionTags } from '../doc-tags';
import type { DocRecord, VersionRecord } from '../types';

const doc = (id: string, tags: unknown, extra: Partial<DocRecord> = {}) =>
  ({ id, url: `/docs/${id}/`, draft: false, unlisted: false, frontmatter: { tags }, ...extra }) as unknown as DocRecord;

const version = (extra: Partial<VersionRecord> = {}) =>
  ({ name: 'current', path: '/docs', docs: [doc('a', ['Getting started', 'ref']), doc('b', ['ref'], { unlisted: true })], ...extra }) as unknown as VersionRecord;

test('tag pages below the version path, under "tags" or the set\'s own base path', () => {
  assert.deepEqual(
    docTags(doc('a', ['Getting started']), version()).map((t) => t.url),
    ['/docs/tags/getting-started/'],
  );
  const tags = versionTags(version({ tagsPath: '/docs/topics' }));
  assert.equal(tags.listUrl, '/docs/topics/');
  assert.deepEqual(
    tags.tags.map((t) => [t.url, t.docs.map((d) => d.id)]),
    [
      ['/docs/topics/getting-started/', ['a']],
      ['/docs/topics/ref/', ['a']],
    ],
  );
});
