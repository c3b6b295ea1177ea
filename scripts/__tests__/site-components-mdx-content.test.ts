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

test("an imported MDX file's elements render with @theme/MDXComponents: code blocks, admonitions, the site's own entries", async () => {
  const site = tempDir('mdx-content-components');
  fs.mkdirSync(path.join(site, 'src/theme'), { recursive: true });
  fs.mkdirSync(path.join(site, 'src/components'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'src/components/changes.md'),
    [
      '## 1.2.0',
      '',
      'Run `tool up` to update.',
      '',
      '```yaml',
      'replicas: 2',
      '```',
      '',
      ':::tip Upgrade',
      'Read the notes.',
      ':::',
      '',
      'It runs as root:root.',
      '',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(site, 'src/components/glossary.mdx'), 'A <Term>pod</Term> runs.\n');
  fs.writeFileSync(
    path.join(site, 'src/theme/MDXComponents.js'),
    [
      "import MDXComponents from '@theme-original/MDXComponents';",
      'function Term({ children }) { return <abbr className="term">{children}</abbr>; }',
      'export default { ...MDXComponents, Term };',
    ].join('\n'),
  );
  fs.writeFileSync(
    path.join(site, 'src/components/Changes.js'),
    [
      "import Changes from './changes.md';",
      "import Glossary from './glossary.mdx';",
      'export default function List() { return <section><Changes /><Glossary /></section>; }',
    ].join('\n'),
  );
  const bundle = await bundleSiteModule(site, 'src/components/Changes.js');
  const { default: List } = await bundle.load<{ default: () => null }>();
  const html = renderToStaticMarkup(createElement(List));
  // A fenced block is the theme's code block (Docusaurus' MDXComponents/Code), inline code stays <code>.
  assert.match(html, /<div class="code-block[^"]*" data-lang="yaml">[\s\S]*<pre[^>]*><code>replicas: 2<\/code><\/pre>/);
  assert.match(html, /Run <code>tool up<\/code> to update/);
  assert.doesNotMatch(html, /<pre><code class="language-yaml">/);
  // An admonition is the theme's, with its title; a text directive that is none is the author's text.
  assert.match(html, /class="[^"]*admonition[^"]*"[\s\S]*Upgrade[\s\S]*Read the notes\./);
  assert.match(html, /It runs as root:root\./);
  assert.match(html, /<h2 id="120">1\.2\.0<\/h2>/);
  // The site's own entry in its swizzled map, used without an import.
  assert.match(html, /A <abbr class="term">pod<\/abbr> runs\./);
});
