/**
 * Everything of an evaluated docusaurus.config the import does not carry over, for the report's
 * unmappedConfig: the config's keys, themeConfig's, each preset's parts and each plugin and theme,
 * walked and compared with what the importer applies (HANDLED below), so a setting nobody thought of
 * is listed too, by name and with what it did in Docusaurus. Parts the importer maps only in part
 * report their own gaps (./identity.ts, ./config.ts, ./head-tags.ts); those keys count as handled here.
 */
import path from 'node:path';
import { isObj } from '../../../lib/api/guards';

type Obj = Record<string, unknown>;

/** Config paths the importer applies ("a.b": that key; "a.*": every key below a). */
const HANDLED = new Set([
  'title',
  'tagline',
  'url',
  'baseUrl',
  'favicon',
  'organizationName',
  'projectName',
  'deploymentBranch',
  'onBrokenLinks',
  'onBrokenMarkdownLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  'trailingSlash',
  'titleDelimiter',
  'baseUrlIssueBanner',
  // Every page's robots tag (../page-head.ts, from site.config.json sourceConfig).
  'noIndex',
  // Every listed folder is published (content.staticFolders) and looked in for server-relative URLs (./transform-context.ts).
  'staticDirectories',
  'headTags',
  'clientModules',
  'scripts',
  'stylesheets',
  'i18n.*', // mapped by ./i18n.ts, which reports what it leaves
  'markdown.format',
  'markdown.mermaid',
  // How Docusaurus builds (its bundler, minifiers, SSG threads): nothing of the published site.
  'future.faster.*',
  'future.experimental_faster.*',
  'future.v4.fasterByDefault',
  // postBuild's legacy head: each page's Helmet state, or {} (./legacy-head.ts).
  'future.v4.removeLegacyPostBuildHeadAttribute',
  // Mermaid draws every diagram in the browser with them (./identity.ts mermaidOf).
  'themeConfig.mermaid.theme.*',
  'themeConfig.mermaid.options.*',
  'markdown.hooks.onBrokenMarkdownLinks',
  'presets',
  'plugins',
  'themes',
  'themeConfig.navbar.title',
  'themeConfig.navbar.logo',
  'themeConfig.navbar.items',
  'themeConfig.footer.links',
  'themeConfig.footer.copyright',
  'themeConfig.footer.logo',
  // Drawn by the room's footer from the config (plugins/docusaurus/components/footer/).
  'themeConfig.footer.style',
  'themeConfig.announcementBar.*',
  'themeConfig.algolia.appId',
  'themeConfig.algolia.apiKey',
  'themeConfig.algolia.indexName',
  'themeConfig.algolia.placeholder',
  'themeConfig.algolia.externalUrlRegex',
  // The search page (config.search.page) and DocSearch's query options (config.search.algolia: ./identity.ts).
  'themeConfig.algolia.searchPagePath',
  'themeConfig.algolia.contextualSearch',
  'themeConfig.algolia.searchParameters.*',
  'themeConfig.algolia.replaceSearchResultPathname.*',
  // The image zoom plugins' options (config.zoom: ./identity.ts imageZoomOf).
  'themeConfig.imageZoom.*',
  'themeConfig.zoomSelector',
  'themeConfig.zoom.*',
  // The docs sidebar's behaviour (config.docsSidebar: ./identity.ts).
  'themeConfig.docs.sidebar.hideable',
  'themeConfig.docs.sidebar.autoCollapseCategories',
  // Where the version a reader chose is kept (../components/storage-slot.ts, by the site components' bundle).
  'themeConfig.docs.versionPersistence',
  // Where a reader's choices are kept, and their keys' namespace: the colour mode, the announcement bar, the
  // versions and tabs (config.readerStorage: ./identity.ts; ../components/storage-slot.ts).
  'storage.*',
  'future.experimental_storage.*',
  'future.v4.siteStorageNamespacing',
  // The blogs' blogSidebarGroupByYear (./site-config-file.ts), and the navbar's style (./identity.ts).
  'themeConfig.blog.sidebar.groupByYear',
  'themeConfig.navbar.style',
  // The engine's navbar hides on scroll (config.navbar.hideOnScroll), as the theme's does where it draws.
  'themeConfig.navbar.hideOnScroll',
  'themeConfig.colorMode.defaultMode',
  'themeConfig.colorMode.disableSwitch',
  'themeConfig.image',
  'themeConfig.metadata',
  'customFields.*',
  'themeConfig.prism.theme',
  'themeConfig.prism.darkTheme',
  'themeConfig.prism.magicComments',
  'themeConfig.prism.defaultLanguage',
  // Shiki loads every language it bundles when a page uses it, which covers Prism's extra ones.
  'themeConfig.prism.additionalLanguages',
  'themeConfig.tableOfContents.*',
  'themeConfig.colorMode.respectPrefersColorScheme',
  'themeConfig.navbar.logo.srcDark',
  // The live code blocks' options (plugins/docusaurus/live-codeblock.ts).
  'themeConfig.liveCodeBlock.playgroundPosition',
]);

/** What a setting did in Docusaurus, for the report (settings not named here get a generic line). */
const WHAT: Record<string, string> = {
  webpack: 'webpack settings of the Docusaurus build',
  future: "Docusaurus' future and experimental flags",
  'future.v4.useCssCascadeLayers': "the themes' and plugins' CSS in cascade layers, under the site's own",
  'future.v4.mdx1CompatDisabledByDefault': 'MDX 1 compatibility (comments, admonition titles, heading ids) off unless markdown.mdx1Compat turns it on',
  'future.experimental_router': 'the hash router (every page from one HTML file)',
  'future.experimental_vcs': 'where the last update dates and authors come from',
  ssrTemplate: 'the HTML template of every page',
  markdown: 'how Markdown is parsed',
  'markdown.preprocessor': 'a function run on every Markdown file before parsing',
  'markdown.parseFrontMatter': 'a custom front matter parser',
  'markdown.mdx1Compat': 'MDX 1 compatibility (comments, admonition titles, headings ids)',
  'markdown.remarkRehypeOptions': 'options of remark-rehype',
  'markdown.anchors': 'how heading anchors are made',
  'markdown.hooks.onBrokenMarkdownImages': 'what broken Markdown images do',
  'themeConfig.prism': 'the code blocks’ languages and options other than themes and magic comments',
  'themeConfig.docs': 'the docs plugin’s client options (the version the reader chose, kept)',
  'themeConfig.liveCodeBlock': 'the live code editor’s playground position',
  'themeConfig.algolia': 'DocSearch options',
  'themeConfig.algolia.askAi': 'Ask AI, DocSearch’s assistant that answers from the index',
};

/** Plugins and preset parts, by name: what they did. */
const PLUGIN_WHAT: [RegExp, (o: Obj) => string][] = [
  // A file of the site (./local-plugins.ts runs it and its loadContent and contentLoaded).
  [
    /^\.{0,2}\//,
    () =>
      "the site's own plugin, run at import with its loadContent and contentLoaded (the global data it sets reaches the components; a route it adds is a page of the site when its modules are JSON data or Markdown; its client modules run on every page; the tags its injectHtmlTags gives are in every page; its postBuild runs after the build; an edit of a file its getPathsToWatch names runs it again in the live preview)",
  ],
  [/google-gtag|^gtag$/, (o) => `Google Analytics 4 (gtag.js${o.trackingID ? `, ${String(o.trackingID)}` : ''}) on every page`],
  [/google-tag-manager|^googleTagManager$/, (o) => `Google Tag Manager${o.containerId ? ` (${String(o.containerId)})` : ''} on every page`],
  [/google-analytics|^googleAnalytics$/, (o) => `Universal Analytics (analytics.js${o.trackingID ? `, ${String(o.trackingID)}` : ''}) on every page`],
  [/plugin-sitemap|^sitemap$/, () => 'sitemap.xml with these options (the engine writes its own sitemap)'],
  [/plugin-debug|^debug$/, () => 'the /__docusaurus/debug pages'],
  [/plugin-content-blog|^blog$/, () => 'the blog (posts, tags, authors, feeds)'],
  [/plugin-content-pages|^pages$/, () => 'pages from src/pages'],
  [/plugin-sass|sass/, () => 'Sass/SCSS compilation of the site’s stylesheets'],
  [/^theme$/, () => 'the classic theme’s options (customCss)'],
];

/** Plugins and themes the import applies, whatever their options (their options are checked elsewhere). */
const HANDLED_PLUGINS = [
  /plugin-content-docs/,
  /plugin-content-blog/,
  /plugin-content-pages/,
  /plugin-sass/,
  /plugin-client-redirects/,
  /theme-mermaid/,
  /theme-search-algolia/,
  /theme-classic/,
  /image-zoom/,
  // Live code blocks: plugins/docusaurus/live-codeblock.ts.
  /theme-live-codeblock/,
  // Its svgrConfig compiles the SVGs components import, by the site's own SVGR: ../site-components/svgr.ts.
  /plugin-svgr/,
];
/** Whether the import applies the plugin or theme of this name itself. */
export const engineHandlesPlugin = (name: string): boolean => HANDLED_PLUGINS.some((re) => re.test(name));

/**
 * Docusaurus' own plugins the engine runs from the site's install as it runs any package plugin
 * (./package-plugins.ts), whole: what they do is global data, client modules, the tags their
 * injectHtmlTags puts in every page and what their postBuild writes (the sitemap; the PWA's service
 * worker, which it compiles with the site's own bundler); ideal-image's theme component and image
 * loaders. (The others build with webpack: each is
 * reported by what it did.) With the classic preset's parts that give them.
 */
const RUN_FROM_INSTALL = [
  /plugin-google-gtag/,
  /plugin-google-tag-manager/,
  /plugin-google-analytics/,
  /plugin-vercel-analytics/,
  /plugin-sitemap/,
  /plugin-pwa/,
  // Its configureWebpack's rule (lqip-loader, responsive-loader) runs on the images its theme component is given: ../site-components/module-rules.ts.
  /plugin-ideal-image/,
];
export const runsFromInstall = (name: string): boolean => RUN_FROM_INSTALL.some((re) => re.test(name));
/** Whether a plugin package is not run from the install: the engine applies it, or it is one of Docusaurus' own that does not run. */
export const notRunFromInstall = (name: string): boolean => (name.startsWith('@docusaurus/') && !runsFromInstall(name)) || engineHandlesPlugin(name);
export const PRESET_PARTS_RUN = ['gtag', 'googleTagManager', 'googleAnalytics', 'sitemap'];

/** Parts of preset-classic the import applies, or runs from the install (the preset run for them: ./package-plugins.ts). */
const HANDLED_PRESET_PARTS = ['docs', 'blog', 'pages', 'theme', 'svgr', ...PRESET_PARTS_RUN];

const isEmpty = (v: unknown) => v === undefined || v === null || v === false || (Array.isArray(v) && !v.length) || (isObj(v) && !Object.keys(v).length);

/**
 * The top-level themeConfig keys of Docusaurus' own themes: theme-classic's ThemeConfigSchema (newest
 * 3.x and 2.4), the search, Mermaid and live code themes, the image-zoom plugin. Any other key is none
 * of theirs: Docusaurus validates themeConfig allowing unknown keys and hands it whole to the client
 * (siteConfig.themeConfig), as the engine does, for a third-party theme or the site's components to read.
 */
const OWN_THEME_CONFIG_KEYS = new Set([
  ...['disableDarkMode', 'defaultDarkMode', 'colorMode', 'image', 'docs', 'blog', 'metadata', 'metadatas', 'announcementBar', 'navbar', 'footer', 'prism'],
  ...['hideableSidebar', 'autoCollapseSidebarCategories', 'sidebarCollapsible', 'tableOfContents'],
  ...['algolia', 'mermaid', 'liveCodeBlock', 'imageZoom', 'zoom', 'zoomSelector'],
]);

/** Where the site's theme-search-algolia is installed, its SearchBar hands DocSearch every key of `algolia` (its schema lets any through). */
const DOCSEARCH_PROPS = 'themeConfig.algolia.';

function handled(p: string, searchInstalled = false): boolean {
  if (HANDLED.has(p)) return true;
  const parts = p.split('.');
  if (parts[0] === 'themeConfig' && parts.length === 2 && !OWN_THEME_CONFIG_KEYS.has(parts[1])) return true;
  if (searchInstalled && p.startsWith(DOCSEARCH_PROPS)) return true;
  return parts.some((_, i) => HANDLED.has(`${parts.slice(0, i + 1).join('.')}.*`));
}

/** The flags `future.v4: true` and `future.faster: true` turn on (core server/configValidation.ts, newest 3.x), each judged on its own. */
const V4_FLAGS = ['removeLegacyPostBuildHeadAttribute', 'useCssCascadeLayers', 'siteStorageNamespacing', 'fasterByDefault', 'mdx1CompatDisabledByDefault'];

function withFlagsSpelledOut(raw: Obj): Obj {
  if (!isObj(raw.future)) return raw;
  const future = { ...raw.future };
  if (future.v4 === true) future.v4 = Object.fromEntries(V4_FLAGS.map((f) => [f, true]));
  if (future.faster === true) future.faster = { all: true };
  return { ...raw, future };
}

/** Lines for every key below `value` at `at` that is set and not handled (descending into known parents). */
function walkKeys(value: Obj, at: string, out: string[], searchInstalled: boolean): void {
  for (const [key, v] of Object.entries(value)) {
    const p = at ? `${at}.${key}` : key;
    if (handled(p, searchInstalled) || isEmpty(v)) continue;
    // A parent some of whose keys are handled: look at each of its keys.
    const hasHandledChild = [...HANDLED].some((h) => h.startsWith(`${p}.`));
    if (isObj(v) && hasHandledChild) {
      walkKeys(v, p, out, searchInstalled);
      continue;
    }
    const what = WHAT[p];
    const keys = isObj(v) ? ` (${Object.keys(v).join(', ')})` : '';
    out.push(`${p}${keys}: ${what ?? 'a setting the engine does not apply'}`);
  }
}

/** The name a plugin function gives itself: called once with empty context and options (it ran in the config's sandbox already). */
function nameOfPluginFunction(fn: (...args: unknown[]) => unknown): string | undefined {
  try {
    const plugin = fn({ siteConfig: {}, siteDir: '', generatedFilesDir: '', baseUrl: '/' }, {});
    return isObj(plugin) && typeof plugin.name === 'string' ? plugin.name : undefined;
  } catch {
    return undefined;
  }
}

const CONFIG_FUNCTION = ' (a plugin function in the config)';

function pluginName(entry: unknown): { name: string; options: Obj } {
  const [p, options] = Array.isArray(entry) ? entry : [entry, {}];
  const fnName = typeof p === 'function' ? (nameOfPluginFunction(p as (...args: unknown[]) => unknown) ?? (p.name || undefined)) : undefined;
  const name = typeof p === 'string' ? p : `${fnName ?? 'an anonymous plugin'}${CONFIG_FUNCTION}`;
  return { name, options: isObj(options) ? options : {} };
}

function describePlugin(name: string, options: Obj, isPlugin = false): string {
  const what = PLUGIN_WHAT.find(([re]) => re.test(name))?.[1](options);
  const keys = Object.keys(options).length ? ` (options: ${Object.keys(options).join(', ')})` : '';
  // A plugin function of the config runs as the site's plugin files do (./local-plugins.ts).
  if (isPlugin && name.endsWith(CONFIG_FUNCTION)) return `${PLUGIN_WHAT[0][1](options)}${keys}`;
  // A package plugin the site declares is run at import (./package-plugins.ts).
  const runs = isPlugin && !name.startsWith('@docusaurus/');
  return `${what ?? (runs ? 'a plugin run at import (loadContent, contentLoaded and the pages its routes add, getClientModules, getThemePath, injectHtmlTags), after the build (postBuild) and in the live preview on an edit of what its getPathsToWatch names when the site declares its package' : 'a plugin whose routes, client modules, head tags and build steps do not run in the engine')}${keys}`;
}

export function unmappedConfig(
  raw: Obj,
  { wrappersRun = new Set<number>(), searchInstalled = false }: { wrappersRun?: ReadonlySet<number>; searchInstalled?: boolean } = {},
): string[] {
  const out: string[] = [];
  walkKeys(withFlagsSpelledOut(raw), '', out, searchInstalled);
  for (const [index, entry] of (Array.isArray(raw.presets) ? raw.presets : []).entries()) {
    const { name, options } = pluginName(entry);
    if (!/preset-classic|^classic$/.test(name)) {
      // A package preset the site declares is run at import for the plugins and themes it gives (./preset-plugins.ts).
      const runs = !name.startsWith('@docusaurus/') && !name.startsWith('.') && !path.isAbsolute(name) && !name.includes(' (a plugin function in the config)');
      const what = runs
        ? "a preset run at import when the site declares its package and its options are data: the plugins and themes it gives run as the config's package plugins do, before them"
        : describePlugin(name, options);
      out.push(`presets: "${name}": ${what}${runs && Object.keys(options).length ? ` (options: ${Object.keys(options).join(', ')})` : ''}`);
      continue;
    }
    // (A wrapper of the classic preset that runs itself, given all its options (`wrappersRun`: their places
    // among the presets, ./package-plugins.ts): those of its own are its to apply.)
    if (wrappersRun.has(index)) continue;
    for (const [part, v] of Object.entries(options)) {
      if (HANDLED_PRESET_PARTS.includes(part) || v === false) continue;
      out.push(`presets: classic › ${part}: ${describePlugin(part, isObj(v) ? v : {})}`);
    }
  }
  for (const key of ['plugins', 'themes'] as const)
    for (const entry of Array.isArray(raw[key]) ? raw[key] : []) {
      const { name, options } = pluginName(entry);
      if (engineHandlesPlugin(name) || runsFromInstall(name)) continue;
      out.push(`${key}: "${name}": ${describePlugin(name, options, true)}${key === 'themes' && siteTheme(name) ? THEME_NOTE : ''}`);
    }
  return out;
}

/**
 * The lines of the plugins, themes and presets that ran whole at import (loaded, no error): they
 * are applied, and the import's line for each run says what it did, so they are not "not carried over".
 */
export function withoutPluginsThatRan(
  lines: readonly string[],
  ran: readonly { module: string; name?: string; inConfig?: unknown; lifecycle?: string[]; error?: string }[],
): string[] {
  // (A function the config writes is named by the plugin it returns.)
  // (One with no lifecycle method but its name ran too: docusaurus-plugin-openapi-docs gives only a CLI command.)
  const names = ran
    .filter((p) => !p.error && (p.lifecycle?.length || p.name))
    .flatMap((p) => [p.module, ...(p.inConfig && p.name ? [`${p.name}${CONFIG_FUNCTION}`] : [])]);
  return lines.filter((line) => !names.some((name) => ['plugins', 'themes', 'presets'].some((key) => line.startsWith(`${key}: "${name}": `))));
}

const THEME_NOTE = '; its theme folder (getThemePath) gives the @theme/… modules pages and components import from it';

/** A theme other than Docusaurus' own, whose @theme/… components a page may import (the engine answers Docusaurus' themes itself). */
function siteTheme(name: string): boolean {
  return !/^@docusaurus\//.test(name);
}

/**
 * The themes the config names besides Docusaurus' own, in order: Docusaurus resolves `@theme/X`
 * through each one's getThemePath after the site's src/theme (site.config.json `themes`).
 */
export function siteThemes(raw: Obj | undefined): string[] {
  return (Array.isArray(raw?.themes) ? raw.themes : []).map((entry) => pluginName(entry).name).filter((name) => name && siteTheme(name));
}
