/**
 * A site's module imports resolve in webpack's order (Docusaurus' resolve.extensions: .wasm, .mjs,
 * .js, .jsx, .ts, .tsx, .json) and under webpack 5's conditions: excalidraw's dev-docs keeps both
 * src/components/Homepage/index.js and index.tsx (webpack takes index.js; the other requires images
 * the site no longer has), and imports `@excalidraw/excalidraw/index.css`, exported for the
 * `production` and `development` conditions alone.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundledSiteModule } from '../../test/bundled-site-module';
import { resolveComponentModule } from '../../plugins/docusaurus/site-components/resolve';
import { tempDir } from '../../test/temp-dir';

test('an import without an extension is the file webpack takes: index.js before index.tsx, Card.js before Card.tsx', () => {
  const site = tempDir('webpack-order');
  for (const file of ['src/components/Homepage/index.js', 'src/components/Homepage/index.tsx', 'src/components/Card.js', 'src/components/Card.tsx']) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), 'export default () => null;\n');
  }
  const page = path.join(site, 'docs/page.mdx');
  assert.equal(resolveComponentModule('@site/src/components/Homepage', page, site), path.join(site, 'src/components/Homepage/index.js'));
  assert.equal(resolveComponentModule('../src/components/Card', page, site), path.join(site, 'src/components/Card.js'));
});

test("the bundle takes webpack's file for a folder, and a package's file exported for the production condition alone", { timeout: 300_000 }, async () => {
  const Page = await bundledSiteModule(
    'webpack-resolve',
    'src/pages/index.jsx',
    "import Homepage from '@site/src/components/Homepage';\nimport 'drawing-kit/index.css';\nexport default function Page() { return <Homepage />; }\n",
    {
      'src/components/Homepage/index.js': 'export default function Homepage() { return <p>from index.js</p>; }\n',
      'src/components/Homepage/index.tsx':
        "const Svg = require('@site/static/img/gone.svg').default;\nexport default function Homepage() { return <Svg />; }\n",
      'node_modules/drawing-kit/package.json': JSON.stringify({
        name: 'drawing-kit',
        exports: { './index.css': { development: './dist/dev/index.css', production: './dist/prod/index.css' } },
      }),
      'node_modules/drawing-kit/dist/prod/index.css': '.kit { color: red; }\n',
      'node_modules/drawing-kit/dist/dev/index.css': '.kit { color: blue; }\n',
    },
  );
  assert.equal(renderToStaticMarkup(createElement(Page)), '<p>from index.js</p>');
});
