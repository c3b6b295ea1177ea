/**
 * A Docusaurus site read where it lies (`pagewright build`, `start`: import --in-place) has its src/
 * read there too: the import writes no copy of src/, nor of the files its modules import from
 * elsewhere in the site (`../../data/people.json`, `@site/shared/greeting`), nor of its pages or
 * stylesheets; the site's swizzled theme, its components, its pages (React and Markdown) and its
 * customCss are the site's own files, and render as a copy's did. A plain import still copies them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { importDocusaurus } from '../../plugins/docusaurus/importer/import';
import { themeParts } from '../../plugins/docusaurus/site-components/theme-parts';
import { siteSrcDir } from '../../plugins/docusaurus/site-components/site-src';
import { ownFile, siteFile, siteFoldersOf } from '../../plugins/docusaurus/site-components/site-folders';
import { OUTSIDE_DIR, parentsWritten } from '../../plugins/docusaurus/importer/site-files';
import { siteStylesheets } from '../../plugins/docusaurus/site-styles/compile';
import { buildSite, contentPaths } from '../../lib/content/store';
import { plugins } from '../../plugins';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempDir, tempFiles } from '../../test/temp-dir';

const SITE_FILES: Record<string, string> = {
  'docusaurus.config.js': [
    'module.exports = {',
    "  title: 'Own', url: 'https://own.example.com', baseUrl: '/', clientModules: ['./src/client/track.js'],",
    "  presets: [['classic', { docs: { routeBasePath: 'docs' }, theme: { customCss: './src/css/custom.css' } }]],",
    '};',
  ].join('\n'),
  'docs/intro.md': '# Intro\n\nWelcome.\n',
  // The swizzled Root imports a data file and a module from outside src/, one relatively, one by @site/.
  'src/theme/Root.js': [
    "import people from '../../data/people.json';",
    "import { greeting } from '@site/shared/greeting';",
    "import Hello from '@site/src/components/Hello';",
    'export default function Root({ children }) {',
    '  return <div className="own-root"><Hello />{greeting(people[0])}{children}</div>;',
    '}',
  ].join('\n'),
  'src/components/Hello.js': 'export default function Hello() { return <b className="own-hello">hello</b>; }\n',
  'src/pages/hello.js': "import Hello from '@site/src/components/Hello';\nexport default function Page() { return <main><Hello /></main>; }\n",
  'src/pages/notes.md': '# Notes\n\nA page of the site.\n',
  'src/client/track.js': "import { greeting } from '../../shared/greeting';\nexport function onRouteDidUpdate() { globalThis.seen = greeting('route'); }\n",
  'src/css/custom.css': '.own-root { color: rebeccapurple; }\n',
  'data/people.json': '["Ada"]\n',
  'shared/greeting.js': 'export const greeting = (name) => `Hi ${name}`;\n',
};

/** Every file of `dir`, relative, but the install. */
const filesOf = (dir: string): string[] =>
  (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => !f.split(path.sep).includes('node_modules') && fs.statSync(path.join(dir, f)).isFile());

test(
  'read in place, src/ and what its modules import are not copied: the swizzled Root, its components and the pages are the site’s own, and render',
  { timeout: 120_000 },
  async () => {
    const site = tempFiles('in-place-src-site', SITE_FILES);
    const work = tempDir('in-place-src');
    const content = path.join(work, 'content');
    await importDocusaurus(site, content, undefined, undefined, { inPlace: true });

    const written = filesOf(content);
    assert.deepEqual(
      written.filter((f) => /^(src|data|shared|\.docusaurus-root|\.outside-site)(\/|$)/.test(f.split(path.sep).join('/'))),
      [],
      'no copy of src/, nor of the files its modules import',
    );
    assert.equal(siteSrcDir(content), path.join(site, 'src'), 'src/ is the site’s own');
    assert.equal(themeParts(content).Root, path.join(site, 'src/theme/Root.js'), 'the swizzled Root is the site’s file');
    const config = JSON.parse(fs.readFileSync(path.join(content, 'site.config.json'), 'utf8'));
    assert.deepEqual(config.pages, { root: site }, 'the pages are read in the site’s folder');
    assert.deepEqual(config.clientModules, ['src/client/track.js'], 'a client module is named as in a copy');
    assert.equal(
      ownFile(siteFoldersOf(content), path.resolve(content, config.clientModules[0])),
      path.join(site, 'src/client/track.js'),
      'and read where it lies',
    );
    assert.deepEqual(
      siteStylesheets(config, content).filter((f) => f.endsWith('custom.css')),
      [path.join(site, 'src/css/custom.css')],
      'customCss is the site’s file',
    );

    // A path where the copy of a file outside the site would stand (a webpack alias's target, named so in `resolveAlias`) is that file.
    const elsewhere = tempFiles('in-place-src-outside', { 'shared.js': 'export const x = 1;\n' });
    const outsideRel = path.join(OUTSIDE_DIR, parentsWritten(path.relative(site, path.join(elsewhere, 'shared.js'))));
    assert.equal(siteFile(siteFoldersOf(content), outsideRel), path.join(elsewhere, 'shared.js'));

    // The Root, bundled as the build bundles the components from the content folder: it finds the site's data and modules where they lie.
    const entry = path.relative(content, path.join(site, 'src/theme/Root.js'));
    const { default: Root } = await (await bundleSiteModule(content, entry)).load<{ default: ComponentType<{ children: ReactNode }> }>();
    const html = renderToStaticMarkup(createElement(Root, null, 'the page'));
    assert.equal(html, '<div class="own-root"><b class="own-hello">hello</b>Hi Adathe page</div>');

    // The pages of src/pages, React and Markdown, are the site's files, at their URLs.
    const index = buildSite(contentPaths(process.cwd(), { contentDir: content }), { gitDates: false, plugins }).index;
    const pages = (index.pages?.pages ?? []).map((p) => ({ url: p.url, file: path.resolve(content, p.file) })).sort((a, b) => a.url.localeCompare(b.url));
    assert.deepEqual(pages, [
      { url: '/hello/', file: path.join(site, 'src/pages/hello.js') },
      { url: '/notes/', file: path.join(site, 'src/pages/notes.md') },
    ]);

    // A plain import (an export to the engine's layout) still copies them.
    const copy = path.join(work, 'copy');
    await importDocusaurus(site, copy);
    for (const rel of ['src/theme/Root.js', 'src/pages/hello.js', 'data/people.json', 'shared/greeting.js'])
      assert.ok(fs.existsSync(path.join(copy, rel)), `${rel} is copied by a plain import`);
    assert.equal(siteSrcDir(copy), path.join(copy, 'src'));
  },
);
