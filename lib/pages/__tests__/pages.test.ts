import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileToPath, pagePermalink, pageUrl } from '../page-route';
import { DEFAULT_PAGES, pagesConfigProblems } from '../../config/pages';
import { buildPagesIndex, pageFiles } from '../build-pages';
import { dropUncompiledPages } from '../compiled-pages';
import type { SiteConfig } from '../../config/site-config';
import type { Problem } from '../../errors';

test('fileToPath: Docusaurus routes of page files', () => {
  assert.equal(fileToPath('index.js'), '/');
  assert.equal(fileToPath('help.js'), '/help');
  assert.equal(fileToPath('foo/index.mdx'), '/foo/');
  assert.equal(fileToPath('foo/bar.md'), '/foo/bar');
  assert.equal(fileToPath('Foo/Index.TSX'.replace('.TSX', '.tsx')), '/Foo/');
});

test('pagePermalink: baseUrl, routeBasePath, slug and trailingSlash', () => {
  const site = { baseUrl: '/docs/', trailingSlash: undefined };
  assert.equal(pagePermalink('index.js', undefined, site, '/'), '/docs/');
  assert.equal(pagePermalink('help.js', undefined, site, '/'), '/docs/help');
  assert.equal(pagePermalink('foo/index.mdx', undefined, site, '/'), '/docs/foo/');
  assert.equal(pagePermalink('foo/bar.md', '/custom', site, 'pages'), '/docs/pages/custom');
  assert.equal(pagePermalink('help.js', undefined, { baseUrl: '/', trailingSlash: true }, '/'), '/help/');
  assert.equal(pagePermalink('foo/index.mdx', undefined, { baseUrl: '/', trailingSlash: false }, '/'), '/foo');
  assert.equal(pagePermalink('index.js', undefined, { baseUrl: '/', trailingSlash: false }, '/'), '/');
  assert.equal(pageUrl('/docs/help'), '/docs/help/');
  assert.equal(pageUrl('/über uns'), '/%C3%BCber%20uns/');
});

test('pagesConfigProblems: the options, or false', () => {
  assert.deepEqual(pagesConfigProblems(undefined), []);
  assert.deepEqual(pagesConfigProblems(false), []);
  assert.deepEqual(pagesConfigProblems({ path: 'pages', routeBasePath: '/p', include: ['**/*.md'] }), []);
  assert.match(pagesConfigProblems('src/pages')[0], /"pages" must be an object/);
  assert.match(pagesConfigProblems({ path: '../elsewhere' })[0], /"pages.path" must be a folder inside the content folder/);
  assert.match(pagesConfigProblems({ exclude: 'x' })[0], /"pages.exclude" must be a list of globs/);
  assert.match(pagesConfigProblems({ mdxPageComponent: 'x' })[0], /"pages.mdxPageComponent" is not a pages option/);
  assert.deepEqual(pagesConfigProblems({ root: '/work/site' }), []);
  assert.match(pagesConfigProblems({ root: 'site' })[0], /"pages.root" must be an absolute folder/);
});

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const config = { baseUrl: '/', trailingSlash: 'auto' } as SiteConfig;

test('pageFiles: the default include and exclude', () => {
  const dir = site({
    'src/pages/index.js': '',
    'src/pages/help.tsx': '',
    'src/pages/_partial.js': '',
    'src/pages/_lib/x.js': '',
    'src/pages/a.test.js': '',
    'src/pages/__tests__/b.js': '',
    'src/pages/styles.module.css': '',
    'src/pages/notes/index.md': '',
    'src/pages/.hidden.js': '',
  });
  assert.deepEqual(pageFiles(path.join(dir, 'src/pages'), DEFAULT_PAGES.include, DEFAULT_PAGES.exclude, [dir]), ['help.tsx', 'index.js', 'notes/index.md']);
});

test('buildPagesIndex: React and MDX pages, frontmatter, drafts, wrapperClassName', () => {
  const dir = site({
    'src/pages/index.js': 'export default function Home() { return <main>Hi</main>; }',
    'src/pages/about.mdx': '---\ntitle: About us\nwrapperClassName: wide\nhide_table_of_contents: true\nkeywords: [a, b]\n---\n\nWho we are.\n',
    'src/pages/draft.md': '---\ndraft: true\n---\n# Draft\n',
    'src/pages/moved.md': '---\nslug: /elsewhere/\n---\n# Moved\n\nText.\n',
  });
  const problems: Problem[] = [];
  const pages = buildPagesIndex({ contentDir: dir, rootDir: dir, config, includeDrafts: false, bounds: [dir] }, problems)!;
  assert.deepEqual(problems, []);
  assert.deepEqual(
    pages.pages.map((p) => [p.type, p.file, p.url, p.permalink]),
    [
      ['mdx', 'src/pages/about.mdx', '/about/', '/about'],
      ['react', 'src/pages/index.js', '/', '/'],
      ['mdx', 'src/pages/moved.md', '/elsewhere/', '/elsewhere/'],
    ],
  );
  const about = pages.pages[0];
  assert.ok(about.type === 'mdx');
  assert.equal(about.title, 'About us');
  assert.equal(about.description, 'Who we are.');
  assert.equal(about.wrapperClassName, 'wide');
  assert.equal(about.hideTableOfContents, true);
  assert.deepEqual(about.keywords, ['a', 'b']);
  assert.equal(about.doc.linkBase, '/about', 'relative links resolve against /about, as Docusaurus serves it');
  assert.equal(pages.pages[1].type === 'react' && pages.pages[1].ownsMain, true);
  assert.deepEqual(
    pages.container.docs.map((d) => d.source),
    ['src/pages/about.mdx', 'src/pages/moved.md'],
  );
});

test('buildPagesIndex: unknown frontmatter keys are problems with their line; "pages": false or no folder is no pages', () => {
  const dir = site({ 'src/pages/x.md': '---\ntitle: X\nwrapperClassName: 3\nsidebar_lable: y\n---\n# X\n' });
  const problems: Problem[] = [];
  buildPagesIndex({ contentDir: dir, rootDir: dir, config, includeDrafts: false, bounds: [dir] }, problems);
  assert.deepEqual(
    problems.map((p) => p.line),
    [4, 3],
  );
  assert.match(problems[0].message, /^unknown frontmatter key "sidebar_lable" \(did you mean "sidebar_label"\?\)/);
  assert.match(problems[1].message, /^frontmatter "wrapperClassName" must be a string of class names \(got 3\)/);
  assert.equal(buildPagesIndex({ contentDir: dir, rootDir: dir, config: { ...config, pages: false }, includeDrafts: false, bounds: [dir] }, []), undefined);
  const empty = site({ 'docs/a.md': '# A\n' });
  assert.equal(buildPagesIndex({ contentDir: empty, rootDir: empty, config, includeDrafts: false, bounds: [empty] }, []), undefined);
});

test('dropUncompiledPages: a React page that does not compile, or exports no component, leaves the index with its reason', () => {
  const dir = site({
    'src/pages/ok.js': 'export default () => null;',
    'src/pages/bad.js': 'x',
    'src/pages/named.js': 'export const A = 1;',
    'src/pages/doc.md': '# Doc\n',
  });
  const index = { sets: [], warnings: [], pages: buildPagesIndex({ contentDir: dir, rootDir: dir, config, includeDrafts: false, bounds: [dir] }, [])! };
  const manifest = {
    modules: {
      [path.join(dir, 'src/pages/ok.js')]: { id: '0', file: 'src/pages/ok.js', exports: ['default'] },
      [path.join(dir, 'src/pages/bad.js')]: { id: '1', file: 'src/pages/bad.js', exports: [], error: 'src/pages/bad.js:1: Unexpected end of file' },
      [path.join(dir, 'src/pages/named.js')]: { id: '2', file: 'src/pages/named.js', exports: ['A'] },
    },
  };
  const dropped = dropUncompiledPages(index, manifest, dir);
  assert.deepEqual(
    dropped.map((d) => d.file),
    ['src/pages/bad.js', 'src/pages/named.js'],
  );
  assert.equal(dropped[0].error, 'src/pages/bad.js:1: Unexpected end of file');
  assert.match(dropped[1].error, /^it has no default export — export the page component as default/);
  assert.deepEqual(
    index.pages.pages.map((p) => p.file),
    ['src/pages/doc.md', 'src/pages/ok.js'],
  );
});

test('buildPagesIndex: "pages.root" names a folder outside the content folder that holds `path` (a site read where it lies)', () => {
  const own = site({ 'src/pages/index.js': '', 'src/pages/about.md': '# About\n\nText.\n' });
  const content = site({ 'site.config.json': '{}' });
  const problems: Problem[] = [];
  const pages = buildPagesIndex(
    { contentDir: content, rootDir: content, config: { ...config, pages: { root: own } }, includeDrafts: false, bounds: [content, own] },
    problems,
  )!;
  assert.deepEqual(problems, []);
  assert.deepEqual(
    pages.pages.map((p) => [p.type, path.resolve(content, p.file), p.url]),
    [
      ['mdx', path.join(own, 'src/pages/about.md'), '/about/'],
      ['react', path.join(own, 'src/pages/index.js'), '/'],
    ],
  );
});

test("buildPagesIndex: a Markdown page's edit link (the pages' editUrl, joined or a template) and last update (where shown), as plugin-content-pages gives them", () => {
  const dir = site({
    'src/pages/index.js': '',
    'src/pages/about.md': '# About\n\nText.\n',
    'src/pages/team/people.mdx': '---\nlast_update:\n  date: 2024-03-01\n  author: Written Name\n---\n\n# People\n',
    'i18n/fr/docusaurus-plugin-content-pages/about.md': '# À propos\n\nTexte.\n',
  });
  const commits = new Map([
    ['src/pages/about.md', { at: 1_700_000_000, author: 'Committer' }],
    ['src/pages/team/people.mdx', { at: 1_600_000_000, author: 'Committer' }],
  ]);
  const build = (pages: SiteConfig['pages'], locale?: { name: string; base: string; dir: string }) => {
    const problems: Problem[] = [];
    const index = buildPagesIndex(
      { contentDir: dir, rootDir: dir, config: { ...config, pages }, includeDrafts: false, bounds: [dir], commits, locale },
      problems,
    )!;
    assert.deepEqual(problems, []);
    return index.pages.flatMap((p) => (p.type === 'mdx' ? [[p.file.replace(/^.*pages\//, ''), p.editUrl, p.lastUpdate]] : []));
  };
  // By default neither: Docusaurus shows a page's row only when told.
  assert.deepEqual(build(undefined), [
    ['about.md', undefined, undefined],
    ['team/people.mdx', undefined, undefined],
  ]);
  assert.deepEqual(build({ editUrl: 'https://github.com/o/r/edit/main/', showLastUpdateTime: true, showLastUpdateAuthor: true }), [
    ['about.md', 'https://github.com/o/r/edit/main/src/pages/about.md', { at: 1_700_000_000, author: 'Committer' }],
    // (The front matter's last_update before the commit's.)
    ['team/people.mdx', 'https://github.com/o/r/edit/main/src/pages/team/people.mdx', { at: Date.parse('2024-03-01') / 1000, author: 'Written Name' }],
  ]);
  // A template (an editUrl function the importer called with placeholders); the date without the author.
  assert.deepEqual(build({ editUrl: 'https://cms.example.com/{pagesPath}?at={permalink}', showLastUpdateTime: true }), [
    ['about.md', 'https://cms.example.com/about.md?at=/about', { at: 1_700_000_000 }],
    ['team/people.mdx', 'https://cms.example.com/team/people.mdx?at=/team/people', { at: Date.parse('2024-03-01') / 1000 }],
  ]);
  // A locale's translated page links to the original, or to its own file with editLocalizedFiles.
  const fr = { name: 'fr', base: '/fr/', dir: path.join(dir, 'i18n/fr/docusaurus-plugin-content-pages') };
  assert.equal(build({ editUrl: 'https://e.example/' }, fr)[0][1], 'https://e.example/src/pages/about.md');
  assert.deepEqual(
    build({ editUrl: 'https://e.example/', editLocalizedFiles: true }, fr).map((p) => p[1]),
    ['https://e.example/i18n/fr/docusaurus-plugin-content-pages/about.md', 'https://e.example/src/pages/team/people.mdx'],
  );
  assert.match(pagesConfigProblems({ editUrl: 3 })[0], /"pages.editUrl" must be a URL/);
  assert.match(pagesConfigProblems({ showLastUpdateTime: 'yes' })[0], /"pages.showLastUpdateTime" must be true or false/);
});
