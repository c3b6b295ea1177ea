/**
 * A component's server-relative requests, as webpack's resolve.roots take them in Docusaurus (core
 * webpack/base.ts): `require('/static/img/x.png').default`, `import x from '/img/x.png'`,
 * `require('@site/static/img/x.png').default` are the static file's URL under the baseUrl (static/
 * is kept under the baseUrl's folders in the content), `/src/…` a module of the site folder.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { build } from 'esbuild';
import { requiredAssetsPlugin, siteRootsPlugin, svgComponentPlugin } from '../bundle';
import { tempFiles } from '../../../../test/temp-dir';

test("a component's /… and @site/static/… requests resolve as webpack's resolve.roots", async () => {
  const content = tempFiles('site-roots-bundle', {
    'static/base/img/logo.png': 'png',
    'src/lib/data.js': 'export const answer = 42;\n',
    'src/components/Logo.js': [
      "import fromRoot from '/img/logo.png';",
      "import { answer } from '/src/lib/data';",
      'export const all = {',
      '  fromRoot,',
      "  required: require('/static/img/logo.png').default,",
      "  aliased: require('@site/static/img/logo.png').default,",
      '  answer,',
      '};',
    ].join('\n'),
  });
  const out = await build({
    entryPoints: [path.join(content, 'src/components/Logo.js')],
    bundle: true,
    write: false,
    format: 'cjs',
    logLevel: 'silent',
    plugins: [siteRootsPlugin(content, '/base/'), requiredAssetsPlugin(content, '/base/'), svgComponentPlugin()],
  });
  const loaded = { exports: {} as { all?: Record<string, unknown> } };
  new Function('module', 'exports', 'require', out.outputFiles[0].text)(loaded, loaded.exports, () => ({}));
  assert.deepEqual(loaded.exports.all, { fromRoot: '/base/img/logo.png', required: '/base/img/logo.png', aliased: '/base/img/logo.png', answer: 42 });
});
