/** A docs version's tags: their pages where the set's tagsBasePath puts them ("tags" by default), named by its tags file (plugin-content-docs' options). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { docTags, readVersionTagsFile, reportInlineTags, versionTags } from '../doc-tags';
import type { DocRecord, VersionRecord } from '../types';
import type { Problem } from '../../errors';

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

test("a version's tags file names its tags (label, page, description); a tag it does not name is reported as the set's onInlineTags says", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-tags-'));
  try {
    const problems: Problem[] = [];
    assert.equal(readVersionTagsFile({}, [dir], dir, problems), undefined, 'none where the version has no tags.yml');
    readVersionTagsFile({ tags: 'topics.yml' }, [dir], dir, problems);
    assert.match(problems[0].message, /the tags file the set names \("tags"\) is missing/);
    fs.writeFileSync(path.join(dir, 'tags.yml'), 'getting-started:\n  label: Getting started\n  permalink: /start\n  description: First steps\nref:\n');
    const tagsFile = readVersionTagsFile({}, [dir], dir, [])!;
    const v = version({ tagsFile });
    assert.deepEqual(
      docTags(doc('a', ['getting-started', 'ref', 'Other']), v).map((t) => [t.label, t.url, t.description]),
      [
        ['Getting started', '/docs/tags/start/', 'First steps'],
        ['Ref', '/docs/tags/ref/', undefined],
        ['Other', '/docs/tags/other/', undefined],
      ],
    );
    const report = (onInlineTags?: 'ignore' | 'warn' | 'throw') => {
      const out = { problems: [] as Problem[], warnings: [] as Problem[] };
      reportInlineTags({ ...doc('a', ['ref', 'Other', 'Other']), source: 'docs/a.md' }, v, { onInlineTags }, out);
      return [out.problems.map((p) => p.message), out.warnings.map((p) => p.message)];
    };
    assert.deepEqual(report(), [[], ['tags [Other] are not defined in tags.yml — add them to it, or use tags it defines']]);
    assert.equal(report('throw')[0].length, 1);
    assert.deepEqual(report('ignore'), [[], []]);
    // (Without a tags file, nothing is reported.)
    const out = { problems: [] as Problem[], warnings: [] as Problem[] };
    reportInlineTags({ ...doc('a', ['Other']), source: 'docs/a.md' }, version(), {}, out);
    assert.deepEqual(out, { problems: [], warnings: [] });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
