import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { compareExports, docusaurusBuiltUrls, htmlFileOf, pageFeatures } from '../../plugins/docusaurus/importer/page-parity';
import { tempDir, tempFiles } from '../../test/temp-dir';

test('page features read the same from a Docusaurus page and from ours', () => {
  const docusaurus = `<nav aria-label="Breadcrumbs"><ul><li><a aria-label="Home page"><svg></svg></a></li><li><a>Setup</a></li><li><span>Guide</span></li></ul></nav>
    <nav aria-label="Docs sidebar" class="menu"><ul class="menu__list"><li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1"><a href="/a">Intro</a></li><div><li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1"><div><a href="/b">Guides</a></div><ul><li class="theme-doc-sidebar-item-link-level-2"><a>Inner</a></li></ul></li></div></ul></nav>
    <div class="theme-doc-markdown markdown"><h2 class="anchor" id="setup">Setup</h2><div class="theme-admonition theme-admonition-tip alert"></div>
    <div class="language-yaml codeBlockContainer_Ckt0"><pre></pre></div><div role="tablist"></div><details class="details_x"></details><table></table><img src="x.png"/><h3 id="more">More</h3></div>`;
  const ours = `<nav aria-label="Breadcrumbs"><ol><li><a aria-label="Fixture docs home">Fixture docs</a></li><li><a>Setup</a></li><li aria-current="page"><span>Guide</span></li></ol></nav>
    <nav class="sidebar-menu" aria-label="Docs sidebar"><ul class="menu-list menu-root"><li class="menu-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1"><a href="/a/">Intro</a></li><div class="site-wrapper"><li class="menu-item theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1"><div><a href="/b/">Guides</a><button></button></div><ul><li class="theme-doc-sidebar-item-link-level-2"><a>Inner</a></li></ul></li></div></ul></nav>
    <article class="markdown"><h2 id="setup">Setup</h2><div class="admonition admonition-tip theme-admonition theme-admonition-tip"></div><div class="admonition">an author's own</div><div class="code-block"><pre></pre></div>
    <div role="tablist"></div><details></details><div class="table-wrap"><table></table></div><img src="x.png"/><h3 id="more">More</h3></article>`;
  const a = pageFeatures(docusaurus, 'docusaurus');
  const b = pageFeatures(ours, 'engine');
  assert.deepEqual(a, {
    headings: ['h2#setup', 'h3#more'],
    admonitions: 1,
    codeBlocks: 1,
    tabs: 1,
    details: 1,
    tables: 1,
    images: 1,
    breadcrumbs: ['Setup', 'Guide'],
    sidebar: ['Intro', 'Guides'],
  });
  assert.deepEqual(b, a);
  assert.equal(pageFeatures('<p>no article</p>', 'engine'), undefined);
  // NUL bytes Docusaurus' build wrote into a heading, in no source file: read as nothing.
  const nul = pageFeatures('<div class="theme-doc-markdown"><h2 id="服\u0000务">服\u0000务</h2></div>', 'docusaurus');
  assert.deepEqual(nul?.headings, ['h2#服务']);
});

test("Docusaurus' built pages: index.html and trailingSlash-false x.html under the baseUrl, without 404 pages and client redirects", () => {
  const out = tempDir('docusaurus-built');
  const write = (rel: string, html = '<html><body>page</body></html>') => {
    fs.mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
    fs.writeFileSync(path.join(out, rel), html);
  };
  write('index.html');
  write('docs/intro/index.html');
  write('docs/flat.html');
  write('404.html');
  write('zh/404.html');
  write('old/index.html', '<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=/docs/intro"></head></html>');
  write('google123.html');
  // A page whose file name has a space: Docusaurus names its file by the route as encoded.
  write('version%202/index.html');
  const staticDir = tempDir('docusaurus-static');
  fs.writeFileSync(path.join(staticDir, 'google123.html'), 'x');
  assert.deepEqual(docusaurusBuiltUrls(out, '/site/', staticDir).sort(), ['/site', '/site/docs/flat', '/site/docs/intro', '/site/version 2']);
  // Docusaurus copies static/ into each other locale's folder: those copies are no pages either.
  write('fr/google123.html');
  write('fr/index.html');
  assert.deepEqual(docusaurusBuiltUrls(out, '/site/', staticDir, ['fr']).sort(), [
    '/site',
    '/site/docs/flat',
    '/site/docs/intro',
    '/site/fr',
    '/site/version 2',
  ]);
  assert.equal(htmlFileOf(out, '/version 2'), path.join(out, 'version%202/index.html'));
});

test("two exports of the engine: routes only one writes, and each shared page's features", () => {
  const page = (body: string) => `<html><body><article class="markdown">${body}</article></body></html>`;
  const before = tempFiles('export-before', {
    'index.html': page('<h2 id="a">A</h2>'),
    'docs/x/index.html': page('<h2 id="b">B</h2><table></table>'),
    'docs/gone/index.html': page(''),
    '_next/static/chunk.html': 'not a route',
    // A page whose slug ends in .html is a folder of that name (apache/hertzbeat's blog.html).
    'blog.html/index.html': page('<h2 id="c">C</h2>'),
  });
  const after = tempFiles('export-after', {
    'index.html': page('<h2 id="a">A</h2>'),
    'docs/x/index.html': page('<h2 id="b-renamed">B</h2><table></table>'),
    'docs/new/index.html': page(''),
    'blog.html/index.html': page('<h2 id="c">C</h2>'),
  });
  const c = compareExports(before, after);
  assert.deepEqual(c.routes, { before: 4, after: 4, lost: ['docs/gone/index.html'], gained: ['docs/new/index.html'] });
  assert.equal(c.reading.compared, 3);
  assert.equal(c.reading.identical, 2);
  assert.deepEqual(Object.keys(c.reading.differences), ['headings']);
  assert.deepEqual(c.reading.differences.headings.examples[0], { url: 'docs/x/index.html', expected: ['h2#b'], actual: ['h2#b-renamed'] });
});
