import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { svgComponentPlugin, webpackLoadersPlugin } from '../bundle';
import { browserMapPlugin } from '../browser-field';
import { tempDir } from '../../../../test/temp-dir';

/** A CommonJS bundle of `contents` (resolved from `site`) on the neutral platform, as the components' bundle takes packages. */
const neutralCjs = (contents: string, site: string) => ({
  stdin: { contents, resolveDir: site },
  bundle: true,
  write: false,
  format: 'cjs' as const,
  platform: 'neutral' as const,
  mainFields: ['main'],
  logLevel: 'silent' as const,
});

test("webpack's loaders in a component: raw-loader gives the file's text, a video its published URL", async () => {
  const site = tempDir('loaders');
  fs.mkdirSync(path.join(site, 'docs/flows/media'), { recursive: true });
  fs.mkdirSync(path.join(site, 'samples'), { recursive: true });
  fs.writeFileSync(path.join(site, 'docs/flows/sample.txt'), 'first line\n');
  fs.writeFileSync(path.join(site, 'samples/main.go'), 'package main\n');
  fs.writeFileSync(path.join(site, 'samples/helper.js'), 'export {};\n');
  fs.writeFileSync(path.join(site, 'docs/flows/media/clip.mp4'), '');
  fs.writeFileSync(
    path.join(site, 'docs/flows/index.js'),
    [
      "import sample from 'raw-loader!./sample.txt';",
      "import main from '!!raw-loader!@site/samples/main.go';",
      "import helper from '!!raw-loader!../../samples/helper';",
      "import clip from './media/clip.mp4';",
      'export const all = { sample, main, helper, clip };',
    ].join('\n'),
  );
  const out = await build({
    entryPoints: [path.join(site, 'docs/flows/index.js')],
    bundle: true,
    write: false,
    format: 'cjs',
    plugins: [webpackLoadersPlugin({ content: site })],
  });
  const loaded = { exports: {} as { all?: Record<string, string> } };
  new Function('module', 'exports', out.outputFiles[0].text)(loaded, loaded.exports);
  assert.deepEqual(loaded.exports.all, {
    sample: 'first line\n',
    main: 'package main\n',
    helper: 'export {};\n',
    clip: '/docs/assets/docs/flows/media/clip.mp4',
  });
  await assert.rejects(
    build({
      stdin: { contents: "import x from 'raw-loader!./missing.txt';", resolveDir: site },
      bundle: true,
      write: false,
      plugins: [webpackLoadersPlugin({ content: site })],
      logLevel: 'silent',
    }),
    /raw-loader!\.\/missing\.txt": missing\.txt does not exist/,
  );
});

test("a package's browser field that maps a module to false gives an empty module there, as webpack does", async () => {
  const site = tempDir('browser-false');
  const pkg = path.join(site, 'node_modules/ref-parser');
  fs.mkdirSync(path.join(pkg, 'lib'), { recursive: true });
  fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'ref-parser', main: 'index.js', browser: { fs: false, './lib/node.js': false } }));
  fs.writeFileSync(path.join(pkg, 'index.js'), "const fs = require('fs');\nconst node = require('./lib/node.js');\nmodule.exports = { fs, node };\n");
  fs.writeFileSync(path.join(pkg, 'lib/node.js'), "module.exports = require('child_process');\n");
  const options = neutralCjs("import p from 'ref-parser';\nexport const parts = p;", site);
  await assert.rejects(build(options), /Could not resolve "fs"/);
  const out = await build({ ...options, plugins: [browserMapPlugin()] });
  const loaded = { exports: {} as { parts?: unknown } };
  new Function('module', 'exports', out.outputFiles![0].text)(loaded, loaded.exports);
  assert.deepEqual(loaded.exports.parts, { fs: {}, node: {} });
});

test("a package's browser field that maps a file to another gives that file, as webpack's client bundle does", async () => {
  const site = tempDir('browser-file');
  const pkg = path.join(site, 'node_modules/file-paths');
  fs.mkdirSync(path.join(pkg, 'lib'), { recursive: true });
  fs.writeFileSync(
    path.join(pkg, 'package.json'),
    JSON.stringify({
      name: 'file-paths',
      type: 'module',
      main: 'lib/index.js',
      browser: { './lib/sep.js': './lib/sep.browser.js', './lib/cwd': './lib/cwd-web.js' },
    }),
  );
  fs.writeFileSync(path.join(pkg, 'lib/index.js'), "export { sep } from './sep.js';\nexport { cwd } from './cwd';\n");
  fs.writeFileSync(path.join(pkg, 'lib/sep.js'), "export { sep } from 'node:path';\n");
  fs.writeFileSync(path.join(pkg, 'lib/sep.browser.js'), "export const sep = '/';\n");
  fs.writeFileSync(path.join(pkg, 'lib/cwd.js'), "export { cwd } from 'node:process';\n");
  fs.writeFileSync(path.join(pkg, 'lib/cwd-web.js'), "export const cwd = () => '/';\n");
  const options = neutralCjs("export { sep, cwd } from 'file-paths';", site);
  await assert.rejects(build(options), /Could not resolve "node:path"/);
  const out = await build({ ...options, plugins: [browserMapPlugin()] });
  const loaded = { exports: {} as { sep?: string; cwd?: () => string } };
  new Function('module', 'exports', out.outputFiles![0].text)(loaded, loaded.exports);
  assert.equal(loaded.exports.sep, '/');
  assert.equal(loaded.exports.cwd?.(), '/');
});

test("an SVG a component imports is a React component (SVGR, as Docusaurus gives it), the caller's props on the file's <svg>", async () => {
  const site = tempDir('svgr');
  fs.writeFileSync(
    path.join(site, 'icon.svg'),
    '<?xml version="1.0"?>\n<svg width="13" height="13" viewBox="0 0 13 13" style="display: block; stroke-width: 2" class="icon" xmlns="http://www.w3.org/2000/svg">\n<path d="M1 1h11"/>\n</svg>\n',
  );
  fs.writeFileSync(
    path.join(site, 'Card.jsx'),
    'import Icon from \'./icon.svg\';\nexport const html = (render) => render(<Icon width={20} aria-label="Go" />);\n',
  );
  const out = await build({
    entryPoints: [path.join(site, 'Card.jsx')],
    bundle: true,
    write: false,
    format: 'cjs',
    jsx: 'automatic',
    external: ['react', 'react/jsx-runtime', 'react-dom/server'],
    plugins: [svgComponentPlugin()],
  });
  const loaded = { exports: {} as { html?: (render: (el: ReactElement) => string) => string } };
  new Function('module', 'exports', 'require', out.outputFiles[0].text)(loaded, loaded.exports, createRequire(import.meta.url));
  assert.equal(
    loaded.exports.html!(renderToStaticMarkup),
    '<svg width="20" height="13" viewBox="0 0 13 13" style="display:block;stroke-width:2" class="icon" xmlns="http://www.w3.org/2000/svg" aria-label="Go">\n<path d="M1 1h11"/>\n</svg>',
  );
});

test('a package entry its browser field maps is that file wherever it is imported from, as webpack maps the file a request resolved to', async () => {
  const site = tempDir('browser-entry');
  const pkg = path.join(site, 'node_modules/tiny-ids');
  fs.mkdirSync(pkg, { recursive: true });
  // As nanoid 3 is published: its default build uses Node's crypto, the browser field names the browser's.
  fs.writeFileSync(
    path.join(pkg, 'package.json'),
    JSON.stringify({ name: 'tiny-ids', main: 'index.js', exports: { '.': { default: './index.js' } }, browser: { './index.js': './index.browser.js' } }),
  );
  fs.writeFileSync(path.join(pkg, 'index.js'), "const crypto = require('crypto');\nexports.id = () => crypto.randomUUID();\n");
  fs.writeFileSync(path.join(pkg, 'index.browser.js'), "exports.id = () => 'browser-id';\n");
  const options = neutralCjs("export { id } from 'tiny-ids';", site);
  await assert.rejects(build(options), /Could not resolve "crypto"/);
  const out = await build({ ...options, plugins: [browserMapPlugin()] });
  const loaded = { exports: {} as { id?: () => string } };
  new Function('module', 'exports', out.outputFiles![0].text)(loaded, loaded.exports);
  assert.equal(loaded.exports.id?.(), 'browser-id');
});

test("a package's browser field naming an entry is taken where its default entry loads Node's built-ins (debug's src/node.js needs tty), and only there", async () => {
  const site = tempDir('browser-entry');
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    fs.writeFileSync(path.join(site, rel), text);
  };
  // Like debug: the default entry picks its Node or browser half at run time, the Node half needs tty.
  write('node_modules/logger/package.json', JSON.stringify({ name: 'logger', main: './src/index.js', browser: './src/browser.js' }));
  write('node_modules/logger/src/index.js', "module.exports = typeof process === 'undefined' ? require('./browser.js') : require('./node.js');\n");
  write('node_modules/logger/src/node.js', "const tty = require('tty');\nmodule.exports = { where: 'node', tty: tty.isatty };\n");
  write('node_modules/logger/src/browser.js', "module.exports = { where: 'browser' };\n");
  // One whose default entry runs anywhere keeps it (the bundle also renders on the server).
  write('node_modules/plain/package.json', JSON.stringify({ name: 'plain', main: 'index.js', browser: 'browser.js' }));
  write('node_modules/plain/index.js', "module.exports = { where: 'default' };\n");
  write('node_modules/plain/browser.js', "module.exports = { where: 'browser' };\n");
  const options = neutralCjs("import a from 'logger';\nimport b from 'plain';\nexport const parts = [a.where, b.where];", site);
  await assert.rejects(build(options), /Could not resolve "tty"/);
  const out = await build({ ...options, plugins: [browserMapPlugin()] });
  const loaded = { exports: {} as { parts?: unknown } };
  new Function('module', 'exports', out.outputFiles![0].text)(loaded, loaded.exports);
  assert.deepEqual(loaded.exports.parts, ['browser', 'default']);
});
