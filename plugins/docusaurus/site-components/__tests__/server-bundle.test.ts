/**
 * A package whose browser field gives a build that needs a DOM (styled-components' browser build):
 * Docusaurus' server bundle reads no browser field, so the server render takes the package's default
 * build. The components' bundle is then split (../bundle.ts serverBundle): the browser's build, the
 * server's, and bundle.mjs their client boundary; the page pass's trial render loads the server's,
 * and the live preview keeps the split after an edit (../live.ts).
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { tempDir } from '../../../../test/temp-dir';
import type { DocusaurusSiteConfig } from '../site-config-view';
import type { BundleInputs } from '../bundle';

// An engine root of its own (its .generated/ is the one written), sharing the engine's code and packages;
// one for the file, as the bundle's module keeps the working directory it was loaded in.
const root = tempDir('server-bundle-root');
for (const name of ['lib', 'components', 'plugins', 'node_modules', 'tsconfig.json', 'package-lock.json'])
  fs.symlinkSync(path.resolve(name), path.join(root, name));

/** Writes a file of `site`, making its folders; returns its path. */
const writerIn = (site: string) => (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  fs.writeFileSync(path.join(site, rel), text);
  return path.join(site, rel);
};

const OUT = path.join(root, '.generated/site-components');
/**
 * A generated file's code with the chunks it imports, and theirs (a module's entry imports its code
 * from chunks that `all`, the stylesheet's and trial render's entry, shares).
 */
const codeOf = (f: string): string => {
  const text = fs.readFileSync(path.join(OUT, f), 'utf8');
  return text + [...text.matchAll(/from"(\.{1,2}\/chunks\/[^"]+)"/g)].map((m) => codeOf(path.join(path.dirname(f), m[1]))).join('');
};

/** Bundles one module of `site` from the engine root, as the import does; returns a reader of the generated files. */
async function bundleOne(site: string, module: string, inputs?: BundleInputs): Promise<(file: string) => string> {
  process.chdir(root);
  const { bundleSiteComponents } = await import('../bundle');
  const { DOCUSAURUS_FILES } = await import('../../files');
  const siteView = { title: 'T', tagline: '', url: 'https://example.dev', baseUrl: '/' } as DocusaurusSiteConfig;
  await bundleSiteComponents([{ module, from: 'test' }], site, siteView, DOCUSAURUS_FILES, undefined, inputs);
  return (file) => fs.readFileSync(path.join(root, '.generated/site-components', file), 'utf8');
}

test("a package's browser build is the browser's; the server render gets its default build, as Docusaurus' server bundle", async () => {
  const site = tempDir('server-bundle-site');
  const write = writerIn(site);
  // (Its default build loads one of Node's built-ins: the server's own, as in Docusaurus' server bundle.)
  write('node_modules/dom-label/package.json', JSON.stringify({ name: 'dom-label', main: 'node.js', browser: { './node.js': './browser.js', fs: false } }));
  write('node_modules/dom-label/node.js', "require('fs');\nexports.where = () => 'rendered-on-server';\n");
  write('node_modules/dom-label/browser.js', 'exports.where = () => document.title;\n');
  const where = write('src/Where.jsx', "import { where } from 'dom-label';\nexport default function Where() { return <span>{where()}</span>; }\n");
  const plain = write('src/Plain.jsx', 'export default function Plain() { return <p>plain-one</p>; }\n');
  process.chdir(root);
  const { bundleSiteComponents } = await import('../bundle');
  const { rebuildChanged, stopLive } = await import('../live');
  after(stopLive);
  const { DOCUSAURUS_FILES } = await import('../../files');
  const { siteBundleComponents } = await import('../../../../components/mdx/site-bundle');
  const out = path.join(root, '.generated/site-components');
  const read = (f: string) => fs.readFileSync(path.join(out, f), 'utf8');
  const siteView = { title: 'T', tagline: '', url: 'https://example.dev', baseUrl: '/' } as DocusaurusSiteConfig;

  // No browser field read: one build, the module a page imports loaded apart, in its own chunk; the trial render loads the whole build.
  await bundleSiteComponents([{ module: plain, from: 'test' }], site, siteView, DOCUSAURUS_FILES);
  assert.match(codeOf('parts/m0.mjs'), /plain-one/);
  assert.match(read('lazy-parts.ts'), /import\("\.\/parts\/m0\.mjs"\)/);
  assert.doesNotMatch(codeOf('bundle.mjs'), /plain-one/);
  assert.ok(!fs.existsSync(path.join(out, 'bundle.server.mjs')) && !fs.existsSync(path.join(out, 'bundle.browser.mjs')));
  const whole = await siteBundleComponents(root);
  assert.equal(renderToStaticMarkup(createElement(whole.Site0_default as ComponentType)), '<p>plain-one</p>');

  await bundleSiteComponents(
    [where, plain].map((module) => ({ module, from: 'test' })),
    site,
    siteView,
    DOCUSAURUS_FILES,
  );
  // Each module's chunk is its side's: the browser's own, the server's naming it from the server's one
  // build. (Where.jsx is the second module in path order.)
  assert.match(read('lazy-parts.ts'), /import\("docs-site-bundle\/parts\/m1"\)/);
  assert.equal(read('parts/m1.server.mjs'), "export { Site1_default } from '../bundle.server.mjs';\n");
  assert.match(codeOf('parts/m1.browser.mjs'), /document\.title/);
  assert.doesNotMatch(codeOf('parts/m1.browser.mjs'), /rendered-on-server/);
  assert.match(read('bundle.server.mjs'), /rendered-on-server/);
  assert.match(read('bundle.server.mjs'), /__require\("fs"\)/, "Node's fs, the server's own");
  assert.doesNotMatch(read('bundle.server.mjs'), /document\.title/);
  // The trial render runs the server's build, where `document` is not.
  const components = await siteBundleComponents(root);
  assert.equal(renderToStaticMarkup(createElement(components.Site1_default as ComponentType)), '<span>rendered-on-server</span>');

  // The live preview's compile after an edit keeps the split.
  assert.ok(await rebuildChanged([]));
  fs.writeFileSync(plain, 'export default function Plain() { return <p>plain-two</p>; }\n');
  assert.ok(await rebuildChanged([plain]));
  assert.match(read('bundle.browser.mjs'), /plain-two/);
  assert.match(read('bundle.server.mjs'), /plain-two/);
  assert.match(read('bundle.mjs'), /^"use client";\nexport \{ Site0_default, Site1_default \} from 'docs-site-bundle';\n$/);
});

// (A time limit: a module replacement and a browser field that each resolved a request once more used to pass it to each other for ever.)
test(
  "a plugin's configureWebpack module replacement of the server's side alone splits the bundle, and its defines apply (docusaurus-theme-redoc's ServerStyles)",
  { timeout: 120_000 },
  async () => {
    const site = tempDir('server-rules-site');
    const write = writerIn(site);
    write(
      'node_modules/api-theme/package.json',
      JSON.stringify({ name: 'api-theme', main: 'dist/index.js', browser: { './dist/util.js': './dist/util-browser.js' } }),
    );
    write('node_modules/api-theme/dist/theme/Api/Styles.js', "exports.Styles = () => 'client-styles';\n");
    write('node_modules/api-theme/dist/theme/Api/ServerStyles.js', "exports.Styles = () => 'server-styles';\n");
    // (The request './Styles' does not match the rule; the file it resolves to does.)
    write('node_modules/api-theme/dist/theme/Api/Wrapper.js', "exports.Styles = require('./Styles').Styles;\n");
    write('node_modules/api-theme/dist/util.js', "exports.where = 'node-util';\n");
    write('node_modules/api-theme/dist/util-browser.js', "exports.where = 'browser-util';\n");
    write(
      'node_modules/api-theme/dist/index.js',
      "const { Styles } = require('./theme/Api/Wrapper');\nconst { where } = require('./util');\nexports.Api = () => Styles() + ':' + where + ':' + process.platform;\n",
    );
    write(
      'webpack-rules.json',
      JSON.stringify({
        replacements: [
          { side: 'server', pattern: 'theme\\/Api\\/Styles', flags: '', file: 'node_modules/api-theme/dist/theme/Api/ServerStyles.js' },
          // (One of the client's that names the partial, and puts it in its own place: resolved again by the replacements, then by the MDX plugin.)
          { side: 'client', pattern: '_part\\.mdx$', flags: '', target: './_part.mdx' },
        ],
        defines: ['client', 'server'].map((side) => ({ side, key: 'process.platform', value: '""' })),
      }),
    );
    // (A Markdown file a component imports is resolved once more by the MDX plugin, and once more by the replacements.)
    write('src/_part.mdx', 'part-mdx text\n');
    const api = write(
      'src/Api.jsx',
      "import { Api } from 'api-theme';\nimport Part from './_part.mdx';\nexport default function ApiPage() { return <div><Part />{Api()}</div>; }\n",
    );
    const read = await bundleOne(site, api);
    assert.match(read('lazy-parts.ts'), /import\("docs-site-bundle\/parts\/m0"\)/);
    const browser = codeOf('parts/m0.browser.mjs');
    assert.match(browser, /client-styles/);
    assert.doesNotMatch(browser, /server-styles/);
    assert.match(read('bundle.server.mjs'), /server-styles/);
    assert.doesNotMatch(read('bundle.server.mjs'), /client-styles|process\.platform/);
    assert.match(browser, /browser-util/);
    assert.match(read('bundle.server.mjs'), /node-util/);
    assert.match(browser, /part-mdx text/);
  },
);

test("a plugin's fallback for a Node built-in (read as an alias) is the browser's module; the server's build keeps Node's own, as webpack's node target", async () => {
  const site = tempDir('server-fallback-site');
  const write = writerIn(site);
  write('node_modules/needs-buffer/package.json', JSON.stringify({ name: 'needs-buffer', main: 'node.js', browser: { './node.js': './browser.js' } }));
  write('node_modules/needs-buffer/node.js', "exports.kind = () => typeof require('buffer').Buffer;\n");
  write('node_modules/needs-buffer/browser.js', "exports.kind = () => require('buffer').polyfill;\n");
  write('node_modules/buffer/package.json', JSON.stringify({ name: 'buffer', main: 'index.js' }));
  write('node_modules/buffer/index.js', "exports.polyfill = 'buffer-polyfill';\n");
  const kind = write('src/Kind.jsx', "import { kind } from 'needs-buffer';\nexport default function Kind() { return <span>{kind()}</span>; }\n");
  // (docusaurus-theme-openapi-docs' `resolve.fallback: { buffer: require.resolve('buffer/') }`, as the import writes it.)
  const read = await bundleOne(site, kind, { aliases: { buffer: 'buffer/index.js' } });
  assert.match(codeOf('parts/m0.browser.mjs'), /buffer-polyfill/);
  assert.match(read('bundle.server.mjs'), /__require\("buffer"\)/, "Node's buffer, the server's own");
  assert.doesNotMatch(read('bundle.server.mjs'), /buffer-polyfill/);
});

test("a theme part is loaded apart (its chunk's entry, next/dynamic), each side's own where the server's build is apart from the browser's", async () => {
  const site = tempDir('server-bundle-parts');
  const write = writerIn(site);
  write('node_modules/dom-label/package.json', JSON.stringify({ name: 'dom-label', main: 'node.js', browser: { './node.js': './browser.js' } }));
  write('node_modules/dom-label/node.js', "exports.where = () => 'rendered-on-server';\n");
  write('node_modules/dom-label/browser.js', 'exports.where = () => document.title;\n');
  const where = write('src/Where.jsx', "import { where } from 'dom-label';\nexport default function Where() { return <span>{where()}</span>; }\n");
  const footer = write('src/theme/NotFound/Content.jsx', 'export default function Content() { return <main>not-found-part</main>; }\n');
  const plain = write('src/Plain.jsx', 'export default function Plain() { return <p>plain-part</p>; }\n');
  process.chdir(root);
  const { bundleSiteComponents } = await import('../bundle');
  const { DOCUSAURUS_FILES } = await import('../../files');
  const out = path.join(root, '.generated/site-components');
  const read = (f: string) => fs.readFileSync(path.join(out, f), 'utf8');
  const siteView = { title: 'T', tagline: '', url: 'https://example.dev', baseUrl: '/' } as DocusaurusSiteConfig;
  const bundle = (modules: string[]) =>
    bundleSiteComponents(
      modules.map((module) => ({ module, from: 'test' })),
      site,
      siteView,
      DOCUSAURUS_FILES,
      { parts: { 'NotFound/Content': footer } },
    );

  // The part is an entry of its own, which the registry takes from the lazy module; the rest is the bundle.
  await bundle([footer, plain]);
  assert.match(read('index.ts'), /from '\.\/lazy-parts';/);
  assert.match(read('lazy-parts.ts'), /dynamic\(\(\) => import\("\.\/parts\/not-found\.mjs"\)\.then\(\(m\) => m\.Site1_default\)\)/);
  assert.doesNotMatch(read('bundle.mjs'), /not-found-part/);
  assert.ok(fs.readdirSync(path.join(out, 'parts')).length, 'the parts');

  // With the server's build apart, the part is still loaded apart, each side's own: the browser's
  // chunk, and the server's naming it from the server's one build (which the trial render loads whole).
  await bundle([footer, plain, where]);
  const name = /dynamic\(\(\) => import\("docs-site-bundle\/parts\/not-found"\)\.then\(\(m\) => m\.(Site\d+_default)\)\)/.exec(read('lazy-parts.ts'))?.[1];
  assert.ok(name, read('lazy-parts.ts'));
  assert.match(codeOf('parts/not-found.browser.mjs'), /not-found-part/);
  assert.equal(read('parts/not-found.server.mjs'), `export { ${name} } from '../bundle.server.mjs';\n`);
  assert.doesNotMatch(read('bundle.browser.mjs'), /not-found-part/);
  assert.match(read('bundle.server.mjs'), /not-found-part/);
  assert.doesNotMatch(read('bundle.mjs'), new RegExp(name), "the boundary names the bundle's own exports");
  assert.ok(!fs.existsSync(path.join(out, 'parts/not-found.mjs')));

  // And back to one build: nothing left of the sides.
  await bundle([footer, plain]);
  assert.ok(!fs.existsSync(path.join(out, 'bundle.browser.mjs')) && !fs.existsSync(path.join(out, 'bundle.server.mjs')));
  assert.match(read('lazy-parts.ts'), /import\("\.\/parts\/not-found\.mjs"\)/);
});
