/**
 * A React page that imports an MDX file and renders it (`import List from '@site/src/pages/x/list.mdx'`,
 * then `<List />`): the bundle compiles the file as Docusaurus' mdx-loader does, its default export
 * the content (GFM tables included) and `frontMatter` its front matter.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { tempDir } from '../../test/temp-dir';
import { bundleSiteModule } from '../../test/site-bundle';

test('an MDX file a component imports renders its content, and gives its front matter', async () => {
  const site = tempDir('mdx-content');
  fs.mkdirSync(path.join(site, 'src/pages/shops'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'src/pages/shops/list.mdx'),
    [
      '---',
      'title: Shops',
      '---',
      "import Note from './note.js';",
      '',
      "<span style={{fontWeight: 'bold'}}>Where to buy</span>",
      '',
      '| Shop | Town |',
      '| :--: | ---- |',
      '| Anvil | Ore |',
      '',
      '<Note />',
      '',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(site, 'src/pages/shops/note.js'), "export default function Note() { return 'open daily'; }\n");
  fs.writeFileSync(path.join(site, 'src/pages/shops/about.md'), '# About {shops}\n');
  fs.writeFileSync(
    path.join(site, 'src/pages/shops/index.js'),
    [
      "import List, { frontMatter } from '@site/src/pages/shops/list.mdx';",
      "import About from './about.md';",
      'export default function Shops() {',
      '  return <main data-title={frontMatter.title}><List /><About /></main>;',
      '}',
    ].join('\n'),
  );
  const bundle = await bundleSiteModule(site, 'src/pages/shops/index.js');
  const { default: Shops } = await bundle.load<{ default: () => null }>();
  const html = renderToStaticMarkup(createElement(Shops));
  assert.match(html, /^<main data-title="Shops">/);
  assert.match(html, /<span style="font-weight:bold">Where to buy<\/span>/);
  assert.match(html, /<table>[\s\S]*<td style="text-align:center">Anvil<\/td>[\s\S]*<\/table>/);
  assert.match(html, /open daily/);
  // A .md file is CommonMark: its braces are text. Its heading has Docusaurus' id.
  assert.match(html, /<h1 id="about-shops">About \{shops\}<\/h1>/);
});
