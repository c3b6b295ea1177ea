import { test } from 'node:test';
import assert from 'node:assert/strict';
import { docId, docLinkBase, docUrl, stripNumberPrefix, numberPrefix } from '../../source/paths';

test('number prefixes are stripped from ids and URLs', () => {
  assert.equal(stripNumberPrefix('01-intro'), 'intro');
  assert.equal(stripNumberPrefix('2.setup'), 'setup');
  assert.equal(stripNumberPrefix('2024-01-31-notes'), '2024-01-31-notes', 'date-like names keep their digits');
  assert.equal(stripNumberPrefix('1.2.3-release'), '1.2.3-release', 'version-like names keep their digits');
  assert.equal(stripNumberPrefix('42'), '42');
  assert.equal(numberPrefix('03-foo.mdx'), 3);
  assert.equal(docId('01-intro/02-setup.mdx'), 'intro/setup');
});

test('index and README files take their folder URL', () => {
  assert.equal(docUrl('/docs/vcluster', 'manage/backup-restore/index.mdx', {}), '/docs/vcluster/manage/backup-restore/');
  assert.equal(docUrl('/docs/vcluster', 'guides/README.md', {}), '/docs/vcluster/guides/');
  assert.equal(docUrl('/docs/vcluster', 'index.mdx', {}), '/docs/vcluster/');
});

test('slugs: absolute from the version base, relative from the folder; id renames the last segment', () => {
  assert.equal(docUrl('/docs/vcluster/next', 'a/b.mdx', { slug: '/x/y' }), '/docs/vcluster/next/x/y/');
  assert.equal(docUrl('/docs/vcluster', 'a/b.mdx', { slug: 'z' }), '/docs/vcluster/a/z/');
  assert.equal(docUrl('/docs/vcluster', 'a/b.mdx', { id: 'renamed' }), '/docs/vcluster/a/renamed/');
  assert.equal(docId('a/b.mdx', 'renamed'), 'a/renamed');
});

test("relative links resolve against the URL Docusaurus served the page at: trailingSlash auto and false drop the page's slash", () => {
  assert.equal(docLinkBase('/docs/guide/setup/', 'guide/setup.md', {}, 'auto'), '/docs/guide/setup');
  // Docs at the site root (routeBasePath "/"): a top-level page too.
  assert.equal(docLinkBase('/install/', 'install.md', {}, 'auto'), '/install');
  assert.equal(docLinkBase('/docs/', 'docs.md', {}, false), '/docs');
  // A folder's index page and a slug ending in "/" keep it under "auto"; the root is the root.
  assert.equal(docLinkBase('/guide/', 'guide/index.md', {}, 'auto'), undefined);
  assert.equal(docLinkBase('/about/', 'about.md', { slug: '/about/' }, 'auto'), undefined);
  assert.equal(docLinkBase('/', 'intro.md', { slug: '/' }, false), undefined);
  assert.equal(docLinkBase('/install/', 'install.md', {}, true), undefined);
});
