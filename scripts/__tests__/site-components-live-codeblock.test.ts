/**
 * Docusaurus' live code blocks (plugins/docusaurus/live-codeblock.ts): in a site whose config loads
 * @docusaurus/theme-live-codeblock, `@theme/CodeBlock` compiled with the site's components renders
 * a `live` block as the theme's Playground — on the server, its editor over the code under "Live
 * Editor" and "Loading..." under "Result" — handing react-live the scope of the site's swizzled
 * `@theme/ReactLiveScope`. Without the theme, a `live` block is plain code and `@theme/Playground`
 * is no module, as in Docusaurus. react-live here is a stand-in written for the test, installed in
 * the site as the site's own react-live is: it records what the Playground hands it.
 */
import { test } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempFiles } from '../../test/temp-dir';

const REACT_LIVE_STAND_IN = `import { createContext, createElement, useContext } from 'react';
const Live = createContext({});
export function LiveProvider({ children, ...props }) {
  globalThis.__liveProvider = props;
  return createElement(Live.Provider, { value: props }, children);
}
export function LiveEditor({ className }) {
  return createElement('div', { className }, createElement('pre', { className: 'prism-code' }, useContext(Live).code));
}
export function LivePreview() { return createElement('output', null, 'preview'); }
export function LiveError() { return null; }
`;

const SCOPE = `import React from 'react';
export const Greeting = () => <b className="greeting">Hello from the scope</b>;
export default { React, ...React, Greeting };
`;

const CODE = 'function Demo() {\n  return <Greeting />;\n}\n';

/** A site with the stand-in react-live (and the engine's React and Next, which the bundle shares) in its node_modules. */
function site(files: Record<string, string>): string {
  const dir = tempFiles('live-codeblock', {
    'src/entry.js': "export { default } from '@theme/CodeBlock';\n",
    'node_modules/react-live/package.json': JSON.stringify({ name: 'react-live', type: 'module', main: 'index.js' }),
    'node_modules/react-live/index.js': REACT_LIVE_STAND_IN,
    ...files,
  });
  for (const name of ['react', 'react-dom', 'next']) fs.symlinkSync(path.resolve('node_modules', name), path.join(dir, 'node_modules', name));
  return dir;
}

const LIVE_CONFIG = {
  themeConfig: { liveCodeBlock: { playgroundPosition: 'bottom' }, prism: { theme: { plain: {}, styles: [] } }, colorMode: { defaultMode: 'light' } },
};

test('with the theme, a live block is the Playground: the code in its editor, the preview left to the browser, the site’s scope handed over', async () => {
  const dir = site({ 'src/theme/ReactLiveScope/index.js': SCOPE });
  const CodeBlock = (await (await bundleSiteModule(dir, 'src/entry.js', LIVE_CONFIG as never)).load<{ default: ComponentType<Record<string, unknown>> }>())
    .default;
  const html = renderToStaticMarkup(createElement(CodeBlock, { live: true, className: 'language-jsx', metastring: 'live', children: CODE }));
  assert.match(
    html,
    /^<div class="[^"]*playgroundContainer[^"]*"><div class="[^"]*playgroundHeader[^"]*">Live Editor<\/div><div class="[^"]*playgroundEditor[^"]*"><pre class="prism-code">function Demo\(\) \{\n {2}return &lt;Greeting \/&gt;;\n\}<\/pre><\/div><div class="[^"]*playgroundHeader[^"]*">Result<\/div><div class="[^"]*playgroundPreview[^"]*"><div>Loading...<\/div><\/div><\/div>$/,
  );
  const provider = (globalThis as { __liveProvider?: { code: string; noInline: boolean; scope: Record<string, ComponentType> } }).__liveProvider!;
  assert.equal(provider.code, CODE.replace(/\n$/, ''));
  assert.equal(provider.noInline, false);
  assert.match(renderToStaticMarkup(createElement(provider.scope.Greeting)), /Hello from the scope/, 'the swizzled scope’s component');
  assert.equal(typeof provider.scope.useState, 'function');

  // `noInline` in the meta; a block that is not live is the classic code block.
  renderToStaticMarkup(createElement(CodeBlock, { live: true, metastring: 'live noInline', children: 'render(<Greeting />);\n' }));
  assert.equal((globalThis as { __liveProvider?: { noInline: boolean } }).__liveProvider!.noInline, true);
  assert.match(
    renderToStaticMarkup(createElement(CodeBlock, { className: 'language-jsx', children: 'plain()\n' })),
    /class="code-block[^"]*"[\s\S]*<code>plain\(\)<\/code>/,
  );
});

test('playgroundPosition "top" puts the result first; without a swizzle the scope is React’s', async () => {
  const dir = site({});
  const config = { themeConfig: { ...LIVE_CONFIG.themeConfig, liveCodeBlock: { playgroundPosition: 'top' } } };
  const CodeBlock = (await (await bundleSiteModule(dir, 'src/entry.js', config as never)).load<{ default: ComponentType<Record<string, unknown>> }>()).default;
  const html = renderToStaticMarkup(createElement(CodeBlock, { live: true, children: '<p />\n' }));
  assert.ok(html.indexOf('Result') < html.indexOf('Live Editor'), html);
  const scope = (globalThis as { __liveProvider?: { scope: Record<string, unknown> } }).__liveProvider!.scope;
  assert.ok(scope.React);
  assert.equal(typeof scope.useEffect, 'function');
});

test('without the theme, a live block is plain code and @theme/Playground is no module, as in Docusaurus', async () => {
  const dir = site({ 'src/Uses.jsx': "import Playground from '@theme/Playground';\nexport default () => <Playground>x</Playground>;\n" });
  const CodeBlock = (await (await bundleSiteModule(dir, 'src/entry.js')).load<{ default: ComponentType<Record<string, unknown>> }>()).default;
  const html = renderToStaticMarkup(createElement(CodeBlock, { live: true, className: 'language-jsx', children: CODE }));
  assert.doesNotMatch(html, /playground/i);
  assert.match(html, /<code>function Demo\(\) \{\n {2}return &lt;Greeting \/&gt;;\n\}<\/code>/);
  await assert.rejects(bundleSiteModule(dir, 'src/Uses.jsx'), /"@theme\/Playground" is a Docusaurus module this engine does not provide/);
});
