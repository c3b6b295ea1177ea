/**
 * The anchors a site component writes itself carry Docusaurus' opt-out of the broken-link check
 * (Docusaurus collects only Link's and Markdown links); the engine's components keep theirs checked.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { uncheckedAnchorsPlugin } from '../unchecked-anchors';
import { tempDir } from '../../../../test/temp-dir';

test("a site component's own anchors, by JSX or createElement, are left out of the link check, an engine component's are not", async () => {
  const site = tempDir('unchecked-anchors');
  fs.writeFileSync(
    path.join(site, 'Chart.tsx'),
    [
      `import { TOCInline } from ${JSON.stringify(path.resolve('components/mdx/TOCInline.tsx'))};`,
      "import Export from './export.js';",
      'export default function Chart() {',
      '  return (',
      '    <div>',
      '      <a href="/docs/subscriptions">raw</a>',
      '      <a href="/docs/kept" data-nobrokenlinkcheck={false}>kept</a>',
      '      <a id="no-href">name</a>',
      "      <TOCInline toc={[{ id: 'intro', text: 'Intro', level: 2 }]} />",
      '      <Export url="/spec.yaml" />',
      '    </div>',
      '  );',
      '}',
    ].join('\n'),
  );
  // A package compiled with React's classic runtime, as CommonJS (the OpenAPI theme's Export).
  fs.writeFileSync(
    path.join(site, 'export.js'),
    [
      "'use strict';",
      "const react_1 = require('react');",
      'const createElement = react_1.default ? react_1.default.createElement : react_1.createElement;',
      "module.exports = function Export({ url }) { return createElement('span', null, createElement('a', { className: 'dropdown__link', href: url }, 'Spec'), react_1.createElement('a', { href: '/named' }, 'named')); };",
    ].join('\n'),
  );
  const out = await build({
    entryPoints: [path.join(site, 'Chart.tsx')],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    jsx: 'automatic',
    external: ['react', 'react-dom'],
    logLevel: 'silent',
    plugins: [uncheckedAnchorsPlugin()],
  });
  const loaded = { exports: {} as { default?: ComponentType } };
  const require = createRequire(import.meta.url);
  new Function('module', 'exports', 'require', out.outputFiles[0].text)(loaded, loaded.exports, (spec: string) => require(spec));
  const html = renderToStaticMarkup(createElement(loaded.exports.default!));
  assert.match(html, /<a href="\/docs\/subscriptions" data-nobrokenlinkcheck="true">raw<\/a>/);
  // The component's own choice stands; an anchor without href is no link.
  assert.match(html, /<a href="\/docs\/kept" data-nobrokenlinkcheck="false">kept<\/a>/);
  assert.match(html, /<a id="no-href">name<\/a>/);
  // React.createElement, as the default's and by name.
  assert.match(html, /<a class="dropdown__link" href="\/spec.yaml" data-nobrokenlinkcheck="true">Spec<\/a>/);
  assert.match(html, /<a href="\/named" data-nobrokenlinkcheck="true">named<\/a>/);
  // The engine's component: React's own runtime, its link checked.
  assert.match(html, /<a href="#intro">Intro<\/a>/);
});
