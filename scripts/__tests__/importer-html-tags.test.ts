/**
 * The tags a Docusaurus site puts in every page: its config's (headTags, stylesheets, scripts) and
 * what its plugins' injectHtmlTags give, Docusaurus' own analytics plugins among them, run from the
 * site's install. Compared with what Docusaurus writes into its page template for the same site:
 * its core's loadHtmlTags over the same plugins, loaded as its initPlugins loads them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { htmlTagsOf, injectedTagsOf } from '../../plugins/docusaurus/importer/html-tags';
import { headFromConfig } from '../../plugins/docusaurus/importer/head-tags';
import { packagePluginsOf } from '../../plugins/docusaurus/importer/package-plugins';
import { localeContexts, runLocalPlugins, type LocalPlugin } from '../../plugins/docusaurus/importer/local-plugins';
import { configFileOf } from '../../plugins/docusaurus/importer/config-file';
import { withPresetPlugins } from '../../plugins/docusaurus/importer/preset-plugins';
import { runPluginsPostBuild } from '../../plugins/docusaurus/importer/post-build';
import { unmappedConfig } from '../../plugins/docusaurus/importer/unmapped-config';
import { SiteHeadTags } from '../../components/layout/SiteHeadTags';
import type { HeadTag, SiteHead } from '../../lib/api/config';
import { CLASSIC_SITE, docusaurusInstall } from '../../test/docusaurus-install';
import { GLOBAL_DATA_FILE } from '../../plugins/docusaurus/site-components/global-data';
import { tempDir } from '../../test/temp-dir';

type Obj = Record<string, unknown>;

test("Docusaurus' HTML tags as the engine's: strings parsed into their elements, objects as given; what React cannot write named", () => {
  const { tags, dropped } = htmlTagsOf(
    [
      '<link rel="preconnect" href="https://a.example">\n<script async src="https://a.example/x.js"></script>',
      '<script>if (a < b) go();</script>loose text<!-- a comment -->',
      { tagName: 'noscript', innerHTML: '<iframe src="https://a.example/ns"></iframe>' },
      { tagName: 'meta', attributes: { name: 'n', content: 3, hidden: false, itemprop: undefined } },
      { tagName: 'img', attributes: { src: '/p.gif', onerror: 'x()' } },
      { attributes: {} },
    ],
    'headTags',
  );
  assert.deepEqual(tags, [
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://a.example' } },
    { tagName: 'script', attributes: { async: true, src: 'https://a.example/x.js' } },
    { tagName: 'script', attributes: {}, innerHTML: 'if (a < b) go();' },
    { tagName: 'noscript', attributes: {}, innerHTML: '<iframe src="https://a.example/ns"></iframe>' },
    { tagName: 'meta', attributes: { name: 'n', content: '3' } },
    { tagName: 'img', attributes: { src: '/p.gif' } },
  ]);
  assert.deepEqual(dropped, [
    'headTags[1]: text outside an element ("loose text")',
    'headTags[4]: attribute "onerror" of <img> (an event handler, which React does not write)',
    'headTags[5]: not a tag object (it needs a "tagName")',
  ]);
  const injected = injectedTagsOf({ preBodyTags: '<div id="top"></div>', postBodyTags: [{ tagName: 'script', attributes: { src: '/end.js' } }] });
  assert.deepEqual(injected, {
    tags: [],
    bodyStart: [{ tagName: 'div', attributes: { id: 'top' } }],
    bodyEnd: [{ tagName: 'script', attributes: { src: '/end.js' } }],
    dropped: [],
  });
});

test("Docusaurus' own analytics and image plugins run from the site's install, from the config's plugins or the classic preset's parts; they are not reported", () => {
  const site = tempDir('html-tags-declared');
  fs.writeFileSync(
    path.join(site, 'package.json'),
    JSON.stringify({
      dependencies: { '@docusaurus/preset-classic': '3.10.2', '@docusaurus/plugin-google-tag-manager': '3.10.2', '@docusaurus/plugin-ideal-image': '3.10.2' },
    }),
  );
  const raw = {
    presets: [['classic', { docs: {}, gtag: { trackingID: 'G-1' }, sitemap: {} }]],
    plugins: [['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-1' }], '@docusaurus/plugin-ideal-image'],
  };
  const { plugins } = packagePluginsOf(raw, site);
  assert.deepEqual(plugins, [
    // (Run for the plugins its runnable parts give: the rest of its options are the engine's.)
    {
      module: '@docusaurus/preset-classic',
      package: '@docusaurus/preset-classic',
      position: -1,
      preset: true,
      presetAt: 0,
      options: { gtag: { trackingID: 'G-1' }, sitemap: {} },
    },
    { module: '@docusaurus/plugin-google-tag-manager', package: '@docusaurus/plugin-google-tag-manager', position: 0, options: { containerId: 'GTM-1' } },
    // (Its image loaders and theme component run too: importer-plugin-ideal-image.test.ts.)
    { module: '@docusaurus/plugin-ideal-image', package: '@docusaurus/plugin-ideal-image', position: 1 },
  ]);
  const lines = unmappedConfig(raw);
  assert.ok(!lines.some((l) => /gtag|tag-manager|sitemap|ideal-image/.test(l)), lines.join('\n'));
});

const VERSION = '3.10.2';

/**
 * Each element of some HTML as a comparable line (its name, its attributes by name, its content), in
 * two lists: those whose order counts, in order; and those React hoists as resources (an async
 * script, a link other than a stylesheet, a meta), whose order does not, sorted.
 */
function elements(html: string): { ordered: string[]; hoisted: string[] } {
  const out = { ordered: [] as string[], hoisted: [] as string[] };
  for (const node of parseFragment(html).childNodes as DefaultTreeAdapterMap['childNode'][]) {
    if (!('tagName' in node)) continue;
    const attr = (name: string) => node.attrs.find((a) => a.name === name)?.value;
    const attrs = [...node.attrs]
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .map((a) => `${a.name.toLowerCase()}="${a.value}"`)
      .join(' ');
    const hoisted =
      (node.tagName === 'script' && attr('async') !== undefined && attr('src') !== undefined) ||
      (node.tagName === 'link' && attr('rel') !== 'stylesheet') ||
      node.tagName === 'meta';
    out[hoisted ? 'hoisted' : 'ordered'].push(`<${node.tagName} ${attrs}>${serialize(node).trim()}`);
  }
  out.hoisted.sort();
  return out;
}

/** A site and its imported folder, each with the registry's Docusaurus install as its node_modules. */
function sitesWithInstall(name: string): { install: string; site: string; to: string } {
  const install = docusaurusInstall(VERSION, CLASSIC_SITE);
  const site = tempDir(`${name}-site`);
  const to = tempDir(`${name}-imported`);
  for (const dir of [site, to]) fs.symlinkSync(path.join(install, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { install, site, to };
}

/** A local plugin's module, in the site and in its imported copy, where each run reads it. */
function writePlugin(dirs: string[], file: string, code: string): void {
  for (const dir of dirs) {
    fs.mkdirSync(path.join(dir, 'plugins'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'plugins', file), code);
  }
}

const rendered = (tags: HeadTag[] | undefined) => renderToStaticMarkup(createElement(SiteHeadTags, { tags }));

test(
  "a site's page tags are those docusaurus build writes: its plugins' (gtag from the classic preset, the tag manager, its own plugin) in plugin order, then its config's",
  { timeout: 600_000 },
  async () => {
    const { install, site, to } = sitesWithInstall('html-tags');
    const dependencies = { '@docusaurus/core': VERSION, '@docusaurus/preset-classic': VERSION, '@docusaurus/plugin-google-tag-manager': VERSION };
    fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ name: 'site', private: true, dependencies }));
    fs.mkdirSync(path.join(site, 'plugins'));
    // The site's own plugin: tags in all three places, from its loaded content, as a string and as objects.
    fs.writeFileSync(
      path.join(site, 'plugins/widget.js'),
      "module.exports = () => ({\n  name: 'widget',\n  loadContent: () => ({ id: 'w-42' }),\n  injectHtmlTags: ({ content }) => ({\n" +
        '    headTags: [`<meta name="widget" content="${content.id}">`, { tagName: \'style\', innerHTML: \'.w{color:red}\' }],\n' +
        "    preBodyTags: { tagName: 'div', attributes: { id: content.id, hidden: true } },\n" +
        '    postBodyTags: \'<script src="/widget.js" defer></script><script>window.widget = 1 < 2;</script>\',\n  }),\n});\n',
    );
    const raw: Obj = {
      title: 'Site',
      url: 'https://example.com',
      baseUrl: '/',
      headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.com' } }],
      stylesheets: ['https://cdn.example.com/a.css'],
      scripts: [{ src: '/s.js', async: true }],
      presets: [['classic', { docs: false, blog: false, gtag: { trackingID: 'G-ONE', anonymizeIP: true } }]],
      plugins: [['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-XYZ' }], './plugins/widget.js'],
    };
    fs.writeFileSync(path.join(site, 'docusaurus.config.js'), `module.exports = ${JSON.stringify(raw)};\n`);
    // (The load context the import gives a plugin, as Docusaurus' loadContext makes it.)
    const [context] = localeContexts(raw, site, configFileOf(site));
    // The engine's site.config.json holds the config's own tags (./head-tags.ts); the plugins' go before them.
    const configHead = headFromConfig(raw, '/').head;
    fs.writeFileSync(path.join(to, 'site.config.json'), JSON.stringify({ head: configHead }));
    const packaged = packagePluginsOf(raw, site).plugins;
    const local: LocalPlugin = { module: 'plugins/widget.js', position: 1 };
    const all = await withPresetPlugins(site, to, [...packaged, local], context);
    // (The widget plugin runs from its copy, as the import runs a site's own plugin.)
    fs.mkdirSync(path.join(to, 'plugins'));
    fs.copyFileSync(path.join(site, 'plugins/widget.js'), path.join(to, 'plugins/widget.js'));
    await runLocalPlugins(site, to, all, context);
    for (const p of all) assert.equal(p.error, undefined, `${p.module}: ${p.error}`);
    const head = (JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8')) as { head: SiteHead }).head;

    // Docusaurus: its initPlugins' plugins in its order (the preset's, then the config's), then its bootstrap plugin, into loadHtmlTags.
    const need = createRequire(path.join(install, 'package.json'));
    const { normalizePluginOptions } = need('@docusaurus/utils-validation') as { normalizePluginOptions: unknown };
    const { loadHtmlTags } = need('@docusaurus/core/lib/server/htmlTags.js') as {
      loadHtmlTags: (a: { plugins: unknown[]; router: string }) => Record<'headTags' | 'preBodyTags' | 'postBodyTags', string>;
    };
    const { createBootstrapPlugin } = need('@docusaurus/core/lib/server/plugins/synthetic.js') as { createBootstrapPlugin: (c: unknown) => unknown };
    const env = process.env.NODE_ENV;
    Object.assign(process.env, { NODE_ENV: 'production' });
    const load = async (file: string, options: Obj) => {
      const mod = need(file) as { default?: unknown; validateOptions?: (a: Obj) => Obj };
      const fn = (mod.default ?? mod) as (c: unknown, o: unknown) => Obj;
      const normalized = mod.validateOptions ? mod.validateOptions({ validate: normalizePluginOptions, options }) : options;
      const plugin = await fn(context, normalized);
      return { ...plugin, content: await (plugin.loadContent as (() => unknown) | undefined)?.() };
    };
    const docusaurus = loadHtmlTags({
      plugins: [
        await load('@docusaurus/plugin-google-gtag', { trackingID: 'G-ONE', anonymizeIP: true }),
        await load('@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-XYZ' }),
        await load(path.join(site, 'plugins/widget.js'), {}),
        createBootstrapPlugin({ siteDir: site, siteConfig: { headTags: [], stylesheets: [], scripts: [], ...raw } }),
      ],
      router: 'browser',
    });
    if (env === undefined) Reflect.deleteProperty(process.env, 'NODE_ENV');
    else Object.assign(process.env, { NODE_ENV: env });

    assert.deepEqual(elements(rendered(head.tags)), elements(docusaurus.headTags));
    assert.deepEqual(elements(rendered(head.bodyStart)), elements(docusaurus.preBodyTags));
    assert.deepEqual(elements(rendered(head.bodyEnd)), elements(docusaurus.postBodyTags));
    // What they are, so that the comparison cannot pass on nothing: gtag's inline script names its id (the plugin's
    // validateOptions made the string a list, as Docusaurus does), the tag manager's frame is first in the body.
    assert.match(rendered(head.tags), /gtag\('config', 'G-ONE', \{ 'anonymize_ip': true \}\)/);
    assert.match(rendered(head.bodyStart), /^<noscript><iframe src="https:\/\/www\.googletagmanager\.com\/ns\.html\?id=GTM-XYZ"/);
    assert.equal(all.find((p) => /plugin-google-gtag/.test(p.module))?.fromPreset, '@docusaurus/preset-classic');
    assert.ok(all.find((p) => p.module === 'plugins/widget.js')?.lifecycle?.includes('injectHtmlTags'));
    // Written again, as the import writes the plugins' files more than once: nothing is added twice.
    await runLocalPlugins(site, to, all, context);
    const again = (JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8')) as { head: SiteHead }).head;
    assert.deepEqual(again, head);

    // The classic preset gave its sitemap too (by default, in a build): its postBuild writes the build's sitemap with its options' defaults, a noindex page left out.
    const sitemap = all.find((p) => /plugin-sitemap/.test(p.module));
    assert.deepEqual(sitemap?.lifecycle, ['postBuild']);
    fs.writeFileSync(path.join(to, 'import-report.json'), JSON.stringify({ packagePlugins: all.filter((p) => p.package), localPlugins: [] }));
    const out = tempDir('html-tags-build');
    for (const [page, robots] of [
      ['index.html', ''],
      ['intro/index.html', ''],
      ['draft/index.html', '<meta name="robots" content="noindex, nofollow">'],
    ]) {
      fs.mkdirSync(path.dirname(path.join(out, page)), { recursive: true });
      fs.writeFileSync(path.join(out, page), `<html><head>${robots}</head></html>`);
    }
    assert.deepEqual(await runPluginsPostBuild(site, to, out), ['@docusaurus/plugin-sitemap']);
    assert.deepEqual(
      [
        ...fs
          .readFileSync(path.join(out, 'sitemap.xml'), 'utf8')
          .matchAll(/<url><loc>([^<]*)<\/loc><changefreq>weekly<\/changefreq><priority>0\.5<\/priority><\/url>/g),
      ].map((m) => m[1]),
      ['https://example.com/', 'https://example.com/intro'],
    );
  },
);

test(
  "a plugin loads as Docusaurus loads it, by the site's @docusaurus/utils (jiti): an ES module that imports a name from a CommonJS package of Docusaurus runs",
  { timeout: 600_000 },
  async () => {
    const { site, to } = sitesWithInstall('esm-plugin');
    fs.writeFileSync(path.join(site, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://x.dev', baseUrl: '/' };\n");
    // (Node's own loader refuses this import: "Named export 'Joi' not found … a CommonJS module".)
    const plugin =
      "import { Joi } from '@docusaurus/utils-validation';\n" +
      "export default function esm() { return { name: 'esm', contentLoaded({ actions }) { actions.setGlobalData({ schema: typeof Joi.object }); } }; }\n";
    writePlugin([site, to], 'esm.mjs', plugin);
    fs.writeFileSync(path.join(to, 'site.config.json'), '{}');
    const plugins: LocalPlugin[] = [{ module: './plugins/esm.mjs' }];
    await runLocalPlugins(site, to, plugins, { siteDir: site, siteConfigPath: path.join(site, 'docusaurus.config.js'), i18n: { currentLocale: 'en' } });
    assert.equal(plugins[0].error, undefined);
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(to, GLOBAL_DATA_FILE), 'utf8')), { en: { esm: { default: { schema: 'function' } } } });
  },
);

test(
  "a plugin's tags in each locale as that locale's build writes them (its baseUrl): another locale's pages get their own list",
  { timeout: 600_000 },
  async () => {
    const { site, to } = sitesWithInstall('locale-tags');
    fs.writeFileSync(path.join(site, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://x.dev', baseUrl: '/' };\n");
    const plugin = [
      'module.exports = (context) => ({',
      "  name: 'feeds',",
      "  injectHtmlTags: () => ({ headTags: [{ tagName: 'link', attributes: { rel: 'alternate', href: context.baseUrl + 'feed.xml' } }] }),",
      '});',
    ].join('\n');
    writePlugin([site, to], 'feeds.js', plugin);
    const own = { tagName: 'meta', attributes: { name: 'verify', content: 'x' } };
    fs.writeFileSync(path.join(to, 'site.config.json'), JSON.stringify({ head: { tags: [own] } }));
    const plugins: LocalPlugin[] = [{ module: './plugins/feeds.js' }];
    const context = (locale: string, baseUrl: string) => ({
      siteDir: site,
      siteConfigPath: path.join(site, 'docusaurus.config.js'),
      baseUrl,
      i18n: { currentLocale: locale, defaultLocale: 'en', locales: ['en', 'fr', 'de'] },
    });
    await runLocalPlugins(site, to, plugins, [context('en', '/'), context('fr', '/fr/'), context('de', '/de/')]);
    assert.equal(plugins[0].error, undefined);
    const feed = (href: string) => ({ tagName: 'link', attributes: { rel: 'alternate', href } });
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8')).head, {
      tags: [feed('/feed.xml'), own],
      locales: { fr: { tags: [feed('/fr/feed.xml'), own] }, de: { tags: [feed('/de/feed.xml'), own] } },
    });
  },
);

test(
  "a plugin's validateOptions runs with the site's normalizePluginOptions over its options as written: a schema that asks for the id itself gets it (docusaurus-plugin-openapi-docs)",
  { timeout: 600_000 },
  async () => {
    const { site, to } = sitesWithInstall('validate-id');
    fs.writeFileSync(path.join(site, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://x.dev', baseUrl: '/' };\n");
    const plugin = [
      "const { Joi } = require('@docusaurus/utils-validation');",
      "function api(context, options) { return { name: 'api-docs', contentLoaded({ actions }) { actions.setGlobalData({ id: options.id, label: options.label }); } }; }",
      "api.validateOptions = ({ validate, options }) => validate(Joi.object({ id: Joi.string().required(), label: Joi.string().default('API') }), options);",
      'module.exports = api;',
    ].join('\n');
    writePlugin([site, to], 'api.js', plugin);
    fs.writeFileSync(path.join(to, 'site.config.json'), '{}');
    const plugins: LocalPlugin[] = [{ module: './plugins/api.js', options: { id: 'openapi' } }];
    await runLocalPlugins(site, to, plugins, { siteDir: site, siteConfigPath: path.join(site, 'docusaurus.config.js'), i18n: { currentLocale: 'en' } });
    assert.equal(plugins[0].error, undefined);
    // (Its default filled in by its schema, its data under its id.)
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(to, GLOBAL_DATA_FILE), 'utf8')), {
      en: { 'api-docs': { openapi: { id: 'openapi', label: 'API' } } },
    });
  },
);

test(
  "the classic theme's SVG sprites start every page's body, as its injectHtmlTags puts them: its external-link icon is a <use> of one",
  { timeout: 600_000 },
  async () => {
    const { install, site } = sitesWithInstall('sprites');
    const raw: Obj = { title: 'Site', url: 'https://example.com', baseUrl: '/', themeConfig: {} };
    const ours = headFromConfig(raw, '/', site).head?.bodyStart;
    // Docusaurus: theme-classic's own plugin, its preBodyTags' first.
    const need = createRequire(path.join(install, 'package.json'));
    const { default: themeClassic } = need('@docusaurus/theme-classic') as {
      default: (c: unknown, o: unknown) => { injectHtmlTags: () => { preBodyTags: Obj[] } };
    };
    const context = {
      siteConfig: { ...raw, themeConfig: { colorMode: { defaultMode: 'light' }, prism: {} } },
      siteStorage: { type: 'localStorage', namespace: '' },
      i18n: { currentLocale: 'en', localeConfigs: { en: { direction: 'ltr' } } },
    };
    const sprite = themeClassic(context, { customCss: [] }).injectHtmlTags().preBodyTags[0];
    assert.deepEqual(ours, [sprite]);
    assert.match(String(sprite.innerHTML), /id="theme-svg-external-link"/);
    // A site without the theme installed has none.
    assert.equal(headFromConfig(raw, '/', tempDir('no-theme')).head, undefined);
  },
);

test("before 3.10, theme-classic's SiteMetadata marks every page's <body> for keyboard navigation, so that links are outlined without JavaScript; from 3.10 it does not", () => {
  const raw: Obj = { title: 'Site', url: 'https://example.com', baseUrl: '/', themeConfig: {} };
  const siteWith = (core: string) => {
    const site = tempDir('body-class');
    fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': core } }));
    return site;
  };
  // (The published theme-classic's SiteMetadata: 2.4.3, 3.0.0, 3.1.1, 3.8.x and 3.9.x write `<body className={keyboardFocusedClassName} />`, 3.10.0 `<body />`.)
  for (const core of ['2.4.3', '3.1.1', '~3.9.2']) assert.equal(headFromConfig(raw, '/', siteWith(core)).head?.bodyClass, 'navigation-with-keyboard', core);
  for (const core of ['3.10.0', '^3.9.2']) assert.equal(headFromConfig(raw, '/', siteWith(core)).head?.bodyClass, undefined, core);
});

test("every page's head names the site's Docusaurus release, as its page template writes it first (`generator`)", () => {
  const raw: Obj = {
    title: 'Site',
    url: 'https://example.com',
    baseUrl: '/',
    themeConfig: {},
    headTags: [{ tagName: 'meta', attributes: { name: 'x', content: 'y' } }],
  };
  const site = tempDir('generator');
  fs.mkdirSync(path.join(site, 'node_modules/@docusaurus/core'), { recursive: true });
  fs.writeFileSync(path.join(site, 'node_modules/@docusaurus/core/package.json'), JSON.stringify({ name: '@docusaurus/core', version: '3.8.0' }));
  assert.deepEqual(headFromConfig(raw, '/', site).head?.tags, [
    { tagName: 'meta', attributes: { name: 'generator', content: 'Docusaurus v3.8.0' } },
    { tagName: 'meta', attributes: { name: 'x', content: 'y' } },
  ]);
  // Without an install, the release is not known: no tag.
  assert.deepEqual(headFromConfig(raw, '/', tempDir('generator-none')).head?.tags, [{ tagName: 'meta', attributes: { name: 'x', content: 'y' } }]);
});
