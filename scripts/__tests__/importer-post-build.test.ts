/**
 * The site's plugins' postBuild, run after the engine's build as `docusaurus build` runs it: each
 * plugin the import ran that has one, loaded again with its options, given the build's routes, its
 * loaded content and the build folder; one that fails fails with its name.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { builtRoutes, postBuildPlugins, runPluginsPostBuild } from '../../plugins/docusaurus/importer/post-build';
import { tempDir } from '../../test/temp-dir';

const WRITER =
  "const fs = require('fs');\nconst path = require('path');\n" +
  "module.exports = (context, options) => ({\n  name: 'writer',\n  loadContent: () => ({ spec: options.spec }),\n" +
  '  async postBuild({ outDir, routesPaths, content, baseUrl, siteConfig }) {\n' +
  "    if (options.fail) throw new Error('no spec to write');\n" +
  "    fs.writeFileSync(path.join(outDir, 'spec.json'), JSON.stringify({ routesPaths, content, baseUrl, title: siteConfig.title }));\n" +
  '  },\n});\n';

function siteWithWriter(options: Record<string, unknown>) {
  const site = tempDir('post-build-site');
  const content = tempDir('post-build-content');
  const out = tempDir('post-build-out');
  fs.writeFileSync(
    path.join(site, 'docusaurus.config.js'),
    "module.exports = { title: 'Specs', url: 'https://example.com', baseUrl: '/docs/', plugins: [['./plugins/writer.js', " +
      JSON.stringify(options) +
      ']] };\n',
  );
  for (const dir of [site, content]) {
    fs.mkdirSync(path.join(dir, 'plugins'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'plugins/writer.js'), WRITER);
  }
  const plugin = { module: 'plugins/writer.js', options, position: 0, lifecycle: ['loadContent', 'postBuild'] };
  // (The import's report: a plugin without postBuild, and a preset, are not run again.)
  const report = {
    localPlugins: [plugin, { module: 'plugins/other.js', position: 1, lifecycle: ['loadContent'] }],
    packagePlugins: [{ module: 'x', preset: true, lifecycle: ['preset'] }],
  };
  fs.writeFileSync(path.join(content, 'import-report.json'), JSON.stringify(report));
  for (const page of ['index.html', '404.html', 'intro/index.html', 'guides/setup.html']) {
    fs.mkdirSync(path.dirname(path.join(out, page)), { recursive: true });
    fs.writeFileSync(path.join(out, page), '<html></html>');
  }
  return { site, content, out };
}

test('the routes a build folder publishes, as Docusaurus hands them to postBuild: the 404 page first; a page that says noindex', () => {
  const { out } = siteWithWriter({});
  fs.writeFileSync(path.join(out, 'guides/setup.html'), '<html><head><meta name="ROBOTS" content="NoIndex, nofollow"/></head><body></body></html>');
  assert.deepEqual(builtRoutes(out, '/docs/'), {
    routesPaths: ['/docs/404.html', '/docs', '/docs/guides/setup', '/docs/intro'],
    routesBuildMetadata: { '/docs': { noIndex: false }, '/docs/guides/setup': { noIndex: true }, '/docs/intro': { noIndex: false } },
  });
});

test("the engine's redirect pages are no routes, and a redirect from /x.html is a folder x.html/, not a page to read", () => {
  const { out } = siteWithWriter({});
  // (client-redirects' fromExtensions: ['html'] writes these, as the engine does.)
  for (const from of ['intro.html', 'guides/setup.html.html']) {
    fs.mkdirSync(path.join(out, from), { recursive: true });
    fs.writeFileSync(path.join(out, from, 'index.html'), '<meta http-equiv="refresh" content="0; url=/docs/intro">');
  }
  const redirects = new Set(['/docs/intro.html', '/docs/guides/setup.html.html']);
  const routes = builtRoutes(out, '/docs/', false, (route) => redirects.has(route));
  assert.deepEqual(routes.routesPaths, ['/docs/404.html', '/docs', '/docs/guides/setup', '/docs/intro']);
});

test("a plugin's postBuild runs after the build with its options, its loaded content and the build's routes, and writes into the build folder", async () => {
  const { site, content, out } = siteWithWriter({ spec: 'api.yaml' });
  assert.deepEqual(
    postBuildPlugins(content).map((p) => p.module),
    ['plugins/writer.js'],
  );
  assert.deepEqual(await runPluginsPostBuild(site, content, out), ['plugins/writer.js']);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(out, 'spec.json'), 'utf8')), {
    routesPaths: ['/docs/404.html', '/docs', '/docs/guides/setup', '/docs/intro'],
    content: { spec: 'api.yaml' },
    baseUrl: '/docs/',
    title: 'Specs',
  });
});

test('a postBuild that throws fails the build with the plugin and its error', async () => {
  const { site, content, out } = siteWithWriter({ fail: true });
  await assert.rejects(runPluginsPostBuild(site, content, out), /^Error: plugins\/writer\.js: postBuild failed: Error: no spec to write/);
});

test("each locale's postBuild is given its own routes: the default locale's are not those of the locales in its folders", async () => {
  const { site, content, out } = siteWithWriter({ spec: 'api.yaml' });
  const config = fs.readFileSync(path.join(site, 'docusaurus.config.js'), 'utf8');
  fs.writeFileSync(
    path.join(site, 'docusaurus.config.js'),
    config.replace("baseUrl: '/docs/',", "baseUrl: '/docs/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },"),
  );
  for (const page of ['fr/index.html', 'fr/intro/index.html', 'fresh/index.html']) {
    fs.mkdirSync(path.dirname(path.join(out, page)), { recursive: true });
    fs.writeFileSync(path.join(out, page), '<html></html>');
  }
  assert.deepEqual(await runPluginsPostBuild(site, content, out), ['plugins/writer.js']);
  const routesOf = (file: string) => (JSON.parse(fs.readFileSync(path.join(out, file), 'utf8')) as { routesPaths: string[] }).routesPaths;
  assert.deepEqual(routesOf('spec.json'), ['/docs/404.html', '/docs', '/docs/fresh', '/docs/guides/setup', '/docs/intro']);
  assert.deepEqual(routesOf('fr/spec.json'), ['/docs/fr/404.html', '/docs/fr', '/docs/fr/intro']);
});
