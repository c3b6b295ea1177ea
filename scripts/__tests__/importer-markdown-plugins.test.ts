/**
 * A Docusaurus site's own remark, rehype and recma plugins run where Docusaurus runs them
 * (test/fixtures/docusaurus-markdown-plugins): a site file in beforeDefaultRemarkPlugins (what it
 * writes is then made a note by the defaults), a package in remarkPlugins
 * (@docusaurus/remark-plugin-npm2yarn with its options: the imports it adds are bound too) and a
 * named export of a site file with options in rehypePlugins, a site file with options in
 * recmaPlugins; checked in the exported HTML.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { tempProject } from '../lib/temp-project';
import { tempDir } from '../../test/temp-dir';
import { markdownPluginsFromConfig } from '../../plugins/docusaurus/importer/markdown-plugins';

const project = tempProject('importer-markdown-plugins');
after(() => project.remove());

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, args, { cwd: project.root, encoding: 'utf8', env: { ...process.env, ...env } });

test("the site's remark, rehype and recma plugins run in Docusaurus' stages, packages and site files alike", () => {
  const content = tempDir('markdown-plugins-imported');
  const imported = run(['scripts/import-docusaurus.mjs', '--from', path.resolve('test/fixtures/docusaurus-markdown-plugins'), '--to', content, '--no-install']);
  assert.equal(imported.status, 0, imported.stdout + imported.stderr);
  const config = JSON.parse(fs.readFileSync(path.join(content, 'site.config.json'), 'utf8'));
  assert.deepEqual(config.markdownPlugins, [
    { kind: 'remark', stage: 'beforeDefault', module: './plugins/remark-heads-up.js', appliesTo: ['docs'] },
    { kind: 'remark', stage: 'default', module: '@docusaurus/remark-plugin-npm2yarn', options: { sync: true }, appliesTo: ['docs'] },
    { kind: 'remark', stage: 'default', module: './plugins/remark-see-also.js', appliesTo: ['docs'] },
    {
      kind: 'rehype',
      stage: 'default',
      module: './plugins/rehype-section-mark.js',
      export: 'rehypeSectionMark',
      options: { attribute: 'data-section' },
      appliesTo: ['docs'],
    },
    { kind: 'recma', stage: 'default', module: './plugins/recma-release.js', options: { release: '2.4.0' }, appliesTo: ['docs'] },
  ]);
  // The docs add a type to mdx-loader's; the pages keep only their own (extendDefaults: false).
  assert.deepEqual(config.admonitionTypes, [
    { types: ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution', 'release'], appliesTo: ['docs'] },
    { types: ['aside'], appliesTo: ['pages'] },
  ]);
  assert.ok(fs.existsSync(path.join(content, 'plugins/remark-heads-up.js')));
  // The package as `npm install` in the content folder would give it (the test runs without the registry).
  const pkg = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/remark-plugin-npm2yarn/package.json'));
  fs.mkdirSync(path.join(content, 'node_modules/@docusaurus'), { recursive: true });
  fs.symlinkSync(pkg, path.join(content, 'node_modules/@docusaurus/remark-plugin-npm2yarn'));

  const built = run(['scripts/build.mjs'], { DOCS_CONTENT_DIR: content });
  assert.equal(built.status, 0, built.stdout + built.stderr);
  const page = fs.readFileSync(path.join(project.root, 'out/docs/install/index.html'), 'utf8');
  // (The description stays the source's first paragraph: Docusaurus takes it from the file, not the plugins' output.)
  const html = page.slice(page.indexOf('<article'), page.indexOf('</article>'));
  // beforeDefault: the marked paragraph is a note, made by the engine's admonitions after the plugin (drawn as the theme's).
  assert.match(html, /<div class="theme-admonition theme-admonition-note[^"]*">.*?<p>the package needs Node 18 or newer\.<\/p>/s);
  assert.doesNotMatch(html, /Heads up:/);
  // npm2yarn: the command in tabs, one per package manager, the yarn one converted.
  assert.match(html, /<div class="theme-tabs-container tabs-container tabList_Tabs" data-group-id="npm2yarn">/);
  for (const tab of ['npm', 'Yarn', 'pnpm', 'Bun']) assert.match(html, new RegExp(`role="tab"[^>]*>${tab}</li>`));
  assert.match(html, /<span class="token function">yarn<\/span><span> add<\/span><span> example-widget<\/span>/);
  // rehype, with its options, on the page's h2s in order.
  assert.match(html, /<h2 id="with-a-package-manager" data-section="1" class="anchor anchorWithStickyNavbar">/);
  assert.match(html, /<h2 id="check-it" data-section="2" class="anchor anchorWithStickyNavbar">/);
  // ```mdx-code-block fences are unwrapped before the parse (Docusaurus' unwrapMdxCodeBlocks): their imports and JSX count.
  const wrapped = fs.readFileSync(path.join(project.root, 'out/docs/wrapped/index.html'), 'utf8');
  assert.match(wrapped, /role="tab"[^>]*>Shell<\/li>/);
  // (The engine's classes, then Docusaurus' from the theme layer the import names: lib/shared/theme-classes.ts.)
  assert.match(wrapped, /<div class="code-block language-bash theme-code-block"[\s\S]*?hello from the snippet/);
  assert.doesNotMatch(wrapped, /language-mdx-code-block|import Tabs/);
  // A page without the marker or commands renders as written.
  const introPage = fs.readFileSync(path.join(project.root, 'out/docs/index.html'), 'utf8');
  const intro = introPage.slice(introPage.indexOf('<article'), introPage.indexOf('</article>'));
  assert.doesNotMatch(intro, /admonition|class="tabs"/);
  // The docs' own type and mdx-loader's; on the pages, their own type, and `:::note` the author's text.
  const changesPage = fs.readFileSync(path.join(project.root, 'out/docs/changes/index.html'), 'utf8');
  const changes = changesPage.slice(changesPage.indexOf('<article'), changesPage.indexOf('</article>'));
  assert.match(changes, /<div class="theme-admonition theme-admonition-release [^"]*alert--info">.*?Version 2\.0.*?starts twice as fast/s);
  assert.match(changes, /<div class="theme-admonition theme-admonition-danger[^"]*">/);
  // recma, with its options, on the compiled page (a page with no component of its own is compiled too).
  assert.match(changes, /<p>The newest release is 2\.4\.0\.<\/p>/);
  const notes = fs.readFileSync(path.join(project.root, 'out/notes/index.html'), 'utf8');
  assert.match(notes, /<div class="theme-admonition theme-admonition-aside [^"]*alert--info">.*?An aside of this site's own/s);
  assert.match(notes, /<p>:::note<\/p>\s*<p>Not an admonition on these pages\.<\/p>/);
  assert.doesNotMatch(notes, /theme-admonition-note/);
  // A file link a plugin adds is resolved as the page's own file links are.
  assert.match(intro, /<a href="\/docs\/install\/?">the install page, again<\/a>/);
});

test('a remark plugin given as a Promise (an import() not awaited) runs nowhere, as in MDX, and the report says why', () => {
  // (The config is evaluated in a context of its own: its Promise is not this realm's.)
  const raw = { presets: [['classic', { docs: { remarkPlugins: [vm.runInNewContext('Promise.resolve({ default: () => {} })')] } }]] };
  const plugins = markdownPluginsFromConfig(raw, tempDir('promise-plugin'), () => 'docs');
  assert.deepEqual(plugins.entries, []);
  assert.equal(plugins.unmapped.length, 1);
  assert.match(plugins.unmapped[0], /remarkPlugins: a Promise \(an import\(\) not awaited\), from which MDX runs no plugin/);
});
