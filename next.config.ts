import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { addCompileHints } from './lib/output/compile-hints';
import { buildContext } from './lib/content/build-context';
import { runSettingsDefine, runSettingsOf, type RunSettings } from './lib/config/run-settings';
import { nextSettingsOfFile } from './lib/config/site-mount-file';
import { writePluginSelection } from './plugins/selection';
import { browserDefines } from './lib/config/browser-defines';
import { contentPaths } from './lib/source/content-paths';
import { NODE_LOADED_PACKAGES } from './lib/pipeline/node-loaded-packages';
import { BROWSER_SIDE, COMPONENTS_BROWSER_FILE, COMPONENTS_SERVER_FILE, GENERATED_DIR, SERVER_SIDE, SPLIT_BUNDLE_MODULE } from './lib/site-modules/manifest';

// How Next was started, as its environment says (lib/config/run-settings.ts): read here, once, and
// handed to the routes as a compile-time constant (app/run.ts). The live preview's scripts/dev.ts
// passes the settings it worked out (DOCS_RUN_SETTINGS); otherwise they come from the variables.
const settings: RunSettings = process.env.DOCS_RUN_SETTINGS ? JSON.parse(process.env.DOCS_RUN_SETTINGS) : runSettingsOf(process.env);
// What `npm run build` hands Next (lib/content/build-context.ts); none under `next dev` or `next build` alone.
const context = buildContext(settings.buildContextFile);
// The path the site is served at (site.config.json mountAtBaseUrl): Next's basePath, and the export
// goes to <export folder><mount>, so the export folder keeps the host's layout ('' for most sites).
// Next's own files (_next/) go under the site's base path when it has no mount: assetPrefix, and the
// build moves the export's _next folder there (lib/pipeline/next-files.ts).
const { mount, nextFiles, tabStoragePrefix, plugins } = nextSettingsOfFile(contentPaths(process.cwd(), settings).configFile);
// Only the plugins the site names are compiled (plugins/selection.ts): a Docusaurus site's build compiled the
// vCluster plugin's checks, data and validator too. The create-docusaurus template, cold, three runs each
// in turn: Next's build 7.1 against 8.2 s (medians), 12.4 against 14.2 CPU-s.
const pluginModules = writePluginSelection(process.cwd(), plugins);

// The site's own components, compiled by plugins/docusaurus/site-components before `next build` (none: empty registry).
const siteComponents = fs.existsSync('.generated/site-components/index.ts') ? './.generated/site-components/index.ts' : './lib/site-modules/empty-registry.ts';
// The site's client modules, run on every page (plugins/docusaurus/site-components/bundle.ts; none: an empty list).
const siteClientModules = fs.existsSync('.generated/site-components/client-modules.ts')
  ? './.generated/site-components/client-modules.ts'
  : './lib/site-modules/no-client-modules.ts';
// The site's stylesheets (plugins/docusaurus/site-styles/compile.ts), loaded after the engine's.
const siteStyles = fs.existsSync('.generated/site-styles/site.css') ? './.generated/site-styles/site.css' : './lib/site-modules/none.css';

// Turbopack reads only files under its root: the project and the folder whose node_modules has Next. For
// a checkout they are one; pagewright's project is in a site's cache and its packages in the site's install.
const nextPackage = fs.realpathSync(createRequire(path.resolve('package.json')).resolve('next/package.json'));
const root = commonFolder(process.cwd(), path.dirname(path.dirname(path.dirname(nextPackage))));

// Turbopack's compile cache (.next/cache) lets a build of the same engine compile in a third of the
// time (the Docusaurus fixture: 9.6 CPU-s against 16.7), but writing it costs every cold build a
// sixth of its CPU on a small site (14.4 against 12.1 CPU-s). It is written where the project was
// built before (it has a .next folder), so that a checkout's first build (CI's fresh clone, a
// pagewright build on a fresh runner) does not pay for a cache nothing reads; DOCS_COMPILE_CACHE=1
// or 0 decides instead.
const compileCache = process.env.DOCS_COMPILE_CACHE ? process.env.DOCS_COMPILE_CACHE === '1' : fs.existsSync('.next');

function commonFolder(a: string, b: string): string {
  const [x, y] = [a.split(path.sep), b.split(path.sep)];
  const n = x.findIndex((part, i) => part !== y[i]);
  return n === -1 ? a : x.slice(0, n).join(path.sep) || path.sep;
}

const nextConfig: NextConfig = {
  // Static files in out/, served by any static host.
  output: 'export',
  // The engine's build phases around Next's export, so that `next build` alone makes the whole site
  // (search index, sitemap, llms.txt, .md copies): scripts/next-adapter.mjs.
  adapterPath: path.resolve('scripts/next-adapter.mjs'),
  // `npm run build` exports into a staging folder and swaps it in when complete (lib/pipeline/atomic-out.ts);
  // with output: 'export', distDir names the export folder while build artefacts stay in .next.
  ...(context?.exportDir || mount ? { distDir: (context?.exportDir ?? 'out') + mount } : {}),
  ...(mount ? { basePath: mount } : {}),
  ...(nextFiles ? { assetPrefix: nextFiles } : {}),
  // /x/ → out/x/index.html, so plain static hosts serve pages instead of directory listings.
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  // Set by `npm run build` to the engine's stamp (lib/pipeline/incremental.ts): two builds of the same
  // engine and content are byte-identical, and an incremental build's pages match the ones it keeps.
  generateBuildId: () => context?.buildId ?? null,
  poweredByHeader: false,
  // `npm run dev` is also opened as 127.0.0.1 (tests, the printed URL of scripts): let its HMR and dev requests through.
  allowedDevOrigins: ['127.0.0.1'],
  // Render workers: as many as `npm run build` chose (lib/pipeline/render-workers.ts), else DOCS_BUILD_WORKERS, else one.
  // globalNotFound: the 404 page is its own document instead of a boundary in every page's payload.
  // prefetchInlining: off, since pages navigate as plain documents and their prefetch segments are
  // dropped (lib/pipeline/payload-files.ts); measuring them gzipped every segment of every page.
  experimental: {
    cpus: context?.renderWorkers ?? settings.buildWorkers ?? 1,
    globalNotFound: true,
    prefetchInlining: false,
    turbopackFileSystemCacheForBuild: compileCache,
  },
  // A reference page of several hundred KB (a Docusaurus site's generated API pages) renders in
  // seconds alone but can pass Next's 60 s default on a loaded two-core machine.
  staticPageGenerationTimeout: 600,
  // `npm run typecheck` (part of `npm test`) checks the types; a docs build does not type-check
  // the engine again on every run (14–17 s of each build on two cores).
  typescript: { ignoreBuildErrors: true },
  // Compiled before the pages are exported (which copies the chunks): the framework's start-up chunks
  // are compiled while they download instead of on the main thread at start (lib/output/compile-hints.ts).
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => void addCompileHints(distDir),
    // The site's values the browser's code needs, and the test hooks' switch (lib/config/browser-defines.ts).
    define: browserDefines({ mount, tabStoragePrefix }, process.env.NEXT_PUBLIC_DOCS_TEST_HOOKS === '1'),
  },
  // Loaded by Node as it is (only when a page draws a mermaid diagram that is not cached), not
  // bundled: it carries elkjs's 1.6 MB layout engine, which the compile need not process.
  serverExternalPackages: ['beautiful-mermaid'],
  // Test builds get their fixture components (DOCS_TEST_COMPONENTS, set by the build: lib/content/test-fixtures.ts).
  outputFileTracingRoot: root,
  turbopack: {
    root,
    resolveAlias: {
      'docs-site-components': siteComponents,
      // A components' bundle split for the server (lib/site-modules/manifest.ts): the browser's build in the browser, the server's in the render.
      [SPLIT_BUNDLE_MODULE]: { browser: `./${COMPONENTS_BROWSER_FILE}`, default: `./${COMPONENTS_SERVER_FILE}` },
      // (And its parts loaded apart, each side's own.)
      [`${SPLIT_BUNDLE_MODULE}/*`]: { browser: `./${GENERATED_DIR}/*${BROWSER_SIDE}`, default: `./${GENERATED_DIR}/*${SERVER_SIDE}` },
      'docs-site-styles': siteStyles,
      'docs-site-client-modules': siteClientModules,
      'docs-test-components': process.env.DOCS_TEST_COMPONENTS || './components/mdx/no-test-components.ts',
      // The live preview's reload on a change (the build's: components/behaviour/no-dev-reload.ts).
      'docs-dev-reload': './components/behaviour/DevReload.tsx',
      'docs-plugins': pluginModules.plugins,
      'docs-plugin-components': pluginModules.components,
      'docs-plugin-behaviours': pluginModules.behaviours,
      'docs-plugin-styles': pluginModules.styles,
    },
  },
};

// next dev lists a page's static params in a worker it starts for each request and then ends
// (next-dev-server.js getStaticPaths): as a thread of the dev server instead of a process, it does
// not load Node and Next's server again each time. The build's workers stay processes.
export default (phase: string): NextConfig => {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  const compiler = { ...nextConfig.compiler, defineServer: runSettingsDefine({ ...settings, preview: dev, ...(mount ? { mount } : {}) }) };
  // Routes that serve files as they are (app/docs/assets, app/docs/mermaid) are the preview's alone, as
  // route.dev.ts: the build copies those files in its own phase (lib/output/engine-files.ts).
  const pageExtensions = ['tsx', 'ts', 'jsx', 'js', ...(dev ? ['dev.ts'] : [])];
  // A static export's server code runs only while it builds, and nobody reads its maps (a page's
  // error is the engine's file:line, lib/check/render-diagnosis.ts): the build neither minifies it
  // nor writes or reads source maps. The Docusaurus fixture, cold, 3 runs each in turn: 11.0 against
  // 13.3 CPU-s, 6.8 against 8.0 s, peak 499 against 580 MiB; the export is the same.
  const buildOnly = { serverMinification: false, turbopackSourceMaps: false, turbopackInputSourceMaps: false };
  // The build leaves the content pipeline's packages to Node (lib/pipeline/node-loaded-packages.ts): the page
  // pass ran them before Next starts, and the server's chunks only require them. Not the preview: it
  // renders its first page through them, and Node loading their hundreds of small modules one by one
  // put that page on screen about a second later on vcluster-docs (about 14 s against 13 s) than
  // Turbopack's compile of the modules the page needs.
  const serverExternalPackages = [...NODE_LOADED_PACKAGES];
  // Nor does it compute the route segments' prefetch files, which the build drops (lib/output/no-prefetch-segments.ts),
  // nor ship the preview's reload to every page.
  const turbopack = {
    ...nextConfig.turbopack,
    resolveAlias: {
      ...nextConfig.turbopack!.resolveAlias,
      './collect-segment-data': './lib/output/no-prefetch-segments.ts',
      'docs-dev-reload': './components/behaviour/no-dev-reload.ts',
    },
  };
  return dev
    ? { ...nextConfig, compiler, pageExtensions, experimental: { ...nextConfig.experimental, workerThreads: true } }
    : { ...nextConfig, compiler, pageExtensions, turbopack, serverExternalPackages, experimental: { ...nextConfig.experimental, ...buildOnly } };
};
