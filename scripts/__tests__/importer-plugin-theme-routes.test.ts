/**
 * A route a plugin adds whose component is its own theme's (`@theme/SpecPage`, as redocusaurus adds
 * `@theme/ApiDoc`) or a file of its package, not a module of the site: published as Docusaurus
 * publishes it, the component resolved as webpack resolves a route's (the theme aliases, the
 * install) and handed the props its modules give. Where the engine publishes its own page (the
 * site's search page), the engine's stays, and the report says so; unless the route's component is
 * `@theme/SearchPage`, which the engine's search page draws (a local search's theme).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { localeContexts, runLocalPlugins, type LocalPlugin } from '../../plugins/docusaurus/importer/local-plugins';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempDir } from '../../test/temp-dir';

const PLUGIN = [
  "const path = require('node:path');",
  'module.exports = function specs() {',
  '  return {',
  "    name: 'specs',",
  "    getThemePath: () => './theme',",
  '    async contentLoaded({ actions }) {',
  "      const spec = await actions.createData('spec.json', JSON.stringify({ title: 'Pets API', paths: 3 }));",
  "      actions.addRoute({ path: '/api', component: '@theme/SpecPage', modules: { spec }, exact: true });",
  "      actions.addRoute({ path: '/api-raw', component: path.join(__dirname, 'theme/SpecPage/index.js'), modules: { spec }, exact: true });",
  "      actions.addRoute({ path: '/search', component: '@theme/SpecPage', modules: { spec }, exact: true });",
  '    },',
  '  };',
  '};',
].join('\n');

const LOCAL_SEARCH =
  "module.exports = () => ({ name: 'local-search', contentLoaded({ actions }) { actions.addRoute({ path: '/search', component: '@theme/SearchPage', exact: true }); } });\n";

const SPEC_PAGE = "export default function SpecPage({ spec }) { return <main className='spec'>{spec.title}: {spec.paths} paths</main>; }\n";

test("a plugin's route with its own theme's component, or a file of its, is a page of the site; the engine's search page keeps its place", async () => {
  const site = tempDir('theme-routes-site');
  const to = tempDir('theme-routes-imported');
  for (const dir of [site, to]) {
    fs.mkdirSync(path.join(dir, 'plugins/theme/SpecPage'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'plugins/specs.js'), PLUGIN);
    fs.writeFileSync(path.join(dir, 'plugins/local-search.js'), LOCAL_SEARCH);
  }
  // (The theme's folder is the checkout's: the import copies it beside the plugin's copy.)
  fs.writeFileSync(path.join(site, 'plugins/theme/SpecPage/index.js'), SPEC_PAGE);
  fs.rmSync(path.join(to, 'plugins/theme'), { recursive: true });
  fs.writeFileSync(path.join(to, 'site.config.json'), JSON.stringify({ baseUrl: '/', search: { page: 'search' } }));
  const plugins: LocalPlugin[] = [{ module: './plugins/specs.js' }, { module: './plugins/local-search.js' }];
  const warnings = await runLocalPlugins(site, to, plugins, localeContexts({ baseUrl: '/' }, site, undefined));
  assert.deepEqual(warnings, [
    {
      file: './plugins/specs.js',
      message: "its contentLoaded adds 1 route(s) (/search) the engine does not publish: the engine publishes the site's search page there",
    },
  ]);
  // (The local search's page is the engine's search page, drawing its @theme/SearchPage: neither reported nor a page of its own.)
  assert.deepEqual(plugins[1].unpublished, undefined);
  const config = JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8'));
  assert.deepEqual(config.pluginPages, [
    {
      url: '/api',
      component: 'plugin-pages/0.page.js',
      props: 'plugin-pages/0.json',
      plugin: './plugins/specs.js',
      context: { plugin: { name: 'specs', id: 'default' } },
    },
    {
      url: '/api-raw',
      component: 'plugin-pages/1.page.js',
      props: 'plugin-pages/1.json',
      plugin: './plugins/specs.js',
      context: { plugin: { name: 'specs', id: 'default' } },
    },
  ]);
  const props = JSON.parse(fs.readFileSync(path.join(to, 'plugin-pages/0.json'), 'utf8')) as { spec: unknown };
  assert.deepEqual(props, { spec: { title: 'Pets API', paths: 3 } });
  // Each page's module re-exports the route's component, which the components' bundle resolves: through the plugin's theme folder, and by its path.
  for (const page of ['plugin-pages/0.page.js', 'plugin-pages/1.page.js']) {
    const { load } = await bundleSiteModule(to, page);
    const loaded: { default: ComponentType<{ spec: unknown }> } = await load();
    assert.equal(renderToStaticMarkup(createElement(loaded.default, props)), '<main class="spec">Pets API: 3 paths</main>', page);
  }
});
