import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { ContextError, rewriteRequireContexts, rewriteSiteTemplateRequires, siteTemplateRequirePlugin } from '../dynamic-require';
import { createRequire } from 'node:module';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { mdxContentPlugin, webpackLoadersPlugin } from '../bundle';
import { tempDir } from '../../../../test/temp-dir';

/** `@theme/MDXComponents`, which the engine's shims give a real bundle, as an empty map: the elements as Markdown makes them. */
const noThemeComponents: Plugin = {
  name: 'no-theme-components',
  setup(b) {
    b.onResolve({ filter: /^@theme\/MDXComponents$/ }, () => ({ path: 'MDXComponents', namespace: 'no-theme-components' }));
    b.onLoad({ filter: /.*/, namespace: 'no-theme-components' }, () => ({ contents: 'export default {};', loader: 'js' }));
  },
};

test('a template require of a static file is its URL under the base; other @site prefixes become relative for the bundler', () => {
  const file = '/site/src/components/Card.js';
  const code = [
    'const a = require(`@site/static/img/blog/${cover}`).default;',
    'const b = import(`@site/static/img/${x}.png`);',
    'const c = require(`@site/src/data/${name}.json`);',
    "const d = require('@site/static/img/fixed.png');",
  ].join('\n');
  const out = rewriteSiteTemplateRequires(code, file, { content: '/site' }, '/docs/');
  assert.match(out, /const a = \(\{ default: `\/docs\/img\/blog\/\$\{cover\}`, __esModule: true \}\)\.default;/);
  assert.match(out, /const b = Promise\.resolve\(\{ default: `\/docs\/img\/\$\{x\}\.png`, __esModule: true \}\);/);
  assert.match(out, /const c = require\(`\.\.\/data\/\$\{name\}\.json`\);/);
  // A plain string is the bundler's to resolve, as before.
  assert.match(out, /require\('@site\/static\/img\/fixed\.png'\)/);
});

test("require.context as webpack's context module: the matching files, keys() and a loader prefix; Markdown without one is an MDX module", async () => {
  const site = tempDir('context');
  fs.mkdirSync(path.join(site, 'data/notes/old'), { recursive: true });
  fs.mkdirSync(path.join(site, 'src/components'), { recursive: true });
  fs.writeFileSync(path.join(site, 'data/notes/v1.json'), '{ "v": 1 }');
  fs.writeFileSync(path.join(site, 'data/notes/v2.json'), '{ "v": 2 }');
  fs.writeFileSync(path.join(site, 'data/notes/readme.txt'), 'text');
  fs.writeFileSync(path.join(site, 'data/notes/old/v0.json'), '{ "v": 0 }');
  fs.writeFileSync(path.join(site, 'data/notes/v3.md'), '# Three\n\n## Fixed {#fixes}\n\n## Three\n');
  const component = path.join(site, 'src/components/Notes.js');
  fs.writeFileSync(
    component,
    [
      "const flat = require.context('../../data/notes', false, /\\.json$/);",
      "const deep = require.context('@site/data/notes', true, /\\.json$/);",
      "const texts = require.context('!!raw-loader!../../data/notes', false, /\\.(md|txt)$/);",
      "const pages = require.context('../../data/notes', false, /\\.md$/);",
      'export const all = { flat: flat.keys().map((k) => flat(k).v), deep: deep.keys(), texts: texts.keys().map((k) => texts(k).default) };',
      'export const Page = pages(pages.keys()[0]).default;',
    ].join('\n'),
  );
  const out = await build({
    entryPoints: [component],
    bundle: true,
    write: false,
    format: 'cjs',
    external: ['react', 'react/jsx-runtime'],
    plugins: [webpackLoadersPlugin({ content: site }), siteTemplateRequirePlugin({ content: site }, '/'), mdxContentPlugin(site), noThemeComponents],
  });
  const loaded = { exports: {} as { all?: unknown; Page?: ComponentType } };
  new Function('module', 'exports', 'require', out.outputFiles[0].text)(loaded, loaded.exports, createRequire(path.resolve('package.json')));
  assert.deepEqual(loaded.exports.all, {
    flat: [1, 2],
    deep: ['./old/v0.json', './v1.json', './v2.json'],
    texts: ['text', '# Three\n\n## Fixed {#fixes}\n\n## Three\n'],
  });
  // As mdx-loader compiles it: a component, its headings with Docusaurus' ids.
  assert.equal(renderToStaticMarkup(createElement(loaded.exports.Page!)), '<h1 id="three">Three</h1>\n<h2 id="fixes">Fixed</h2>\n<h2 id="three-1">Three</h2>');
  assert.throws(
    () => rewriteRequireContexts("require.context('../../data/missing', false, /\\.md$/)", component, { content: site }),
    (err: Error) => err instanceof ContextError && /data\/missing is not a folder of the site/.test(err.message),
  );
});
