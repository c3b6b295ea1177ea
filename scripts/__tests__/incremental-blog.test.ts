/**
 * Incremental builds of a site with a blog (lib/pipeline/incremental.ts, blog-stamp.ts): editing,
 * adding and deleting a post renders the pages that show it (the post, list and tag pages, the
 * sidebar of recent posts) and rewrites the feeds, the .md exports and the search index, and the
 * result equals a clean build file for file. In a copy of the project (scripts/lib/temp-project.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { incrementalProject } from './helpers/incremental-project';

const { project, out, build, assertSameAsClean } = incrementalProject('incremental-blog');

const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
const page = (url: string) => read(path.join(url, 'index.html'));
/** Every file of the blog's and pages' search scope, as one text. */
const searchText = () => {
  const dir = path.join(out, 'docs/search-index/default');
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((rel) => path.join(dir, rel))
    .filter((f) => fs.statSync(f).isFile())
    .map((f) => fs.readFileSync(f, 'utf8'))
    .join('\n');
};

test('edit, add and delete a post: the pages that show it, the feeds and the search index follow, as a clean build', { timeout: 15 * 60_000 }, () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-incremental-blog-'));
  fs.cpSync('test/fixtures/blog-site', site, { recursive: true });
  const posts = path.join(site, 'blog');
  try {
    build(site, '--full');
    // The feeds are named on every page, a doc's too, as Docusaurus' blog plugin injects them (lib/blog/feed-links.ts).
    for (const url of ['docs', 'blog'])
      assert.match(page(url), /<link rel="alternate" type="application\/rss\+xml" href="\/blog\/rss\.xml" title="Kite RSS Feed"\/>/, url);

    // Edit the excerpt of a post on the second list page: the post, the lists and the tag page that show it.
    const welcome = path.join(posts, '2024-05-01-welcome.md');
    fs.writeFileSync(welcome, fs.readFileSync(welcome, 'utf8').replace('This first part', 'This zeppelin part'));
    const edited = build(site);
    assert.match(edited, /Incremental build: [1-9]\d* page\(s\) to render/);
    for (const url of ['blog/page/2', 'blog/tags/releases', 'blog/authors/ada']) assert.match(page(url), /This zeppelin part/, url);
    assert.match(read('blog/rss.xml'), /This zeppelin part/);
    assert.match(read('blog/2024/05/01/welcome.md'), /This zeppelin part/);
    assert.match(searchText(), /zeppelin/);
    assertSameAsClean(site, 'after editing a post');

    // Add a post, newest of all: first on the blog's front page, in the sidebar of every page, in the feeds.
    fs.writeFileSync(path.join(posts, '2024-10-01-autumn.md'), '---\ntags: [release]\n---\n\n# Autumn release\n\nKite 2.1 adds quokka mode.\n');
    const added = build(site);
    assert.match(added, /Incremental build: [1-9]\d* page\(s\) to render/);
    assert.match(page('blog/2024/10/01/autumn'), /quokka mode/);
    assert.match(page('blog'), /Autumn release/);
    assert.match(page('blog/2024/07/02/nested'), /href="\/blog\/2024\/10\/01\/autumn\/"/, 'the recent posts');
    assert.match(read('blog/atom.xml'), /Autumn release/);
    assert.match(searchText(), /quokka/);
    assertSameAsClean(site, 'after adding a post');

    // Delete it again: its page and export are gone (with the list page it pushed a post onto), and nothing lists it.
    fs.rmSync(path.join(posts, '2024-10-01-autumn.md'));
    const removed = build(site);
    assert.match(removed, /Incremental build: [1-9]\d* page\(s\) to render, \d+ article\(s\) and \d+ sidebar\(s\) to replace, [1-9]\d* removed/);
    assert.ok(!fs.existsSync(path.join(out, 'blog/2024/10/01/autumn/index.html')));
    assert.ok(!fs.existsSync(path.join(out, 'blog/2024/10/01/autumn.md')));
    assert.doesNotMatch(page('blog'), /Autumn release/);
    assert.doesNotMatch(read('blog/rss.xml'), /Autumn release/);
    assert.doesNotMatch(searchText(), /quokka/);
    assertSameAsClean(site, 'after deleting a post');
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
    project.remove();
  }
});
