/**
 * Compiles a site's own React components (Docusaurus `src/components/…`, swizzled `src/theme/…`)
 * into one client bundle that pages render like built-in components. esbuild compiles JSX/TS,
 * CSS, CSS modules and SCSS; the Docusaurus APIs components call are answered by the shims in
 * plugins/docusaurus/components/. A module that does not compile is left out and its elements fall back
 * to a pass-through, with the reason in the manifest (and so in the import report).
 *
 * Output in .generated/site-components/: bundle.mjs ("use client"), bundle.css, index.ts (the
 * server-side registry Next imports as `docs-site-components`) and manifest.json.
 */
import fs from 'node:fs';
import { readPageText } from '../in-place/reading';
import path from 'node:path';
import { readAdmonitionIcons } from '../admonition-icons-file';
import { builtinModules, createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type BuildOptions } from 'esbuild';
import { parse as parseYaml } from 'yaml';
import { uncheckedAnchorsPlugin } from './unchecked-anchors';
import { rootsFile, type ModuleAliases } from './resolve';
import { sassImporter } from './sass-importer';
import type { ComponentImport } from '../../../lib/api/build';
import { BuildError, writeFolderWhole } from '../../../lib/api/build';
import {
  BROWSER_SIDE,
  COMPONENTS_BROWSER_FILE,
  COMPONENTS_SERVER_FILE,
  COMPONENTS_WHOLE_FILE,
  GENERATED_DIR,
  SERVER_SIDE,
  SPLIT_BUNDLE_MODULE,
  readManifest,
  writeEmptyClientModules,
  writeEmptyRegistry,
  type ClientModuleEntry,
  type ModuleEntry,
  type SiteComponentsManifest,
} from '../../../lib/api/build';
import { bundleStamp, readBundleInputs, writeBundleInputs } from './component-cache';
import { GLOBAL_DATA_FILE, GLOBAL_DATA_MODULE, type PluginGlobalData } from './global-data';
import { mergeGlobalData } from './docs-global-data';
import { siteTemplateRequirePlugin } from './dynamic-require';
import type { DocusaurusSiteConfig } from './site-config-view';
import { pageModuleCode } from './page-module';
import {
  bundleEntry,
  CLIENT_MODULES_CSS,
  clientModulesCode,
  clientModulesEntry,
  compiledThemeParts,
  drawsSidebar,
  moduleEntries,
  registryCode,
  registryNames,
  splitParts,
  splitModules,
  groupEntry,
  pageNames,
  type PageWrap,
  partFile,
  lazyPartsCode,
  type Probe,
} from './registry-code';
import { writeLivePlan } from './live-plan';
import type { ConfigParts } from './live-config';
import { docItemPlugin, ownHeads } from './doc-item';
import { frameModuleClasses } from './frame-module-classes';
import { blogPlacesPlugin } from './blog-places';
import { docsPagesPlugin } from './docs-pages';
import { mdxPagePlugin } from './mdx-page';
import { docRootPlugin } from './doc-root';
import { additionalLanguagesOf, installedCodeBlockPlugin, prismComponentsPlugin } from './code-block-place';
import { installedPlacesPlugin, placesReachingSwizzles } from './doc-item-places';
import { siteThemeAliases } from './theme-aliases';
import { shimPlugin } from './shim-plugin';
import { PORTED_PACKAGES, portedPackagesPlugin } from './ported-packages';
import { generatedModulesPlugin } from './generated-modules';
import { siteStorage } from './site-storage';
import { installedDocusaurusVersion } from './installed-version';
import { siteFactsOf } from './site-facts';
import {
  MEDIA_EXT,
  assetUrl,
  preprocess,
  remarkHeadingId,
  remarkHeadingSlugs,
  remarkAdmonitions,
  remarkUnusedDirectives,
  syntaxPlugins,
} from '../../../lib/api/mdx';
import { blankFrontmatter, contentBounds, contentPaths } from '../../../lib/api/content';
import matter from 'gray-matter';
import { svgParts } from '../../../lib/api/shared';
import type { DocusaurusFiles } from '../files';
import { aliasPlugin } from './alias';
import { siteSvgrLoader, svgrConfigOf } from './svgr';
import { processedCssPlugin, type ProcessedCss } from '../site-styles/postcss';
import { tildeImportsPlugin } from '../site-styles/tilde-imports';
import { urlAssetsPlugin } from './url-assets';
import { exportsExtensionsPlugin } from './exports-extensions';
import { moduleReplacementsPlugin, providedNamesInject, readWebpackRules, rulesDifferBySide, sideDefines, WEBPACK_RULES_FILE } from './webpack-rules';
import { moduleRulesPlugin } from './module-rules';
import { docusaurusCssModulesPlugin } from './css-modules';
import { docusaurusAssetsPlugin } from './docusaurus-assets';
import { workerFolder } from './published';
import { browserMapPlugin } from './browser-field';
import { reResolve, reResolveInstead, reResolvedBy } from './re-resolve';
import { isSiteFile, ownFile, ownFilesPlugin, siteFile, siteFoldersOf, sitePathOf, type SiteFolders } from './site-folders';
import { installedEntry } from './installed-entry';
import { WEBPACK_CONDITIONS, WEBPACK_EXTENSIONS } from './webpack-resolution';

const ROOT = process.cwd();

/**
 * The plugins' global data `@docusaurus/useGlobalData` answers from: Docusaurus' own docs plugin's,
 * built from the content index (./docs-global-data.ts), with what the site's plugins set where the
 * import ran them (GLOBAL_DATA_FILE), theirs winning for one instance.
 */
function globalDataPlugin(siteRoot: string, docs: PluginGlobalData | undefined, defaultLocale: string): Plugin {
  return {
    name: 'global-data',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${GLOBAL_DATA_MODULE}$`) }, () => ({ path: GLOBAL_DATA_MODULE, namespace: 'global-data' }));
      b.onLoad({ filter: /.*/, namespace: 'global-data' }, () => {
        const file = path.join(siteRoot, GLOBAL_DATA_FILE);
        const plugins = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PluginGlobalData) : {};
        return { contents: JSON.stringify(mergeGlobalData(docs ?? {}, plugins, defaultLocale)), loader: 'json' };
      });
    },
  };
}

/**
 * Whether the site's code (its files and packages, not the engine's shims) reads the plugins' global
 * data: only then does the bundle carry the docs plugin's, a list of every doc of every version.
 */
const GLOBAL_DATA_READ = /\b(useGlobalData|usePluginData|useAllPluginInstancesData|globalData)\b|@docusaurus\/plugin-content-docs\/client/;
const ENGINE_DIRS = ['plugins', 'components', 'lib', 'app'].map((d) => path.join(ROOT, d) + path.sep);
export function readsGlobalData(read: ReadFiles): boolean {
  return [...read].some(
    (f) =>
      /\.(m?[jt]sx?|cjs|mdx?)$/.test(f) && !ENGINE_DIRS.some((d) => f.startsWith(d)) && fs.existsSync(f) && GLOBAL_DATA_READ.test(fs.readFileSync(f, 'utf8')),
  );
}

/**
 * `url(/img/x.png)` in a site's CSS names a static file, which Docusaurus serves under baseUrl:
 * it stays a URL (with the base), not a file to bundle. Docusaurus resolves it from its static
 * folders (webpack resolve.roots, core/lib/webpack/base.js), in the site's CSS and its components' alike.
 * A relative `url(../../static/icons/x.svg)` into the site's static folder (written from the entry
 * stylesheet, as sass-loader leaves a partial's URLs) is that static file too: the import keeps
 * static/ under the baseUrl's folders (static/docs/icons/x.svg), so it is given by its URL.
 */
export function staticUrlsPlugin(baseUrl: string, folders: SiteFolders, listed: readonly string[] = []): Plugin {
  const contentDir = folders.content;
  const base = baseUrl.replace(/\/$/, '');
  const staticDir = path.join(contentDir, 'static');
  const published = publishedStatic(contentDir, baseUrl, listed);
  return {
    name: 'static-urls',
    setup(b) {
      b.onResolve({ filter: /^\/[^/]/ }, (args) => (args.kind === 'url-token' ? { path: `${base}${args.path}`, external: true } : undefined));
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind !== 'url-token') return undefined;
        const [file, suffix = ''] = /^([^?#]*)(.*)$/.exec(args.path)!.slice(1);
        const rest = path.relative(staticDir, path.resolve(args.resolveDir, file));
        if (rest.startsWith('..') || path.isAbsolute(rest) || fs.existsSync(path.join(staticDir, rest))) return undefined;
        return published.some((dir) => fs.existsSync(path.join(dir, rest)))
          ? { path: `${base}/${rest.split(path.sep).join('/')}${suffix}`, external: true }
          : undefined;
      });
      // Docusaurus' @site alias: a static file by its URL, anything else from the site's folders (./site-folders.ts).
      b.onResolve({ filter: /^@site\// }, (args) => {
        const rest = args.path.slice('@site/'.length);
        if (rest.startsWith('static/') && args.kind === 'url-token') return { path: `${base}/${rest.slice('static/'.length)}`, external: true };
        return { path: siteFile(folders, rest) };
      });
    },
  };
}

/**
 * The folders whose files are published under the baseUrl, as webpack's resolve.roots' static
 * folder: the imported folder's static/ under the baseUrl's folders, then the folders read where
 * they lie (site.config.json content.staticFolders, relative to the content folder).
 */
function publishedStatic(contentDir: string, baseUrl: string, listed: readonly string[]): string[] {
  return [path.join(contentDir, 'static', ...baseUrl.split('/').filter(Boolean)), ...listed.map((f) => path.resolve(contentDir, f))];
}

/**
 * A server-relative request in a component (`require('/static/img/x.png').default`, `import x from
 * '/img/x.png'`, `import { x } from '/src/lib/x'`): the file webpack's resolve.roots find in Docusaurus
 * (./resolve.ts rootsFile: the static folder, then the site folder), not a path from the file system's
 * root. The import keeps static/ under the baseUrl's folders, so the site's `static/x` is
 * `static/<base>/x` here; a file there is its URL (an SVG still SVGR's component), as
 * `@site/static/…` is. (CSS `url(/x)` stays a URL: staticUrlsPlugin.)
 */
export function siteRootsPlugin(contentDir: string, baseUrl: string, listed: readonly string[] = []): Plugin {
  const published = publishedStatic(contentDir, baseUrl, listed);
  return {
    name: 'site-roots',
    setup(b) {
      b.onResolve({ filter: /^(\/[^/]|@site\/static\/)/ }, async (args) => {
        // CSS `url(@site/static/x)`: the file in the static folder that has it (read in place, the
        // site's own: the content folder holds no copy), loaded as the stylesheet's other files are.
        if (args.kind === 'url-token') return args.path.startsWith('@site/static/') ? staticFile(args.path.slice('@site/static'.length), published) : undefined;
        if (reResolvedBy(args, 'site-roots')) return undefined;
        // (`@site/static/x` is the site's static/x only; `/x` tries static/x, then the site's x, which for static/… is here under <base>.)
        const alias = args.path.startsWith('@site/');
        const request = alias ? args.path.slice('@site'.length) : args.path;
        const file =
          (!alias && rootsFile(request, published)) ||
          (request.startsWith('/static/') && rootsFile(request.slice('/static'.length), published)) ||
          (!alias && rootsFile(request, [contentDir])) ||
          undefined;
        if (!file) return undefined;
        const root = published.find((dir) => file.startsWith(dir + path.sep));
        if (root && !/\.svg$/i.test(file) && ASSET_FILTER.test(file))
          return { path: `${baseUrl.replace(/\/$/, '')}/${path.relative(root, file).split(path.sep).join('/')}`, namespace: 'static-root-url' };
        // (In place of the import: the SVG component plugin takes only requests of files.)
        const found = await reResolveInstead(b, 'site-roots', file, args);
        return found.errors.length ? { errors: found.errors } : found;
      });
      b.onLoad({ filter: /.*/, namespace: 'static-root-url' }, (args) => ({ contents: `export default ${JSON.stringify(args.path)};`, loader: 'js' }));
    },
  };
}

/** A static folder's file for a request of it (`/img/x.png?v=1`), its query and hash kept for the loader. */
function staticFile(request: string, published: readonly string[]): { path: string; suffix: string } | undefined {
  const file = rootsFile(request, published);
  return file ? { path: file, suffix: /[?#].*$/.exec(request)?.[0] ?? '' } : undefined;
}

/**
 * Where a production build's Sass output began with a byte order mark: a legal comment, which esbuild
 * keeps in place, turned back into the mark once the sheet is compiled (./../site-styles/compile.ts).
 */
export const BOM_MARKER = '/*!pagewright:bom*/';

/**
 * SCSS through sass (modules keep their local class names); YAML data as JSON. `production`: Sass
 * writes compressed CSS, as sass-loader has it write in webpack's production mode, and so begins
 * CSS that holds other than ASCII with a byte order mark (not `@charset`), which webpack's sheet
 * then holds where the module begins: kept, as BOM_MARKER.
 */
export function stylesAndDataPlugin(at: { folders: SiteFolders; aliases?: ModuleAliases }, read?: ReadFiles, production = false): Plugin {
  return {
    name: 'scss-yaml',
    setup(b) {
      b.onLoad({ filter: /\.scss$/ }, async (args) => {
        const sass = await import('sass');
        const style = production ? ('compressed' as const) : undefined;
        const { css, loadedUrls } = sass.compile(args.path, {
          loadPaths: [path.dirname(args.path)],
          importers: [sassImporter(args.path, at.folders, at.aliases)],
          style,
        });
        for (const url of loadedUrls) if (url.protocol === 'file:') read?.add(fileURLToPath(url));
        const contents = css.startsWith('\uFEFF') ? withBomMarker(css.slice(1)) : css;
        return { contents, loader: /\.module\.scss$/.test(args.path) ? 'local-css' : 'css' };
      });
      b.onLoad({ filter: /\.ya?ml$/ }, (args) => ({ contents: JSON.stringify(parseYaml(fs.readFileSync(args.path, 'utf8'))), loader: 'json' }));
    },
  };
}

/** The marker where the module's own rules begin: after its leading @charset and @import rules, which the bundle takes out. */
function withBomMarker(css: string): string {
  const lead = /^(?:@(?:charset|import)\b[^;]*;)*/.exec(css)?.[0].length ?? 0;
  return css.slice(0, lead) + BOM_MARKER + css.slice(lead);
}

/**
 * React 19 dropped `defaultProps` on function components (class components keep them), which React
 * 18 and before applied: a site on React 18 (every Docusaurus 2 site) renders packages written for
 * it (react-live 2's LivePreview gives its `Component` as a default prop, and drew nothing but an
 * "element type is invalid" error). Its React and JSX runtime then apply them as React 18 did.
 */
const LEGACY_DEFAULT_PROPS = [
  'const withDefaults = (type, props) => {',
  "  const defaults = typeof type === 'function' && !(type.prototype && type.prototype.isReactComponent) ? type.defaultProps : undefined;",
  '  if (!defaults) return props;',
  '  const out = { ...props };',
  '  for (const key in defaults) if (out[key] === undefined) out[key] = defaults[key];',
  '  return out;',
  '};',
].join('\n');

/** The shared module's code for `spec` (react, its JSX runtimes, react-dom, next): the engine's, with defaultProps applied for a site on React 18. */
function sharedReactModule(spec: string, legacyDefaultProps: boolean): string {
  const shared = `import * as m from ${JSON.stringify(spec)};\nexport * from ${JSON.stringify(spec)};\n`;
  if (legacyDefaultProps && spec === 'react')
    return `${shared}${LEGACY_DEFAULT_PROPS}\nconst R = m.default ?? m;\nexport const createElement = (type, props, ...children) => R.createElement(type, withDefaults(type, props), ...children);\nexport default { ...R, createElement };\n`;
  if (legacyDefaultProps && /^react\/jsx-(dev-)?runtime$/.test(spec)) {
    const names = spec.endsWith('dev-runtime') ? ['jsxDEV'] : ['jsx', 'jsxs'];
    const wrapped = names.map((n) => `export const ${n} = (type, props, ...rest) => m.${n}(type, withDefaults(type, props), ...rest);`).join('\n');
    return `${shared}${LEGACY_DEFAULT_PROPS}\n${wrapped}\nexport default m.default ?? m;\n`;
  }
  return `${shared}export default m.default ?? m;\n`;
}

/** Whether the site's installed React is before 19 (its function components' defaultProps apply). */
function reactBefore19(siteRoot: string): boolean {
  const manifest = installedEntry('react/package.json', siteRoot);
  const version = manifest ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version?: string }).version : undefined;
  return version !== undefined && Number.parseInt(version, 10) < 19;
}

/**
 * React and Next come from the engine's own install, so there is one copy of each. A CommonJS
 * package `require`s them, which an ESM bundle cannot do with an external module: every import of
 * them goes through a small bundled module that re-exports the external one.
 */
function sharedReactPlugin(legacyDefaultProps = false): Plugin {
  const SHARED = /^(react|react-dom|next)(\/.*)?$/;
  return {
    name: 'shared-react',
    setup(b) {
      b.onResolve({ filter: SERVER_RENDERER }, (args) =>
        args.namespace === SERVER_RENDERER_NS ? undefined : { path: args.path, namespace: SERVER_RENDERER_NS },
      );
      b.onLoad({ filter: /.*/, namespace: SERVER_RENDERER_NS }, (args) => ({ contents: serverRendererModule(args.path), loader: 'js', resolveDir: ROOT }));
      b.onResolve({ filter: SHARED }, (args) =>
        args.namespace === 'shared-react' ? { path: args.path, external: true } : { path: args.path, namespace: 'shared-react' },
      );
      b.onLoad({ filter: /.*/, namespace: 'shared-react' }, (args) => ({ contents: sharedReactModule(args.path, legacyDefaultProps), loader: 'js' }));
    },
  };
}

const SERVER_RENDERER = /^react-dom\/server(\.node|\.browser)?$/;
const SERVER_RENDERER_NS = 'react-dom-server';

/**
 * react-dom/server with its synchronous renderers (renderToString, renderToStaticMarkup) bundled,
 * their React the shared one: a component that renders a tree of its own as the page renders
 * (styled-components' ServerStyleSheet, a theme's server styles) renders it on the React the page
 * renders with. The installed renderer runs on the installed React, and in Next's render that is
 * not Next's: the tree's hooks then read the contexts of Next's render, not its own (a
 * ThemeProvider's value goes unseen), and Next's own renderer refuses these two. Its other
 * exports are the installed module's, as before.
 */
function serverRendererModule(request: string): string {
  const legacy = path.join(
    path.dirname(createRequire(path.resolve(ROOT, 'package.json')).resolve('react-dom/package.json')),
    'cjs/react-dom-server-legacy.browser.production.js',
  );
  return [
    `import * as installed from ${JSON.stringify(request)};`,
    `import { renderToString, renderToStaticMarkup } from ${JSON.stringify(legacy)};`,
    `export * from ${JSON.stringify(request)};`,
    'export { renderToString, renderToStaticMarkup };',
    'export default { ...(installed.default ?? installed), renderToString, renderToStaticMarkup };',
  ].join('\n');
}

/** A path a loader-prefixed or file import names: `@site/…` from the site folder, anything else from the importer's folder (./site-folders.ts: the site's own file where the import copied none). */
function sitePath(spec: string, resolveDir: string, folders: SiteFolders): string {
  return spec.startsWith('@site/') ? siteFile(folders, spec.slice('@site/'.length)) : ownFile(folders, path.resolve(resolveDir, spec));
}

/**
 * What webpack's loaders give a Docusaurus component: `raw-loader!./x.txt` (or `!!raw-loader!…`) the
 * file's text, as the default export (webpack tries its resolve extensions on a path without one);
 * and a video or audio file (`import clip from './a.mp4'`, which Docusaurus' file loader emits) its
 * URL, the file being published from the content's assets as an image is (lib/mdx/remark-file-links.ts).
 */
export function webpackLoadersPlugin(folders: SiteFolders, read?: ReadFiles, mount = ''): Plugin {
  // (A file read in place is published from its folder's place in the content: lib/source/inside-content.ts contentPathOf.
  // Read when a page first imports such a file: the site's config is large, and most bundles import none.)
  let bounds: ReturnType<typeof contentBounds> | undefined;
  const boundsOf = () => (bounds ??= contentBounds(contentPaths(folders.content, { contentDir: folders.content })));
  return {
    name: 'webpack-loaders',
    setup(b) {
      b.onResolve({ filter: /^!{0,2}raw-loader!/ }, (args) => {
        const written = sitePath(args.path.replace(/^!{0,2}raw-loader!/, ''), args.resolveDir, folders);
        const found = ['', '.js', '.jsx', '.ts', '.tsx', '.json'].map((e) => written + e).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
        return found ? { path: found, namespace: 'raw-text' } : { errors: [{ text: `"${args.path}": ${sitePathOf(folders, written)} does not exist` }] };
      });
      // (An ES module, as raw-loader's default esModule option makes it: `require(…).default` is the text too.)
      b.onLoad({ filter: /.*/, namespace: 'raw-text' }, (args) => ({
        contents: `export default ${JSON.stringify(fs.readFileSync(args.path, 'utf8'))};`,
        loader: 'js',
      }));
      b.onResolve({ filter: MEDIA_EXT }, (args) => {
        if (!/^(\.|@site\/)/.test(args.path)) return undefined;
        const file = sitePath(args.path, args.resolveDir, folders);
        read?.add(file);
        const url = fs.existsSync(file) ? assetUrl(file, boundsOf(), mount) : undefined;
        return url ? { path: url, namespace: 'asset-url' } : { errors: [{ text: `"${args.path}" is not a file of the site folder` }] };
      });
      b.onLoad({ filter: /.*/, namespace: 'asset-url' }, (args) => ({ contents: `export default ${JSON.stringify(args.path)};`, loader: 'js' }));
    },
  };
}

/** Modules whose SVGs Docusaurus gives through SVGR (its svg rule's issuer: docusaurus-utils' webpackUtils.ts). */
const SVGR_ISSUER = /\.(m?[jt]sx?|mdx?)$/i;

/**
 * An SVG a component imports (`import Icon from './icon.svg'`, then `<Icon />`) is a React component,
 * as Docusaurus' SVGR loader makes it for JavaScript and MDX issuers: the site's own SVGR with its
 * Docusaurus' options where the site has them installed (./svgr.ts), else the file's `<svg>` with its
 * attributes, the caller's props on top, and its content. (SVGs of the content are checked for script
 * before anything builds; the site's stylesheets still take an SVG as a data URL.)
 */
export function svgComponentPlugin(siteRoot?: string, site?: Record<string, unknown>): Plugin {
  return {
    name: 'svgr',
    setup(b) {
      b.onResolve({ filter: /\.svg$/i }, async (args) => {
        if (!SVGR_ISSUER.test(args.importer) || args.namespace !== 'file' || reResolvedBy(args, 'svgr')) return undefined;
        const found = await reResolve(b, 'svgr', args.path, args);
        return found.errors.length ? { errors: found.errors } : { path: found.path, namespace: 'svgr' };
      });
      b.onLoad({ filter: /.*/, namespace: 'svgr' }, async (args) => {
        const text = fs.readFileSync(args.path, 'utf8');
        // (One loader per site and config in the process: ./svgr.ts.)
        const compile = siteRoot ? siteSvgrLoader(siteRoot, site && svgrConfigOf(site)) : undefined;
        // (The site's SVGR gives JSX: ./svgr.ts.)
        return compile
          ? { contents: await compile(text, args.path), loader: 'jsx', resolveDir: path.dirname(args.path) }
          : { contents: svgModule(text), loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/** An SVG as a component of its `<svg>`'s attributes and inner markup, where the site has no SVGR of its own. */
function svgModule(text: string): string {
  const { props, inner } = svgParts(text);
  return [
    "import { createElement, forwardRef } from 'react';",
    `const attributes = ${JSON.stringify(props)};`,
    `const content = { __html: ${JSON.stringify(inner)} };`,
    'const Svg = forwardRef(function Svg({ title, ...props }, ref) { return createElement("svg", { ...attributes, ...props, ref, dangerouslySetInnerHTML: content }); });',
    'export default Svg;',
    'export { Svg as ReactComponent };',
  ].join('\n');
}

/** The module MDX compiled here takes its components from (`useMDXComponents`), as mdx-loader's `@mdx-js/react`. */
const MDX_PROVIDER = 'docs-engine:mdx-components';

/** Each file's last compile, with the text it was made from (one per file, so a long-running preview does not keep old texts). */
const compiledMdx = new Map<string, { source: string; result: { contents: string; loader: 'js'; resolveDir: string } }>();

/**
 * A Markdown or MDX file a component imports (`import Partners from '@site/src/pages/partners/list.mdx'`,
 * then `<Partners />`): Docusaurus' mdx-loader compiles it to a module whose default export renders
 * its content and whose `frontMatter` is its front matter (@docusaurus/mdx-loader, loader.ts), and
 * webpack bundles it with the component. Here it is compiled with MDX (GFM, as Docusaurus' default
 * remark plugins include it, and heading ids as its headings plugin gives them; .md as CommonMark, as
 * Docusaurus 3's `format: 'detect'` reads it), its own imports resolved from its folder. A page's own module (./page-module.ts) is not this: MDX
 * pages are the engine's to render; but a partial a page's module imports is.
 */
export function mdxContentPlugin(siteRoot: string): Plugin {
  return {
    name: 'mdx-content',
    setup(b) {
      b.onResolve({ filter: /\.mdx?$/ }, async (args) => {
        // (From a page's module too, which imports a partial it reads as a value: ./page-module.ts.)
        if (!/\.(m?[jt]sx?|cjs|mdx?)$/.test(args.importer) || reResolvedBy(args, 'mdx-content')) return undefined;
        const found = await reResolve(b, 'mdx-content', args.path, args);
        return found.errors.length || found.external ? undefined : { path: found.path, namespace: 'mdx-content' };
      });
      b.onResolve({ filter: new RegExp(`^${MDX_PROVIDER}$`) }, () => ({ path: MDX_PROVIDER, namespace: 'mdx-provider' }));
      b.onLoad({ filter: /.*/, namespace: 'mdx-provider' }, () => ({
        contents: [
          `import MDXComponents from '@theme/MDXComponents';`,
          `export function useMDXComponents(components) {`,
          `  return typeof components === 'function' ? components(MDXComponents) : { ...MDXComponents, ...components };`,
          `}`,
        ].join('\n'),
        loader: 'js',
        resolveDir: ROOT,
      }));
      b.onLoad({ filter: /.*/, namespace: 'mdx-content' }, async (args) => {
        const source = readPageText(siteRoot, args.path);
        // (Each module's probe compiles what it imports again: a file's compile is kept while its text is the same.)
        const known = compiledMdx.get(args.path);
        if (known?.source === source) return known.result;
        const format = args.path.endsWith('.md') ? 'md' : 'mdx';
        const { compile } = await import('@mdx-js/mdx');
        try {
          const code = await compile(
            { value: preprocess(blankFrontmatter(source), format), path: args.path },
            {
              format,
              jsxImportSource: 'react',
              outputFormat: 'program',
              development: false,
              // (Admonitions as Docusaurus' mdx-loader reads them; headings get its ids: an explicit {#id},
              // else github-slugger's, one slugger per file; other directives are the author's text again.)
              remarkPlugins: [...syntaxPlugins, remarkAdmonitions, remarkHeadingId, remarkHeadingSlugs, remarkUnusedDirectives],
              // Its elements render with `@theme/MDXComponents` (the site's swizzle, else the engine's), as
              // Docusaurus' MDXContent provides that map to every MDX module (mdx-loader's providerImportSource).
              providerImportSource: MDX_PROVIDER,
            },
          );
          const { data } = matter(source, {});
          const result = {
            contents: `${String(code)}\nexport const frontMatter = ${JSON.stringify(data ?? {})};\n`,
            loader: 'js' as const,
            resolveDir: path.dirname(args.path),
          };
          compiledMdx.set(args.path, { source, result });
          return result;
        } catch (err) {
          const e = err as { message: string; line?: number; reason?: string };
          return { errors: [{ text: e.reason ?? e.message, location: { file: args.path, line: e.line ?? 1 } }] };
        }
      });
    },
  };
}

/** An MDX page or partial imported as a module: its own import and export statements (./page-module.ts), resolved from its folder. */
function pageModulePlugin(siteRoot: string): Plugin {
  return {
    name: 'page-modules',
    setup(b) {
      b.onLoad({ filter: /\.mdx?$/ }, (args) => ({
        // (A page of the docs read where they lie, as the page pass reads it: ../in-place/reading.ts.)
        contents: pageModuleCode(readPageText(siteRoot, args.path)),
        loader: 'jsx',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}

/** Files webpack's asset loaders take in Docusaurus, which the bundle carries as data URLs. */
const ASSET_EXTENSIONS = ['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.woff', '.woff2', '.ttf', '.otf', '.eot'];
const ASSET_FILTER = new RegExp(`(${ASSET_EXTENSIONS.map((e) => e.replace('.', '\\.')).join('|')})$`, 'i');

/**
 * `require('@site/static/img/x.png').default`, Docusaurus' idiom for an image in a component: webpack
 * gives the asset as an ES module whose default export is its URL, where esbuild's require of a
 * data-URL file is the string itself (so `.default` was undefined and the image had no src). A
 * required asset is a module with that default: a static file's URL under baseUrl (where Docusaurus
 * serves the same bytes), else the file's data URL, as an `import` of it gives. (Not an SVG a
 * component requires: Docusaurus gives it through SVGR, svgComponentPlugin.)
 */
export function requiredAssetsPlugin(siteRoot: string, baseUrl: string, listed: readonly string[] = []): Plugin {
  const staticDir = path.join(siteRoot, 'static') + path.sep;
  // (A folder read in place is published under the baseUrl: its file's URL is the baseUrl and its path there.)
  const inPlace = (file: string) => listed.map((f) => path.resolve(siteRoot, f)).find((dir) => file.startsWith(dir + path.sep));
  return {
    name: 'required-assets',
    setup(b) {
      b.onResolve({ filter: ASSET_FILTER }, async (args) => {
        if (args.kind !== 'require-call' || args.namespace === 'required-asset') return undefined;
        // An SVG a component requires is its SVGR component (`require('…/x.svg').default`, then `<Svg />`), as for an import.
        if (/\.svg$/i.test(args.path) && SVGR_ISSUER.test(args.importer)) return undefined;
        const found = await reResolve(b, 'required-assets', args.path, args, { kind: 'import-statement' });
        if (found.errors.length || found.external || !path.isAbsolute(found.path)) return undefined;
        return { path: found.path, namespace: 'required-asset' };
      });
      b.onLoad({ filter: /.*/, namespace: 'required-asset' }, (args) => ({
        contents:
          args.path.startsWith(staticDir) || inPlace(args.path)
            ? `export default ${JSON.stringify(
                `${baseUrl.replace(/\/$/, '')}/${path
                  .relative(inPlace(args.path) ?? staticDir, args.path)
                  .split(path.sep)
                  .join('/')}`,
              )};`
            : `export { default } from ${JSON.stringify(args.path)};`,
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}

/** What the site's config adds to the components' bundle: its module aliases (`resolveAlias`, ./alias.ts), its stylesheets after its PostCSS plugins. */
export interface BundleInputs {
  aliases?: ModuleAliases;
  css?: ProcessedCss;
  /** The docs plugin's global data, by locale (./docs-global-data.ts): the bundle carries it when the site's code reads global data. */
  docsGlobalData?: PluginGlobalData;
  /** The pages folder's URLs, which `@generated/routes` lists (./generated-modules.ts siteRoutes). */
  pageUrls?: string[];
  /** The site's mount (lib/shared/site-paths.ts siteMount): a file a component imports is served under it. */
  mount?: string;
  /** The static folders read where they lie (site.config.json content.staticFolders), published under the baseUrl. */
  staticFolders?: string[];
  /** Where the files a compile emits go (the generated folder unless given). */
  outDir?: string;
  /** The parts of the site's config the bundle is made from, for the live preview (./live-config.ts). */
  config?: ConfigParts;
  /** A build for the server render, as Docusaurus' server bundle: packages' browser fields not read (SERVER_BUILD). */
  server?: boolean;
  /** Gets each module a package's browser field replaced in the browser's build (./browser-field.ts). */
  browserSwaps?: Set<string>;
}

/** Files a compile reads besides its modules (a Sass partial, a file named by URL), for the bundle's stamp. */
export type ReadFiles = Set<string>;

/** The files a build's metafile lists (`namespace:/abs/path` for a plugin's namespace), as absolute paths. */
export function addMetafileInputs(read: ReadFiles | undefined, metafile: { inputs: Record<string, unknown> } | undefined): void {
  for (const file of inputFiles(Object.keys(metafile?.inputs ?? {}))) read?.add(file);
}

/** Metafile input keys (`namespace:/abs/path` for a plugin's namespace) as absolute paths of files. */
function inputFiles(keys: string[]): string[] {
  return keys.flatMap((key) => {
    // (esbuild's own inputs, `<stdin>` and `<define:…>`, are no files: as such they would put the
    // project's folder among the watched ones, and its first out/ would make the next build compile again.)
    if (key.startsWith('<')) return [];
    const file = key.replace(/^[\w-]+:(?=\/)/, '');
    if (path.isAbsolute(file)) return [file];
    return /^[\w-]+:/.test(file) ? [] : [path.resolve(ROOT, file)];
  });
}

/** The engine's ports of the packages it answers in part, by specifier (absolute files). */
const portFiles = (modules: DocusaurusFiles) =>
  Object.fromEntries(PORTED_PACKAGES.flatMap((spec) => (modules.docusaurus[spec] ? [[spec, path.join(ROOT, modules.docusaurus[spec])]] : [])));

export function bundleOptions(
  siteRoot: string,
  site: DocusaurusSiteConfig,
  modules: DocusaurusFiles,
  inputs: BundleInputs = {},
  read?: ReadFiles,
): BuildOptions {
  // What the site's plugins add to webpack for this side (./webpack-rules.ts).
  const rules = readWebpackRules(siteRoot);
  const folders = siteFoldersOf(siteRoot);
  const side = inputs.server ? 'server' : 'client';
  // Where what the site's loaders emit is published (./published.ts), and the public path they name.
  const output = { outDir: inputs.outDir ?? path.join(ROOT, GENERATED_DIR), baseUrl: site.baseUrl ?? '/' };
  // The doc item's places the installed theme's modules take (./doc-item-places.ts), for the resolver of each and the shims.
  const aliases = siteThemeAliases(siteRoot);
  const places = placesReachingSwizzles(siteRoot, aliases);
  return {
    bundle: true,
    format: 'esm',
    // esbuild names files relative to this folder (its messages, its metafile): the engine's root, not
    // the folder the process started in, which esbuild would otherwise keep from its first use.
    absWorkingDir: ROOT,
    // One bundle serves Next's server render and the browser: packages' "browser" builds may touch
    // the DOM as they load (decode-named-character-reference), so their default builds are taken.
    platform: 'neutral',
    mainFields: ['module', 'main'],
    // webpack's order for a request without an extension, and webpack 5's conditions for a package's exports
    // (but `browser`, as the default builds are taken; `import`, `require` and `default` esbuild adds itself).
    resolveExtensions: [...WEBPACK_EXTENSIONS],
    conditions: [...WEBPACK_CONDITIONS],
    target: 'es2022',
    jsx: 'automatic',
    logLevel: 'silent',
    // Packages a component imports: the site's node_modules first, then the engine's (wherever its install put them).
    nodePaths: [
      path.join(siteRoot, 'node_modules'),
      ...(createRequire(path.resolve(ROOT, 'package.json')).resolve.paths('react') ?? []).filter((p) => path.basename(p) === 'node_modules'),
    ],
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    // Images and fonts the components and their CSS name (slick-carousel's .eot, say) travel inside the bundle.
    loader: { '.js': 'jsx', ...Object.fromEntries(ASSET_EXTENSIONS.map((e) => [e, 'dataurl' as const])) },
    define: {
      // (The site's plugins' DefinePlugin expressions first: the engine's own win.)
      ...sideDefines(rules, side),
      __DOCS_SITE__: JSON.stringify(site),
      // Where the reader's choices are kept (../components/storage-slot.ts), as `@generated/site-storage` says.
      __DOCS_SITE_STORAGE__: JSON.stringify(siteStorage(site)),
      // The admonitions' icons the import rendered from the site's theme (../components/bundled-admonition-icons.ts).
      __DOCS_ADMONITION_ICONS__: JSON.stringify(readAdmonitionIcons(siteRoot)),
      // Next's basePath (components/behaviour/site-pathname.ts): the pathname the site's code sees is the whole path.
      __DOCS_MOUNT__: JSON.stringify(inputs.mount ?? ''),
      // The installed @docusaurus/core's version (../components/installed-version.ts): a doc's metadata takes its shape.
      __DOCS_DOCUSAURUS_VERSION__: JSON.stringify(installedDocusaurusVersion(siteRoot) ?? null),
      // (Production, as Docusaurus' build compiles them: the live preview shows what the build exports.)
      'process.env.NODE_ENV': JSON.stringify('production'),
      // A UMD package (react-easy-swipe's `define(["exports", "./react-swipe"], factory)`) is bundled
      // through its CommonJS branch; its AMD branch is left out, or Next's bundler, reading the bundle,
      // would resolve the AMD dependencies from the generated folder, where they are not (webpack
      // resolves them beside the package, so the site builds with Docusaurus).
      define: 'undefined',
    },
    // (The names their ProvidePlugin gives a module's value: `Buffer`, `process`.)
    inject: providedNamesInject(siteRoot, rules, side),
    plugins: [
      // (First: an aliased specifier is the file it names before any other rule reads it; a relative
      // one the import copied no file for, the site's own.)
      aliasPlugin(siteRoot, inputs.aliases),
      ownFilesPlugin(folders),
      // (Before any other loader: a file type a plugin's module rule takes is its loaders'.)
      moduleRulesPlugin(rules.moduleRules, side, folders, output, read),
      siteRootsPlugin(siteRoot, site.baseUrl ?? '/', inputs.staticFolders),
      // (Before the processed stylesheets' plugin: a CSS module's classes are named as docusaurus build names them.)
      docusaurusCssModulesPlugin(folders.own ?? folders.content, inputs.css),
      processedCssPlugin(inputs.css),
      tildeImportsPlugin(),
      uncheckedAnchorsPlugin(),
      sharedReactPlugin(reactBefore19(siteRoot)),
      requiredAssetsPlugin(siteRoot, site.baseUrl ?? '/', inputs.staticFolders),
      // (After it: a required file's module is the one its rule gives.)
      docusaurusAssetsPlugin(folders, side, output, read),
      ...(inputs.server ? [] : [browserMapPlugin(inputs.browserSwaps)]),
      svgComponentPlugin(siteRoot, site),
      webpackLoadersPlugin(folders, read, inputs.mount),
      // (Before the shims, which resolve `@site/` imports.)
      mdxContentPlugin(siteRoot),
      // (Before the shims: a package the engine ports in part is the port and the installed package's rest.)
      portedPackagesPlugin(siteRoot, portFiles(modules)),
      // (Before the shims: a doc item's place whose installed module reaches a swizzle is that module.)
      installedPlacesPlugin(places, aliases),
      installedCodeBlockPlugin(siteRoot, aliases, Boolean(site.themeConfig?.liveCodeBlock)),
      prismComponentsPlugin(additionalLanguagesOf(site)),
      shimPlugin(site, folders, modules, places),
      docItemPlugin(site),
      blogPlacesPlugin(site),
      docsPagesPlugin(site),
      mdxPagePlugin(site),
      docRootPlugin(siteRoot, aliases, site),
      generatedModulesPlugin({ site, siteRoot, docs: inputs.docsGlobalData, pages: inputs.pageUrls }),
      globalDataPlugin(siteRoot, inputs.docsGlobalData, site.i18n?.defaultLocale),
      staticUrlsPlugin(site.baseUrl ?? '/', folders, inputs.staticFolders),
      stylesAndDataPlugin({ folders, aliases: inputs.aliases }, read),
      pageModulePlugin(siteRoot),
      siteTemplateRequirePlugin(folders, site.baseUrl ?? '/'),
      // (Last: a module another plugin loads keeps its own loader.)
      urlAssetsPlugin(
        inputs.outDir ?? path.join(ROOT, GENERATED_DIR),
        site.baseUrl ?? '/',
        (entry, format) => bundleWorker(entry, format, siteRoot, site, modules, inputs, read),
        read,
      ),
      // (After every other resolver: a request none of them answered, as webpack's resolver would.)
      moduleReplacementsPlugin(siteRoot, rules, side),
      // (A package subpath whose exports target names no extension, as webpack finds it.)
      exportsExtensionsPlugin(),
    ],
  };
}

/**
 * A worker's entry as webpack 5 bundles it for `new Worker(new URL(…, import.meta.url))`: the module
 * and all it imports, resolved for a web worker (packages' "browser" builds first, as webpack's
 * webworker target reads them), in one file with no chunk of its own to load. What it loads at run
 * time by a name it computes (`import(url)`) is the browser's, as webpack leaves an import it is
 * told to ignore: the files such a name comes from are those it loads by URL, published beside it.
 */
async function bundleWorker(
  entry: string,
  format: 'esm' | 'iife',
  siteRoot: string,
  site: DocusaurusSiteConfig,
  modules: DocusaurusFiles,
  inputs: BundleInputs,
  read?: ReadFiles,
): Promise<string> {
  const options = bundleOptions(siteRoot, site, modules, inputs, read);
  const result = await build({
    ...options,
    entryPoints: [entry],
    metafile: true,
    format,
    platform: 'browser',
    mainFields: ['browser', 'module', 'main'],
    // (A classic worker's script has no import.meta: its own URL is the worker's location, as webpack gives it.)
    define: format === 'iife' ? { ...options.define, 'import.meta.url': 'self.location.href' } : options.define,
    write: false,
    outdir: path.join(ROOT, GENERATED_DIR, 'workers'),
    minifyWhitespace: true,
    minifySyntax: true,
  });
  addMetafileInputs(read, result.metafile);
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'));
  if (!js) throw new Error(`${entry}: the worker's bundle has no script`);
  const outDir = inputs.outDir ?? path.join(ROOT, GENERATED_DIR);
  return withWorkerAssets(js.text, Object.keys(result.metafile.inputs), path.join(outDir, 'assets'), workerFolder(outDir, site.baseUrl ?? '/'));
}

/**
 * The files a worker's bundle loads by URL at run time, beside it in `folder` (where the worker is
 * published), as webpack emits every `new URL('file', import.meta.url)` a module makes, a package's
 * too (onnxruntime's .wasm beside its script): the site's own, which the url-assets plugin emitted
 * in `assets`, are copied from there; a package's under its name, from the folder of the module
 * that names it. One found nowhere refuses the worker.
 */
function withWorkerAssets(text: string, inputs: string[], assets: string, folder: string): string {
  const base = /new URL\(\s*(["'`])([^"'`]+)\1\s*,\s*(import\.meta\.url|self\.location\.href)/g;
  return text.replace(base, (whole, q: string, name: string, of: string) => {
    // (An absolute URL, https: or data:, is the browser's to load, as webpack leaves it; so is a server-relative one.)
    if (/^[a-z][a-z\d+.-]*:/i.test(name) || name.startsWith('/')) return whole;
    const from = name.startsWith('./assets/')
      ? path.join(assets, name.slice('./assets/'.length))
      : inputs.map((i) => path.resolve(ROOT, path.dirname(i), name)).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    if (!from || !fs.existsSync(from))
      throw new Error(`its bundle loads ${name} by URL at run time, which no module of the worker has beside it, so the engine cannot publish it`);
    fs.mkdirSync(folder, { recursive: true });
    fs.copyFileSync(from, path.join(folder, path.basename(name)));
    return `new URL(${q}./${path.basename(name)}${q}, ${of}`;
  });
}

/**
 * The stamp of this bundle and what it was made of, for the next run: the files it read, and the
 * site's folders it read them from (a file added there can change what resolves). The lock files
 * stand for the packages (an install changes them); the global data and shadowed site files, for
 * files whose presence changes a resolution.
 */
function recordInputs(outDir: string, options: unknown, read: ReadFiles, siteRoot: string): void {
  for (const root of [siteRoot, ROOT]) read.add(path.join(root, 'node_modules', '.package-lock.json'));
  read.add(path.join(siteRoot, GLOBAL_DATA_FILE));
  read.add(path.join(siteRoot, WEBPACK_RULES_FILE));
  // (Not what this bundle wrote, nor the folder it replaces.)
  const written = [outDir, path.join(ROOT, GENERATED_DIR)].map((d) => d + path.sep);
  const files = [...read].filter((f) => !written.some((d) => f.startsWith(d))).sort();
  const dirs = [
    ...new Set([path.join(siteRoot, '.docusaurus-root'), ...files.filter((f) => !f.split(path.sep).includes('node_modules')).map((f) => path.dirname(f))]),
  ].sort();
  writeBundleInputs(outDir, { stamp: bundleStamp(ROOT, options, files, dirs), files, dirs });
}

/** What the bundle holds besides the components pages name: stylesheets, the site's theme parts by name, client modules (absolute paths, in order). */
export interface BundleParts {
  stylesheets?: string[];
  parts?: Record<string, string>;
  clientModules?: string[];
  /** The React pages' own modules (their default export is a route's component): loaded apart, as their parts are. */
  routes?: string[];
}

/** The modules that are a React page themselves (a page that imports its own file: its route's component). */
export function routeModules(imports: ComponentImport[], siteRoot: string): string[] {
  return imports.filter((i) => /\.[jt]sx?$/.test(i.module) && path.resolve(siteRoot, i.from) === i.module).map((i) => i.module);
}

/**
 * The site's client modules in one module of their own, which every page loads
 * (plugins/docusaurus/components/ClientModules.tsx), apart from the components' bundle, which only pages
 * that use a component load: `client-modules.mjs`, its CSS (CLIENT_MODULES_CSS, which the site's stylesheet
 * imports), and `client-modules.ts`, which Next imports as `docs-site-client-modules`. One that does not compile is left out, with the reason.
 */
async function bundleClientModules(
  files: string[],
  outDir: string,
  siteRoot: string,
  site: DocusaurusSiteConfig,
  modules: DocusaurusFiles,
  inputs: BundleInputs,
  read: ReadFiles,
): Promise<{ entries: ClientModuleEntry[]; probes: Map<string, Probe> }> {
  const entries: ClientModuleEntry[] = [];
  const probes = new Map<string, Probe>();
  for (const file of files) {
    const probed = await probe(file, siteRoot, site, modules, inputs, read);
    probes.set(file, probed);
    entries.push({ file: path.relative(siteRoot, file), ...('error' in probed ? { error: probed.error } : {}) });
  }
  const good = files.filter((_, i) => !entries[i].error);
  const css = path.join(outDir, CLIENT_MODULES_CSS);
  fs.rmSync(css, { force: true });
  if (!good.length) {
    writeEmptyClientModules(ROOT, outDir);
    return { entries, probes };
  }
  const result = await build({
    ...bundleOptions(siteRoot, site, modules, inputs, read),
    stdin: { contents: clientModulesEntry(good), resolveDir: siteRoot, loader: 'js' },
    outfile: path.join(outDir, 'client-modules.mjs'),
    metafile: true,
    minifyWhitespace: true,
    minifySyntax: true,
  });
  addMetafileInputs(read, result.metafile);
  // (Their CSS, empty where they have none: the site's stylesheet imports it, ../site-styles/compile.ts.)
  if (!fs.existsSync(css)) fs.writeFileSync(css, '');
  fs.writeFileSync(path.join(outDir, 'client-modules.ts'), clientModulesCode());
  return { entries, probes };
}

/** A module's exports and the site's files it is made of (./live-plan.ts), or why it does not compile. */
/** Of a build's inputs (metafile keys), the site's own files (in either of its folders: ./site-folders.ts): what an edit of the site can change (./live.ts). */
function siteInputs(folders: SiteFolders, keys: string[]): string[] {
  return inputFiles(keys).filter((f) => isSiteFile(folders, f));
}

/** Modules probed in one build: esbuild reads what they share once. */
const PROBE_GROUP = 100;

/**
 * The exports of each module, or why it does not compile, as `probe` gives them, in few builds: a
 * group of modules in one build, and the halves of a group that fails, down to the module that does
 * not compile (a failing module costs a few builds, not every module one). Each entry has an output
 * name of its own, so a module named by its specifier (an engine module, `@theme-original/…`) is
 * read from the same build as the site's files (the template's 14 modules: one build, not nine).
 */
export async function probeAll(
  files: string[],
  siteRoot: string,
  site: DocusaurusSiteConfig,
  modules: DocusaurusFiles,
  inputs: BundleInputs,
  read: ReadFiles,
): Promise<Map<string, Probe>> {
  const out = new Map<string, Probe>();
  // (Once for every module's inputs: the site's folders are read from the content folder.)
  const folders = siteFoldersOf(siteRoot);
  const group = async (list: string[]): Promise<void> => {
    if (list.length === 1) {
      out.set(list[0], await probe(list[0], siteRoot, site, modules, inputs, read));
      return;
    }
    try {
      const result = await probeBuild(list, siteRoot, site, modules, inputs, read);
      const outputs = result.metafile.outputs;
      const probed = list.map((_, i) => outputs[probeOutput(i)]);
      if (probed.some((o) => !o?.entryPoint)) throw new Error('an entry the metafile does not name');
      addMetafileInputs(read, result.metafile);
      list.forEach((f, i) => out.set(f, { exports: probed[i].exports, inputs: siteInputs(folders, Object.keys(probed[i].inputs)) }));
    } catch {
      const half = Math.ceil(list.length / 2);
      await group(list.slice(0, half));
      await group(list.slice(half));
    }
  };
  for (let i = 0; i < files.length; i += PROBE_GROUP) await group(files.slice(i, i + PROBE_GROUP));
  return out;
}

/** Where a probe build writes its i-th entry (the metafile's key: esbuild names outputs from its working directory, ROOT). */
const PROBE_DIR = path.join(GENERATED_DIR, 'probe');
const probeOutput = (i: number) => `${PROBE_DIR.split(path.sep).join('/')}/entry-${i}.js`;

/** One build of `entries` for their exports and inputs: nothing is written. */
function probeBuild(entries: string[], siteRoot: string, site: DocusaurusSiteConfig, modules: DocusaurusFiles, inputs: BundleInputs, read: ReadFiles) {
  return build({
    ...bundleOptions(siteRoot, site, modules, inputs, read),
    // (Named by their place in the list: two entries of one folder, index.md and index.tsx, would share a name.)
    entryPoints: entries.map((entry, i) => ({ in: entry, out: `entry-${i}` })),
    write: false,
    metafile: true,
    outdir: path.join(ROOT, PROBE_DIR),
  });
}

/** The exports of one module, or why it does not compile. */
async function probe(
  file: string,
  siteRoot: string,
  site: DocusaurusSiteConfig,
  modules: DocusaurusFiles,
  inputs: BundleInputs,
  read: ReadFiles,
): Promise<Probe> {
  try {
    const result = await probeBuild([file], siteRoot, site, modules, inputs, read);
    addMetafileInputs(read, result.metafile);
    const entry = result.metafile.outputs[probeOutput(0)];
    return { exports: entry?.exports ?? [], inputs: siteInputs(siteFoldersOf(siteRoot), Object.keys(entry?.inputs ?? {})) };
  } catch (err) {
    const e = err as { errors?: { text: string; location?: { file: string; line: number } | null }[]; message: string };
    const first = e.errors?.[0];
    // (esbuild names files relative to its working directory, ROOT: the message names them in the site.)
    const where = first?.location ? `${path.relative(siteRoot, path.resolve(ROOT, first.location.file))}:${first.location.line}: ` : '';
    return { error: first ? `${where}${first.text}` : e.message.split('\n')[0] };
  }
}

/**
 * Compiles every module in `imports` and writes the generated folder. Returns the manifest; with no
 * site components at all, the folder holds only an empty registry. When the
 * last bundle's stamp still holds (same options, engine and inputs: plugins/docusaurus/site-components/component-cache.ts),
 * the folder is left as it is and its manifest returned.
 */
export async function bundleSiteComponents(
  imports: ComponentImport[],
  siteRoot: string,
  site: DocusaurusSiteConfig,
  modules: DocusaurusFiles,
  { stylesheets = [], parts = {}, clientModules = [] }: BundleParts = {},
  inputs: BundleInputs = {},
): Promise<SiteComponentsManifest | undefined> {
  const finalDir = path.join(ROOT, GENERATED_DIR);
  const files = [...new Set(imports.map((i) => i.module))].sort();
  const options = {
    files,
    siteRoot,
    site,
    modules,
    stylesheets,
    parts,
    clientModules,
    aliases: inputs.aliases ?? null,
    css: [...(inputs.css ?? [])],
    // (Docs added, moved or removed change it: the bundle that carries it is made again.)
    docsGlobalData: inputs.docsGlobalData ?? null,
    // (So do pages added or removed, which `@generated/routes` lists.)
    pageUrls: inputs.pageUrls ?? null,
    mount: inputs.mount ?? '',
  };
  const last = readBundleInputs(finalDir);
  // (Not when a file of the folder is missing: one removed by hand, or a folder written before client modules were.)
  const whole = ['index.ts', 'client-modules.ts'].every((f) => fs.existsSync(path.join(finalDir, f)));
  const lastManifest = last && whole ? readManifest(ROOT) : undefined;
  if (last && lastManifest && bundleStamp(ROOT, options, last.files, last.dirs) === last.stamp) return lastManifest;
  // Written beside the generated folder, then put in its place whole (lib/cache/staged-folder.ts).
  const hasParts = files.length || stylesheets.length || clientModules.length;
  return writeFolderWhole(finalDir, async (outDir) => {
    if (hasParts)
      return writeBundle(
        files,
        siteRoot,
        site,
        modules,
        { stylesheets, parts, clientModules, routes: routeModules(imports, siteRoot) },
        { ...inputs, outDir },
        options,
      );
    writeEmptyRegistry(ROOT, outDir);
    // (The live preview's plan all the same: an edit of the site's stylesheets is compiled alone.)
    writeLivePlan(outDir, { siteRoot, site, files: [], stylesheets: [], parts: {}, clientModules: [], css: [], inputs: {}, config: inputs.config });
    return undefined;
  });
}

/** How the components' bundle is built, in the build and the live preview. */
export const BUNDLE_BUILD = {
  banner: { js: '"use client";' },
  // Whitespace and syntax only: minified identifiers would make CSS-module class names as short as "d", which can collide with the site's own classes.
  minifyWhitespace: true,
  minifySyntax: true,
} as const;

/**
 * How the server's build differs (webpack's node target, Docusaurus' server bundle): Node's built-ins
 * are the server's own (axios' http adapter), and the CommonJS requires of them reach Node's require.
 */
export const SERVER_BUILD = {
  ...BUNDLE_BUILD,
  external: [...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
  banner: { js: '"use client";\nimport { createRequire as __serverRequire } from "node:module";\nconst require = __serverRequire(import.meta.url);' },
};

/**
 * The bundle for the server render where it differs from the browser's (a package's browser field
 * replaced a module: ./browser-field.ts), as Docusaurus bundles the server's code apart: the
 * browser's split build (its entries renamed `*.browser.mjs`: COMPONENTS_BROWSER_FILE and each
 * part's chunk), the server's one build (COMPONENTS_SERVER_FILE, which plain Node loads for the trial
 * render, and each part's `parts/<group>.server.mjs` naming its exports from it), and bundle.mjs the
 * client boundary that names the bundle's exports from the one the render's side resolves
 * (next.config.ts `docs-site-bundle`, and `docs-site-bundle/*` for the parts: the browser's in the
 * browser, else the server's).
 */
async function serverBundle(
  entry: string,
  siteRoot: string,
  site: DocusaurusSiteConfig,
  modules: DocusaurusFiles,
  inputs: BundleInputs & { outDir: string },
  { main, apart }: { main: string[]; apart: ReadonlyMap<string, string> },
): Promise<void> {
  const { outDir } = inputs;
  const server = await build({
    ...bundleOptions(siteRoot, site, modules, { ...inputs, server: true }),
    ...SERVER_BUILD,
    stdin: { contents: entry, resolveDir: siteRoot, loader: 'js' },
    outfile: path.join(outDir, 'bundle.mjs'),
    write: false,
  }).catch((err: { errors?: { text: string; location?: { file: string; line: number } | null }[] }) => {
    // (As Docusaurus' server bundle stops the build on a module it cannot bundle.)
    const problems = (err.errors ?? []).slice(0, 10).map((e) => ({
      ...(e.location ? { file: path.relative(siteRoot, path.resolve(ROOT, e.location.file)), line: e.location.line } : {}),
      message: `${e.text} — in the server's build of the site's components (a package's browser field differs from its default); fix the import`,
    }));
    throw new BuildError("The server's build of the site's code does not compile", problems.length ? problems : [{ message: String(err) }]);
  });
  // (Its stylesheet is the browser's: the same rules.)
  fs.writeFileSync(path.join(outDir, path.basename(COMPONENTS_SERVER_FILE)), server.outputFiles.find((f) => f.path.endsWith('.mjs'))!.text);
  fs.renameSync(path.join(outDir, 'bundle.mjs'), path.join(outDir, path.basename(COMPONENTS_BROWSER_FILE)));
  for (const group of new Set(apart.values())) {
    const file = path.join(outDir, `${partFile(group)}.mjs`);
    fs.renameSync(file, file.replace(/\.mjs$/, BROWSER_SIDE));
    const names = [...apart].filter(([, g]) => g === group).map(([name]) => name);
    fs.writeFileSync(file.replace(/\.mjs$/, SERVER_SIDE), `export { ${names.join(', ')} } from '../${path.basename(COMPONENTS_SERVER_FILE)}';\n`);
  }
  fs.writeFileSync(path.join(outDir, 'bundle.mjs'), serverSplitBoundary(main));
}

const SPLIT_ENTRY = 'docs-engine-split-entry';

/**
 * The bundle with the parts and the modules pages import loaded apart (./registry-code.ts splitParts,
 * splitModules): esbuild's code splitting over three kinds of entry, `bundle` (the frame's parts, on
 * every page), each chunk of parts', and `all` (every module: the one stylesheet in the order the
 * whole bundle has it, and the whole build the trial render loads, COMPONENTS_WHOLE_FILE). With
 * nothing apart, `bundle` alone: what its modules load with import() is still a chunk of its own.
 */
function splitBuildOptions(
  options: BuildOptions,
  split: { main: string; whole: string; parts: ReadonlyMap<string, string>; slotChildren: string; pages: PageWrap },
  modules: Record<string, ModuleEntry>,
  siteRoot: string,
  outDir: string,
): BuildOptions {
  const named = new Map(registryNames(modules).map((n) => [n.name, n]));
  const members = (group: string) => [...split.parts].filter(([, g]) => g === group).map(([name]) => named.get(name)!);
  const contents = (name: string) =>
    name === 'bundle' ? split.main : name === 'all' ? split.whole : groupEntry(members(name.slice('parts/'.length)), split.slotChildren, split.pages);
  // (With no part apart the bundle is every module: its stylesheet is the whole one.)
  const names = split.parts.size ? ['bundle', 'all', ...new Set([...split.parts.values()].map(partFile))] : ['bundle'];
  const entries: Plugin = {
    name: 'docs-engine-split-entries',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${SPLIT_ENTRY}:`) }, (args) => ({ path: args.path.slice(SPLIT_ENTRY.length + 1), namespace: SPLIT_ENTRY }));
      b.onLoad({ filter: /.*/, namespace: SPLIT_ENTRY }, (args) => ({ contents: contents(args.path), resolveDir: siteRoot, loader: 'js' }));
    },
  };
  return {
    ...options,
    entryPoints: names.map((name) => ({ in: `${SPLIT_ENTRY}:${name}`, out: name })),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [entries, ...(options.plugins ?? [])],
  };
}

/**
 * The split build's files as the registry reads them: `all`'s stylesheet is the bundle's, its script
 * the whole build the trial render loads (the bundle lacks what loads apart); the parts' own stylesheets go.
 */
function finishSplitOutput(outDir: string, withParts: boolean): void {
  const css = path.join(outDir, 'all.css');
  if (fs.existsSync(css)) fs.renameSync(css, path.join(outDir, 'bundle.css'));
  else if (withParts) fs.rmSync(path.join(outDir, 'bundle.css'), { force: true });
  const all = path.join(outDir, 'all.mjs');
  if (fs.existsSync(all)) fs.renameSync(all, path.join(outDir, path.basename(COMPONENTS_WHOLE_FILE)));
  for (const dir of ['parts', 'chunks'])
    for (const f of fs.existsSync(path.join(outDir, dir)) ? fs.readdirSync(path.join(outDir, dir)) : [])
      if (f.endsWith('.css')) fs.rmSync(path.join(outDir, dir, f));
}

/** No split output of an earlier build. */
function clearSplitOutput(outDir: string): void {
  for (const dir of ['parts', 'chunks']) fs.rmSync(path.join(outDir, dir), { recursive: true, force: true });
  for (const file of ['lazy-parts.ts', COMPONENTS_BROWSER_FILE, COMPONENTS_SERVER_FILE, COMPONENTS_WHOLE_FILE])
    fs.rmSync(path.join(outDir, path.basename(file)), { force: true });
}

/** The client boundary of a bundle split for the server: its exports, from the build the render's side resolves. */
export const serverSplitBoundary = (names: string[]) => `"use client";\nexport { ${names.join(', ')} } from '${SPLIT_BUNDLE_MODULE}';\n`;

/**
 * The components' bundle (and the server's, where its build differs): split, with the parts loaded
 * apart (./registry-code.ts splitParts). Returns the registry names loaded apart, each with its
 * chunk, and whether each side has its own build.
 */
async function bundleComponents(
  entries: Record<string, ModuleEntry>,
  siteRoot: string,
  site: DocusaurusSiteConfig,
  modules: DocusaurusFiles,
  { stylesheets, parts, routes }: { stylesheets: string[]; parts: Record<string, string>; routes: string[] },
  inputs: BundleInputs & { outDir: string },
  read: ReadFiles,
): Promise<{ apart: Map<string, string>; bySide: boolean }> {
  const { outDir } = inputs;
  const slotChildren = path.join(ROOT, modules.slotChildren);
  const pages = { names: pageNames(entries, routes), module: path.join(ROOT, modules.pageRecord) };
  const entry = bundleEntry(entries, stylesheets, slotChildren, undefined, pages);
  clearSplitOutput(outDir);
  if (!entry) return { apart: new Map(), bySide: false };
  const apart = new Map([...splitParts(entries, parts, routes), ...splitModules(entries, parts, routes)]);
  const swaps = new Set<string>();
  const options = { ...bundleOptions(siteRoot, site, modules, { ...inputs, browserSwaps: swaps }, read), ...BUNDLE_BUILD, metafile: true };
  const split = { main: bundleEntry(entries, stylesheets, slotChildren, apart, pages), whole: entry, parts: apart, slotChildren, pages };
  // (Split even with no part apart: a module the site's code loads with import() is then a chunk
  // loaded on first use, as webpack makes it, not inlined in esbuild's lazy wrappers. Its CSS stays
  // in the one stylesheet, as in Docusaurus' single styles chunk.)
  const result = await build(splitBuildOptions(options, split, entries, siteRoot, outDir));
  addMetafileInputs(read, result.metafile);
  finishSplitOutput(outDir, apart.size > 0);
  if (!swaps.size && !rulesDifferBySide(readWebpackRules(siteRoot))) return { apart, bySide: false };
  const main = registryNames(entries)
    .map((n) => n.name)
    .filter((name) => !apart.has(name));
  await serverBundle(entry, siteRoot, site, modules, inputs, { main, apart });
  return { apart, bySide: true };
}

/** The bundle and its registry, manifest and inputs, written into `inputs.outDir`. */
async function writeBundle(
  files: string[],
  siteRoot: string,
  site: DocusaurusSiteConfig,
  modules: DocusaurusFiles,
  { stylesheets, parts, clientModules, routes }: Required<BundleParts>,
  inputs: BundleInputs & { outDir: string },
  options: unknown,
): Promise<SiteComponentsManifest> {
  const { outDir } = inputs;
  const read: ReadFiles = new Set(stylesheets);
  const probes = await probeAll(files, siteRoot, site, modules, inputs, read);
  // (The docs plugin's global data only where the site's code reads global data: else no page carries it.)
  if (!readsGlobalData(read)) inputs = { ...inputs, docsGlobalData: undefined };
  const client = await bundleClientModules(clientModules, outDir, siteRoot, site, modules, inputs, read);
  const manifest: SiteComponentsManifest = { modules: moduleEntries(files, probes, siteRoot), clientModules: client.entries };
  const { apart, bySide } = await bundleComponents(manifest.modules, siteRoot, site, modules, { stylesheets, parts, routes }, inputs, read);
  manifest.themeParts = compiledThemeParts(manifest.modules, parts).map(([part]) => part);
  manifest.sidebarInRender = drawsSidebar(manifest.modules, parts);
  if (apart.size) fs.writeFileSync(path.join(outDir, 'lazy-parts.ts'), lazyPartsCode(apart, bySide));
  // (The bundle's stylesheet, empty when it has none: the site's stylesheet imports it, ../site-styles/compile.ts.)
  if (!fs.existsSync(path.join(outDir, 'bundle.css'))) fs.writeFileSync(path.join(outDir, 'bundle.css'), '');
  // (Named once per bundle: they follow the installed theme, which no edit in the live preview changes.)
  const frameClasses = await frameModuleClasses(siteRoot);
  // (In the manifest too: for the sidebars the build draws outside Next, and for the live preview's registry.)
  if (Object.keys(frameClasses).length) manifest.siteClasses = frameClasses;
  fs.writeFileSync(path.join(outDir, 'index.ts'), registryCode(manifest.modules, parts, ownHeads(siteRoot), siteFactsOf(siteRoot, site), apart, frameClasses));
  fs.writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  const made = new Map([...probes, ...client.probes].flatMap(([f, p]) => ('inputs' in p && p.inputs ? [[f, p.inputs]] : [])));
  writeLivePlan(outDir, {
    siteRoot,
    site,
    files,
    stylesheets,
    parts,
    clientModules,
    aliases: inputs.aliases,
    css: [...(inputs.css ?? [])],
    docsGlobalData: inputs.docsGlobalData,
    ...(inputs.pageUrls ? { pageUrls: inputs.pageUrls } : {}),
    ...(routes.length ? { routes } : {}),
    mount: inputs.mount,
    ...(inputs.staticFolders ? { staticFolders: inputs.staticFolders } : {}),
    inputs: Object.fromEntries(made),
    config: inputs.config,
  });
  // A module that did not compile may compile once a package is installed, which no input shows: then no reuse.
  if ([...Object.values(manifest.modules), ...manifest.clientModules!].every((m) => !m.error)) recordInputs(outDir, options, read, siteRoot);
  return manifest;
}
