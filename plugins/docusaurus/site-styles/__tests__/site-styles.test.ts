import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importDocusaurus } from '../../importer/import';
import { stylesFromConfig } from '../../importer/styles';
import { parseSiteConfig, type SiteConfig } from '../../../../lib/config/site-config';
import { compileSiteStyles, readSiteStyles, siteStylesheets } from '../compile';
import { BuildError } from '../../../../lib/errors';
import { pluginStylesheets } from '../../../../lib/plugins/engine';
import { docusaurusPlugin } from '../../plugin';

const fixture = 'test/fixtures/docusaurus-look';

test('the importer maps customCss (a glob read from the config source), Infima and the colour-mode switch', async () => {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'look-'));
  await importDocusaurus(fixture, to);
  const config = JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8'));
  assert.deepEqual(config.styles, ['infima', 'src/css/custom.css', 'src/css/parts/_colors.scss', 'src/css/sidebar.scss']);
  assert.deepEqual(config.colorMode, { default: 'light', switch: true, respectPrefersColorScheme: true });
  fs.rmSync(to, { recursive: true, force: true });
});

test('the site stylesheets compile after the --ifm-* bridge: SCSS with its partials, dark-theme rules kept', async () => {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'look-'));
  await importDocusaurus(fixture, to);
  const config = parseSiteConfig(JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8')));
  const sheets = pluginStylesheets([docusaurusPlugin]);
  const files = siteStylesheets(config, to, sheets).map((f) => path.basename(f));
  assert.deepEqual(files, [
    'ifm-tokens.css',
    'engine-buttons.css',
    'announcement.css',
    'sidebar.css',
    'navbar.css',
    'drawer.css',
    'doc-item.css',
    'article-body.css',
    'doc-root.css',
    'generated-index.css',
    'mdx-page.css',
    'blog.css',
    'footer.css',
    'code-block.css',
    'infima.css',
    'custom.css',
    '_colors.scss',
    'sidebar.scss',
    'layout-module.css',
    'sidebar-item.css',
    'details.css',
    'tabs.css',
    'toc-inline.css',
    'mdx-img.css',
    'heading.css',
    'admonition.css',
  ]);
  const out = await compileSiteStyles(config, to, path.join(to, '.site-styles'), undefined, sheets);
  const css = readSiteStyles(out!);
  assert.ok(css.search(/--c-primary:\s*var\(--ifm-color-primary/) < css.search(/--ifm-color-primary:\s*#2e8555/), 'the bridge comes before the site');
  assert.ok(css.search(/--ifm-color-primary:\s*#3578e5/) < css.search(/--ifm-color-primary:\s*#2e8555/), 'Infima comes before the site');
  assert.match(css, /\.menu__list-item\.pro>\.menu__link::after\{content:"ENTERPRISE"[^}]*background:#7b2cbf/);
  assert.match(css, /\[data-theme=dark\] \.markdown h1\{color:#f0c419\}/);
  fs.rmSync(to, { recursive: true, force: true });
});

test("a customCss glob read from the config source lists the site's own files, not an install's, a build's or a cache's", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'look-glob-'));
  for (const f of ['css/a.css', 'css/b.scss', 'node_modules/css/x.css', 'build/css/y.css', '.pagewright/content/css/z.css', 'x/node_modules/css/w.css']) {
    fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    fs.writeFileSync(path.join(root, f), '');
  }
  const raw = { presets: [['classic', { theme: { customCss: { stub: true } } }]] };
  const look = stylesFromConfig(raw, root, "theme: { customCss: glob.sync('**/css/*.{css,scss}') },");
  assert.deepEqual(look.styles, ['infima', 'css/a.css', 'css/b.scss']);
  fs.rmSync(root, { recursive: true, force: true });
});

test('a missing stylesheet names site.config.json and the entry', () => {
  assert.throws(
    () => siteStylesheets({ styles: ['src/css/nope.css'], colorMode: { default: 'light', switch: false } }, os.tmpdir()),
    (err: unknown) => err instanceof BuildError && /site\.config\.json: styles: "src\/css\/nope\.css" does not exist/.test(err.message),
  );
});

test("customCss naming a package's stylesheet (require.resolve, or a path into node_modules) is that file of the installed package", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'look-pkg-'));
  fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ dependencies: { 'video-embed': '^3.0.0' } }));
  fs.mkdirSync(path.join(site, 'src', 'css'), { recursive: true });
  fs.writeFileSync(path.join(site, 'src', 'css', 'custom.css'), 'a { color: red; }\n');
  const look = stylesFromConfig(
    {
      presets: [
        [
          'classic',
          {
            theme: {
              customCss: [
                path.join(site, 'src/css/custom.css'),
                'video-embed/dist/video.css',
                path.join(site, 'node_modules/@scope/grid/grid.scss'),
                'not-a-dependency/x.css',
              ],
            },
          },
        ],
      ],
    },
    site,
  );
  assert.deepEqual(look.styles, ['infima', 'src/css/custom.css', 'node_modules/video-embed/dist/video.css', 'node_modules/@scope/grid/grid.scss']);
  assert.deepEqual(look.packages, ['video-embed', '@scope/grid']);
  assert.deepEqual(look.unmapped, ['theme.customCss: not-a-dependency/x.css (not found in the site)']);
  // Not installed (an import with --no-install): the build says what to do.
  assert.throws(
    () => siteStylesheets({ styles: look.styles, colorMode: { default: 'light', switch: false } }, site),
    (err: unknown) =>
      err instanceof BuildError &&
      /styles: "node_modules\/video-embed\/dist\/video\.css" is a package's stylesheet that is not installed — run npm install/.test(err.message),
  );
  fs.rmSync(site, { recursive: true, force: true });
});

test('a site with no styles and one light colour mode gets nothing (the engine looks as it is)', () => {
  assert.deepEqual(siteStylesheets({ colorMode: { default: 'light', switch: false } }, os.tmpdir()), []);
});

test("the prism themes' CSS sits after the --ifm-* bridge and before the site's own CSS, which may restyle tokens", async () => {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'look-'));
  await importDocusaurus(fixture, to);
  const config = parseSiteConfig(JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8')));
  const css = readSiteStyles((await compileSiteStyles(config, to, path.join(to, '.site-styles')))!);
  const at = (re: RegExp) => css.search(re);
  assert.ok(at(/--c-primary:\s*var\(--ifm-color-primary/) < at(/\.shiki \.token\.keyword\{color:#00009f/), 'after the bridge');
  assert.ok(at(/\[data-theme=dark\] \.shiki \.token\.keyword\{color:/) < at(/\.code-block-error-line\{/), "before the site's CSS");
  fs.rmSync(to, { recursive: true, force: true });
});

test('an @import below other rules, which browsers ignore, is left out of the compiled CSS with a warning; leading ones stay', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'late-import-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, 'css'));
  fs.writeFileSync(path.join(dir, 'css/parts.css'), '.part { color: blue; }\n');
  fs.writeFileSync(
    path.join(dir, 'css/main.css'),
    "@import './parts.css';\n@keyframes pulse { 0% { opacity: 1; } }\n@import 'some-kit/theme.css';\n.late { color: red; }\n",
  );
  const warned: string[] = [];
  t.mock.method(console, 'warn', (line: string) => warned.push(line));
  const config = parseSiteConfig({ ...JSON.parse(fs.readFileSync('test/fixtures/site/site.config.json', 'utf8')), styles: ['css/main.css'] });
  const css = readSiteStyles((await compileSiteStyles(config, dir, path.join(dir, '.site-styles')))!);
  assert.match(css, /\.part\{color:blue\}/);
  assert.match(css, /\.late\{color:red\}/);
  assert.doesNotMatch(css, /@import/);
  assert.deepEqual(warned, ['⚠ css/main.css:3: @import after other rules, which browsers ignore: left out — move it to the top of the stylesheet']);
});

test("a partial's url() into the site's static folder, written from the entry stylesheet, is the static file's URL under the baseUrl", async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-url-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  // The import keeps static/ under the baseUrl's folders (plugins/docusaurus/importer/import.ts): static/docs/icons/arrow.svg is /docs/icons/arrow.svg.
  fs.mkdirSync(path.join(dir, 'static/docs/icons'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'static/docs/icons/arrow.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(dir, 'src/styles/components'), { recursive: true });
  // sass-loader leaves a partial's URLs as written, so they resolve from the entry file (src/styles), as in Docusaurus.
  fs.writeFileSync(path.join(dir, 'src/styles/components/_nav.scss'), '.next { mask-image: url("../../static/icons/arrow.svg#tip"); }\n');
  fs.writeFileSync(path.join(dir, 'src/styles/custom.scss'), "@use 'components/nav';\n");
  const config = parseSiteConfig({
    ...JSON.parse(fs.readFileSync('test/fixtures/site/site.config.json', 'utf8')),
    baseUrl: '/docs/',
    styles: ['src/styles/custom.scss'],
  });
  const css = readSiteStyles((await compileSiteStyles(config, dir, path.join(dir, '.site-styles')))!);
  assert.match(css, /mask-image:url\("?\/docs\/icons\/arrow\.svg#tip"?\)/);
  // A URL that names no file still fails, as webpack's does.
  fs.writeFileSync(path.join(dir, 'src/styles/components/_nav.scss'), '.next { mask-image: url("../../static/icons/gone.svg"); }\n');
  await assert.rejects(
    compileSiteStyles(config, dir, path.join(dir, '.site-styles')),
    (err: unknown) => err instanceof BuildError && /gone\.svg/.test(err.message),
  );
});

test("a `~package/…` @import or url() (css-loader's package marker), through Sass or in CSS, is that package's file", async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tilde-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, 'node_modules/icon-kit/css'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'node_modules/icon-kit/img'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'node_modules/icon-kit/package.json'), '{"name":"icon-kit","version":"1.0.0"}');
  fs.writeFileSync(path.join(dir, 'node_modules/icon-kit/css/kit.min.css'), '.kit-icon{display:inline-block}\n');
  fs.writeFileSync(path.join(dir, 'node_modules/icon-kit/img/dot.png'), 'png');
  fs.mkdirSync(path.join(dir, 'src/css'), { recursive: true });
  // Sass passes a .css import through as written: the marker reaches the CSS bundler.
  fs.writeFileSync(path.join(dir, 'src/css/custom.scss'), '@import "~icon-kit/css/kit.min.css";\n.a { color: red; }\n');
  fs.writeFileSync(path.join(dir, 'src/css/more.css'), '.b { background: url(~icon-kit/img/dot.png); }\n');
  const config = parseSiteConfig({
    ...JSON.parse(fs.readFileSync('test/fixtures/site/site.config.json', 'utf8')),
    styles: ['src/css/custom.scss', 'src/css/more.css'],
  });
  const out = (await compileSiteStyles(config, dir, path.join(dir, '.site-styles')))!;
  const css = readSiteStyles(out);
  assert.match(css, /\.kit-icon\{display:inline-block\}/);
  assert.match(css, /\.b\{background:url\("?\.\/dot-[\w-]+\.png"?\)\}/);
});

/** A site whose customCss has one rule, Infima listed before it, and a components' stylesheet with `componentsRule`. */
function orderedSite(prefix: string, componentsRule: string): { dir: string; components: string; config: SiteConfig } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.mkdirSync(path.join(dir, 'css'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'css/custom.css'), '.site-rule { color: red }');
  const components = path.join(dir, 'components.css');
  fs.writeFileSync(components, componentsRule);
  const config = parseSiteConfig({ ...JSON.parse(fs.readFileSync('test/fixtures/site/site.config.json', 'utf8')), styles: ['infima', 'css/custom.css'] });
  return { dir, components, config };
}

/** The stylesheets a compiled site.css imports, by their paths. */
const importsOf = (out: string) => [...fs.readFileSync(out, 'utf8').matchAll(/@import "([^"]+)";/g)].map((m) => path.resolve(path.dirname(out), m[1]));

test("the site's stylesheet loads in Docusaurus' order: the layer's sheets and Infima, then the site's customCss, then the components' CSS modules", async () => {
  const { dir, components, config } = orderedSite('styles-order-', '.styles_authorDetails { justify-content: space-around }');
  // (No client modules' stylesheet: not the one a build of the engine's own folder may have left.)
  const none = path.join(dir, 'no-client-modules.css');
  const imports = importsOf((await compileSiteStyles(config, dir, path.join(dir, '.site-styles'), undefined, [], components, undefined, none))!);
  // (A module's rule outweighs customCss' of the same weight on the same element, as in Docusaurus' styles.css:
  // vcluster-docs' `.markdown * { position: relative }` under the code block's `.buttonGroup { position: absolute }`.)
  assert.deepEqual(imports, [path.join(dir, '.site-styles/base.css'), path.join(dir, '.site-styles/custom.css'), components]);
  // (A theme module's rule outweighs Infima's on the same element, as under Docusaurus: .avatar__intro's centring.)
  assert.match(fs.readFileSync(imports[0], 'utf8'), /\.avatar__intro\{[^}]*justify-content:center/);
  assert.doesNotMatch(fs.readFileSync(imports[0], 'utf8'), /site-rule/);
  assert.match(fs.readFileSync(imports[1], 'utf8'), /\.site-rule\{color:red\}/);
  // Without a components' stylesheet, the two alone.
  const plain = (await compileSiteStyles(config, dir, path.join(dir, '.plain-styles'), undefined, [], path.join(dir, 'none.css'), undefined, none))!;
  assert.equal([...fs.readFileSync(plain, 'utf8').matchAll(/@import/g)].length, 2);
  // A site that names no stylesheet still loads its components' CSS.
  const noStyles = parseSiteConfig({ ...JSON.parse(fs.readFileSync('test/fixtures/site/site.config.json', 'utf8')), styles: [] });
  const only = (await compileSiteStyles(noStyles, dir, path.join(dir, '.only-styles'), undefined, [], components, undefined, none))!;
  assert.match(fs.readFileSync(only, 'utf8'), /@import "\.\.\/components\.css";/);
});

test("the client modules' CSS stands after the site's customCss and before the components' modules, as in Docusaurus' styles.css, minified or not", async () => {
  const { dir, components, config } = orderedSite('styles-client-modules-', '.details_module { border: 1px solid }');
  // (A plugin theme's stylesheet its getClientModules names: the OpenAPI theme's, which undoes Infima's alert on its details.)
  const clientModules = path.join(dir, 'client-modules.css');
  fs.writeFileSync(clientModules, '.openapi-details { background-color: transparent }');
  const imports = importsOf((await compileSiteStyles(config, dir, path.join(dir, '.site-styles'), undefined, [], components, undefined, clientModules))!);
  assert.deepEqual(imports, [path.join(dir, '.site-styles/base.css'), path.join(dir, '.site-styles/custom.css'), clientModules, components]);
  // Minified into one sheet: Infima's alert, the site's rule, the client module's, the component's, in that order.
  // (A minimizer that keeps the text as it is: the order is the joining's.)
  const minimizer = {
    spec: {},
    identity: `keep-${Date.now()}`,
    minify: async ({ input }: { input: string }) => ({ outputs: [{ code: input }], errors: [] }),
  } as unknown as Parameters<typeof compileSiteStyles>[6];
  const one = fs.readFileSync(
    (await compileSiteStyles(config, dir, path.join(dir, '.min-styles'), undefined, [], components, minimizer, clientModules))!,
    'utf8',
  );
  const at = (needle: string) => one.indexOf(needle);
  assert.ok(
    at('.alert--info') >= 0 &&
      at('.alert--info') < at('.site-rule') &&
      at('.site-rule') < at('.openapi-details') &&
      at('.openapi-details') < at('.details_module'),
    one.slice(-400),
  );
});
