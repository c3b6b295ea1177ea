/**
 * A page that draws its own frame wraps itself in `@theme/Layout/Provider` (Docusaurus' providers of
 * the layout's state) instead of `@theme/Layout`: it builds with Docusaurus, so the components' bundle
 * resolves the module too (plugins/docusaurus/components/LayoutProvider.tsx renders the children), and
 * the `@theme/Navbar` and `@theme/Footer` such a page renders are the shell's (FrameParts.tsx: nothing
 * more); inside a site's own page frame (an ejected Layout) they are the engine's parts it places.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement, type Context } from 'react';
import { renderToString } from 'react-dom/server';
import { bundledSiteModule } from '../../test/bundled-site-module';

test('a page wrapped in @theme/Layout/Provider, with its own @theme/Navbar and @theme/Footer, bundles: its children rendered, the bar and footer the shell’s', async () => {
  // (The whole build: the page's module loads apart from the bundle of the frame's parts.)
  const Home = await bundledSiteModule(
    'layout-provider',
    'src/pages/index.jsx',
    "import LayoutProvider from '@theme/Layout/Provider';\nimport Navbar from '@theme/Navbar';\nimport Footer from '@theme/Footer';\nexport default function Home() { return <LayoutProvider><Navbar /><main>own-frame</main><Footer /></LayoutProvider>; }\n",
  );
  // In the shell's frame: the page's children alone (the shell draws the bar and footer around it), with
  // the plugin's <html> classes that theme-classic's Provider sets through its PluginHtmlClassNameProvider.
  const htmlClasses = '<meta name="helmet:html:class" content="plugin-pages plugin-id-default" data-head-depth="1"/>';
  assert.equal(renderToString(createElement(Home)), `${htmlClasses}<main>own-frame</main>`);
  // In a site's own page frame (its ejected Layout), the engine's parts the shell hands it, where it places them.
  const Context = (globalThis as Record<symbol, Context<unknown>>)[Symbol.for('docs-engine.layout-part')];
  const frame = { Navbar: createElement('nav', null, 'engine navbar'), Footer: createElement('footer', null, 'engine footer') };
  assert.equal(
    renderToString(createElement(Context.Provider, { value: { part: 'Layout', frame, versionLinks: [] } }, createElement(Home))),
    `${htmlClasses}<nav>engine navbar</nav><main>own-frame</main><footer>engine footer</footer>`,
  );
});
