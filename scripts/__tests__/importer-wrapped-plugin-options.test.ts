/**
 * A module that extends the blog and adds routes of its own is run for them (apache/answer-website's
 * blog plugin: its post pages are its own routes, whose post modules carry the metadata the blog
 * plugin wrote). Its options that are code, an `editUrl` function above all, are the config's own,
 * read where the config lies: a plain copy of them left the function out, and every post page's
 * "Edit this page" link had no address.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { localeContexts, runLocalPlugins, wrappedPluginRun } from '../../plugins/docusaurus/importer/local-plugins';
import { unwrapLocalContentPlugins } from '../../plugins/docusaurus/importer/presets';
import { tempDir } from '../../test/temp-dir';

const BLOG = '@docusaurus/plugin-content-blog';

const PLUGIN = [
  `const blog = require('${BLOG}');`,
  'module.exports = async function extended(context, options) {',
  '  return {',
  "    name: 'docusaurus-plugin-content-blog',",
  '    async contentLoaded({ actions }) {',
  "      const post = await actions.createData('post.json', JSON.stringify({ editUrl: options.editUrl({ blogDirPath: 'blog', blogPath: 'a.md', locale: 'en' }) }));",
  "      actions.addRoute({ path: '/blog/a', component: '@site/src/Post.js', exact: true, modules: { post } });",
  '    },',
  // (The blog's own rule for its Markdown, as plugin-content-blog's configureWebpack gives it, and one of the module's.)
  '    configureWebpack() {',
  "      const mdx = { loader: require.resolve('./node_modules/@docusaurus/mdx-loader'), options: { remarkPlugins: [() => () => {}] } };",
  '      return { module: { rules: [{ test: /\\.mdx?$/i, include: [__dirname], use: [{}, mdx] }, { test: /\\.q$/, oneOf: [] }] } };',
  '    },',
  '  };',
  '};',
].join('\n');

const CONFIG = [
  'module.exports = {',
  "  title: 'T', url: 'https://example.dev', baseUrl: '/',",
  "  plugins: ['./plugins/other.js', ['./plugins/blog-plugin.js', { postsPerPage: 4, editUrl: ({ blogDirPath, blogPath }) => `https://git.example.dev/edit/${blogDirPath}/${blogPath}` }]],",
  '};',
].join('\n');

test('a module extending the blog runs with its options’ code from the config: its editUrl function gives each post its address', async () => {
  const site = tempDir('wrapped-options-site');
  const to = tempDir('wrapped-options-imported');
  // (In the site alone: a module whose options are code runs where the config lies, with what it requires there.)
  fs.mkdirSync(path.join(site, 'plugins'), { recursive: true });
  fs.writeFileSync(path.join(site, 'plugins/blog-plugin.js'), PLUGIN);
  fs.writeFileSync(path.join(site, 'plugins/other.js'), "module.exports = () => ({ name: 'other' });");
  fs.mkdirSync(path.join(site, `node_modules/${BLOG}`), { recursive: true });
  fs.writeFileSync(path.join(site, `node_modules/${BLOG}/index.js`), 'module.exports = { default: () => ({}) };');
  fs.mkdirSync(path.join(site, 'plugins/node_modules/@docusaurus/mdx-loader'), { recursive: true });
  fs.writeFileSync(path.join(site, 'plugins/node_modules/@docusaurus/mdx-loader/index.js'), 'module.exports = function () {};');
  fs.writeFileSync(path.join(site, 'docusaurus.config.js'), CONFIG);
  fs.writeFileSync(path.join(to, 'site.config.json'), '{}');
  const raw = createRequire(import.meta.url)(path.join(site, 'docusaurus.config.js')) as { plugins: unknown[] };

  const { wrapped } = unwrapLocalContentPlugins(raw.plugins, site);
  const run = wrappedPluginRun(wrapped[0]);
  // (Its entry's place in the config's plugins, not a copy of its options.)
  assert.deepEqual(run, { module: './plugins/blog-plugin.js', extends: BLOG, inConfig: { list: 'plugins', index: 1 } });
  // Options that are data alone are handed as they are.
  assert.deepEqual(wrappedPluginRun({ ...wrapped[0], options: { postsPerPage: 4 } }).options, { postsPerPage: 4 });

  // Its configureWebpack's Markdown rule is the blog's, whose posts the engine reads itself: not reported as unapplied; its own rule is.
  assert.deepEqual(await runLocalPlugins(site, to, [run], localeContexts({ baseUrl: '/' }, site, path.join(site, 'docusaurus.config.js'))), [
    { file: './plugins/blog-plugin.js', message: "its configureWebpack sets module.rules[1] (sets oneOf), which the engine's bundler does not apply" },
  ]);
  const written = JSON.parse(fs.readFileSync(path.join(site, '.docusaurus/docusaurus-plugin-content-blog/default/post.json'), 'utf8'));
  assert.deepEqual(written, { editUrl: 'https://git.example.dev/edit/blog/a.md' });
});
