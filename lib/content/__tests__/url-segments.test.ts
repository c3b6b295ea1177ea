import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { docUrlProblem, segmentProblem } from '../url-segments';
import { docUrl } from '../../source/paths';
import { buildSite } from '../store';
import { BuildError } from '../../errors';

test('segments a URL can hold: letters of any script, digits, spaces and the usual punctuation', () => {
  for (const s of ['intro', 'my guide', 'über-uns', '日本語', 'v1.2', 'a_b', "it's", 'a+b', 'a(b)', 'a,b;c=d', 'a@b', 'a~b', 'a&b', 'a!b', '.hidden-ish'])
    assert.equal(segmentProblem(s), undefined, s);
});

test('segments a URL cannot hold: ".", "..", ?, #, %, \\, control characters and what Windows cannot name', () => {
  for (const s of ['..', '.', 'a?b', 'a#b', '100%', '%2F', 'a\\b', 'a:b', 'a*b', 'a"b', 'a<b', 'a>b', 'a|b', 'a\u0000b', 'a\tb', 'a\u007fb'])
    assert.ok(segmentProblem(s), s);
  assert.match(segmentProblem('a\u0001b')!, /control character \(U\+0001\)/);
});

test('docUrlProblem: says which of slug, id, file or folder name to change', () => {
  assert.deepEqual(docUrlProblem('a.mdx', { slug: '/x/../../y' })?.key, 'slug');
  assert.match(docUrlProblem('a.mdx', { slug: '/x?y' })!.message, /^slug "\/x\?y" cannot be a URL: "\?" starts the query/);
  assert.equal(docUrlProblem('a.mdx', { slug: '../b' }), undefined, 'a relative ".." is resolved, as in Docusaurus');
  assert.equal(docUrl('/docs/v', 'x/y/a.mdx', { slug: '../b' }), '/docs/v/x/b/');
  assert.equal(docUrl('/docs/v', 'a.mdx', { slug: '../../b' }), '/docs/v/b/', 'never above the version');
  assert.equal(docUrl('/docs/v', 'x/a.mdx', { slug: './b' }), '/docs/v/x/b/');
  assert.deepEqual(docUrlProblem('a.mdx', { id: 'a#b' })?.key, 'id');
  assert.equal(docUrlProblem('a.mdx', { id: 'a#b', slug: '/fine' }), undefined, 'the slug decides the URL');
  assert.match(docUrlProblem('what?.mdx', {})!.message, /^the file name "what\?\.mdx" becomes this page's URL.* — rename the file, or set a "slug"/);
  assert.match(docUrlProblem('a:b/page.mdx', {})!.message, /^the folder "a:b" becomes part of this page's URL.*Windows.* — rename the folder, or give the page an absolute "slug"/);
  assert.equal(docUrlProblem('a:b/page.mdx', { slug: '/elsewhere' }), undefined, 'an absolute slug leaves the folder out');
  assert.ok(docUrlProblem('a:b/page.mdx', { slug: 'relative' }), 'a relative slug keeps it');
  assert.equal(docUrlProblem('50%/index.mdx', { slug: '/x' }), undefined);
  assert.ok(docUrlProblem('odd#/index.mdx', {}), 'an index page takes its folder URL');
});

test('a generated-index link.slug that cannot be a URL fails at its _category_.json', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'url-segments-'));
  try {
    fs.cpSync('test/fixtures/site', dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'vcluster/1.1.0/guides/advanced/_category_.json'),
      '{\n  "label": "Advanced",\n  "link": {"type": "generated-index", "slug": "/category/a?b"}\n}\n',
    );
    assert.throws(
      () => buildSite({ rootDir: process.cwd(), contentDir: dir, configFile: path.join(dir, 'site.config.json'), versionsFile: path.join(dir, 'versions.json') }, { gitDates: false, plugins: [] }),
      (err: unknown) =>
        err instanceof BuildError &&
        err.problems.some(
          (p) => p.file?.endsWith('vcluster/1.1.0/guides/advanced/_category_.json') && p.line === 3 && p.message.startsWith('category "Advanced": link.slug "/category/a?b" cannot be a URL: "?"'),
        ),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
