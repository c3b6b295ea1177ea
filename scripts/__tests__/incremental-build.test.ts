/**
 * An incremental build (lib/pipeline/incremental.ts) publishes exactly what a clean build of the
 * same content publishes: after a page is edited, added and removed, out/ is compared file by file
 * with a `--full` build of the same tree. In a copy of the project (scripts/lib/temp-project.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { incrementalProject } from './helpers/incremental-project';

const { project, root, out, build, assertSameAsClean } = incrementalProject('incremental');

const page = (url: string) => fs.readFileSync(path.join(out, url, 'index.html'), 'utf8');

test('edit, add and remove a page: the incremental build equals a clean build', { timeout: 10 * 60_000 }, () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-incremental-'));
  fs.cpSync('test/fixtures/site', site, { recursive: true });
  const guides = path.join(site, 'vcluster/1.1.0/guides');
  try {
    build(site, '--full');

    // Edit one page's text: its article is rendered again and swapped in; Next renders nothing.
    fs.appendFileSync(path.join(guides, 'a.mdx'), '\nA sentence added by the incremental build test.\n');
    const edited = build(site);
    assert.match(edited, /Incremental build: 0 page\(s\) to render, 1 article\(s\) and 0 sidebar\(s\) to replace, 0 removed/);
    assert.match(page('docs/vcluster/guides/a'), /A sentence added by the incremental build test/);
    assertSameAsClean(site, 'after an edit');

    // A new heading changes the page around the article (its TOC): Next renders that page alone.
    fs.appendFileSync(path.join(guides, 'a.mdx'), '\n## Tuning notes\n\nMore text.\n');
    const retitled = build(site);
    assert.match(retitled, /Incremental build: 1 page\(s\) to render, 0 article\(s\) and 0 sidebar\(s\) to replace, 0 removed/);
    assert.match(page('docs/vcluster/guides/a'), /href="#tuning-notes"/);
    assertSameAsClean(site, 'after a heading edit');

    // Add a page: Next renders it and its neighbours (prev/next); the pages that show its category
    // get it in their sidebar without a render; the search index gets it.
    fs.writeFileSync(path.join(guides, 'c.mdx'), '---\ntitle: Guide C\nsidebar_position: 9\n---\n\nGuide C explains zanzibar tuning.\n');
    const added = build(site);
    assert.match(added, /Incremental build: [1-9]\d* page\(s\) to render, \d+ article\(s\) and [1-9]\d* sidebar\(s\) to replace, 0 removed/);
    assert.match(page('docs/vcluster/guides/a'), /href="\/docs\/vcluster\/guides\/c\/"/);
    const withC = assertSameAsClean(site, 'after adding a page');
    assert.ok([...withC.keys()].some((f) => f.startsWith('docs/search-index/vcluster-1.1.0/')));
    assert.ok(fs.existsSync(path.join(out, 'docs/vcluster/guides/c.md')));

    // Remove it again: its files are gone and no sidebar links to it.
    fs.rmSync(path.join(guides, 'c.mdx'));
    const removed = build(site);
    assert.match(removed, /Incremental build: [1-9]\d* page\(s\) to render, \d+ article\(s\) and [1-9]\d* sidebar\(s\) to replace, 1 removed/);
    assert.ok(!fs.existsSync(path.join(out, 'docs/vcluster/guides/c/index.html')));
    assert.ok(!fs.existsSync(path.join(out, 'docs/vcluster/guides/c.md')));
    assert.doesNotMatch(page('docs/vcluster/guides/a'), /guides\/c\//);
    assertSameAsClean(site, 'after removing a page');

    // An edit when the cache no longer has the article out/ holds: a full build, not an engine error.
    fs.rmSync(path.join(root, '.docs-cache', 'articles'), { recursive: true, force: true });
    fs.appendFileSync(path.join(guides, 'a.mdx'), '\nOne more sentence.\n');
    assert.match(build(site), /Rendering every page \(the articles out\/ holds are no longer in \.docs-cache\/\)/);
    assert.match(page('docs/vcluster/guides/a'), /One more sentence\./);
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
    project.remove();
  }
});
