/**
 * A site on React 18 (every Docusaurus 2 site) renders its packages' function components with their
 * `defaultProps`, as React 18 did and React 19 no longer does: excalidraw's dev-docs' live code
 * blocks (react-live 2, whose LivePreview's `Component` is a default prop) showed "element type is
 * invalid" where Docusaurus 2.2 draws the result. A site on React 19 keeps React 19's behaviour.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundledSiteModule } from '../../test/bundled-site-module';

const PAGE = [
  "import React from 'react';",
  '// (As a package built for React 18 writes it: the classic createElement.)',
  'function Box({ tag, children }) { return React.createElement(tag, null, children); }',
  "Box.defaultProps = { tag: 'section' };",
  'function Tagged({ label }) { return <b>{label}</b>; }',
  "Tagged.defaultProps = { label: 'default label' };",
  'export default function Page() { return <>{React.createElement(Box, null, \'boxed\')}<Tagged /><Tagged label="given" /></>; }',
  '',
].join('\n');

const reactInstalled = (version: string) => ({ 'node_modules/react/package.json': JSON.stringify({ name: 'react', version }) });

test("on a site whose React is 18, function components' defaultProps apply, through createElement and the JSX runtime", { timeout: 300_000 }, async () => {
  const Page = await bundledSiteModule('default-props-18', 'src/pages/index.jsx', PAGE, reactInstalled('18.2.0'));
  assert.equal(renderToStaticMarkup(createElement(Page)), '<section>boxed</section><b>default label</b><b>given</b>');
});

test('on a site whose React is 19, they do not, as under React 19', { timeout: 300_000 }, async () => {
  const Page = await bundledSiteModule(
    'default-props-19',
    'src/pages/index.jsx',
    PAGE.replace("React.createElement(Box, null, 'boxed')", 'null'),
    reactInstalled('19.2.0'),
  );
  assert.equal(renderToStaticMarkup(createElement(Page)), '<b></b><b>given</b>');
});
