/**
 * Every URL path the engine derives, in one place: the site's own paths from site.config.json
 * (`baseUrl`, each set's `routeBasePath`) and the engine's fixed ones. Shared code: the browser's
 * link handling and search use it too.
 *
 * The engine's own routes and files live under its base (EnginePaths.base), "/docs/" under the
 * site's mount, whatever the baseUrl. Next routes by folder, and a folder's name cannot come from
 * the config: the search page (app/docs/search) and the images pages reference by relative path
 * (app/docs/assets) are served where their folders are, as are the version sidebars
 * (app/docs/sidebars). The build's own files sit beside them (search index, llms.txt, metadata, plugins'
 * published files). A site keeps its pages where its config puts them: an imported Docusaurus site
 * with baseUrl "/" (test/fixtures/docusaurus-root) has its pages at / and these under /docs/, whose
 * search page URL the content index keeps free of pages (lib/content/build-index.ts).
 */
import type { DocSetConfig, SiteConfig } from '../config/site-config';

/**
 * The path the site's build is served at, Next's basePath: "" for a site whose out/ is served at
 * the host's root, or its baseUrl without the trailing slash when site.config.json sets
 * `mountAtBaseUrl` (an imported Docusaurus site: its build folder, out/<mount>, is served at its
 * baseUrl). Next's own files and the engine's routes and files then sit under it as well.
 */
export function siteMount(config: Pick<SiteConfig, 'baseUrl' | 'mountAtBaseUrl'>): string {
  return config.mountAtBaseUrl ? siteBase(config).replace(/\/$/, '') : '';
}

/** The engine's own URL paths for a mount (siteMount). */
export interface EnginePaths {
  /** Where the engine's routes and files are: the mount's "docs/" folder (app/docs). */
  base: string;
  /** The search page (app/docs/search). */
  searchPage: string;
  /** Images pages reference by relative path, by their path under the content folder (lib/output/engine-files.ts). */
  assetPrefix: string;
  /** The local search index (lib/pipeline/search-index.ts, lib/search/local-format.ts). */
  searchIndexBase: string;
  /** A version's full sidebar as JSON (app/docs/sidebars). */
  sidebarsBase: string;
  /** Files the build writes (lib/pipeline/outputs.ts); `npm run dev` serves the llms files too. */
  files: { llms: string; llmsFull: string; metadata: string; buildInfo: string };
}

export function enginePaths(mount: string): EnginePaths {
  const base = `${mount}/docs/`;
  return {
    base,
    searchPage: `${base}search/`,
    assetPrefix: `${base}assets/`,
    searchIndexBase: `${base}search-index/`,
    sidebarsBase: `${base}sidebars/`,
    files: {
      llms: `${base}llms.txt`,
      llmsFull: `${base}llms-full.txt`,
      metadata: `${base}metadata.json`,
      buildInfo: `${base}build-info.json`,
    },
  };
}

/**
 * Where Next's own files go (its `assetPrefix`: the _next folder, and the not-found page beside it):
 * under the site's base path, so that a site served at a path of another site's domain
 * (vcluster.com/docs/) requests and publishes nothing outside it. A mounted site has them under its
 * mount already (Next's basePath); a site at the host's root has them there.
 */
export function nextFilesBase(config: Pick<SiteConfig, 'baseUrl' | 'mountAtBaseUrl'>): string {
  return siteMount(config) ? '' : siteBase(config).replace(/\/$/, '');
}

/** robots.txt at the site's base, with the other files the site writes (a site at the host's root: /robots.txt). */
export const robotsUrl = (config: Pick<SiteConfig, 'baseUrl'>): string => `${siteBase(config)}robots.txt`;

/** The engine's paths of a site (its mount). */
export const siteEnginePaths = (config: Pick<SiteConfig, 'baseUrl' | 'mountAtBaseUrl'>): EnginePaths => enginePaths(siteMount(config));

/** The URL path of a file the engine publishes beside its own ("schemas/x.json" → "/docs/schemas/x.json"). */
export const engineFileUrl = (paths: EnginePaths, rel: string): string => paths.base + rel.replace(/^\/+/, '');

/** The site's base path, with a trailing slash: "/docs/", or "/" for a site at the root of its domain. */
export function siteBase(config: Pick<SiteConfig, 'baseUrl'>): string {
  return `/${config.baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
}

/**
 * sitemap.xml at the site's base, where Docusaurus' plugin-sitemap writes it (its `filename` in the
 * build folder, which is served at baseUrl): a written file, not a Next route, so not tied to /docs/.
 */
export const sitemapUrl = (config: Pick<SiteConfig, 'baseUrl'>): string => `${siteBase(config)}sitemap.xml`;

/** The site's landing page: the page at its base path. */
export const isLandingUrl = (config: Pick<SiteConfig, 'baseUrl'>, url: string): boolean => url === siteBase(config);

/**
 * The paths that are this site's (its pages and static files, and the engine's routes and files),
 * not another site on the same host: what the link checks check and what the browser navigates to
 * as a page of the site.
 */
export function sitePrefixes(config: Pick<SiteConfig, 'baseUrl' | 'mountAtBaseUrl'>): string[] {
  const base = siteBase(config);
  const engine = siteEnginePaths(config).base;
  return base.startsWith(engine) ? [engine] : engine.startsWith(base) ? [base] : [base, engine];
}

/** robots.txt at the host's root, for a site served there (any other site's is under its base). */
const ROOT_ROBOTS = '/robots.txt';

export const isSitePath = (prefixes: readonly string[], urlPath: string): boolean => urlPath === ROOT_ROBOTS || prefixes.some((p) => urlPath.startsWith(p));

/** Hand-drawn diagrams, published from <content>/static/ under the base path (lib/content/diagrams.ts). */
export const diagramsUrl = (config: Pick<SiteConfig, 'baseUrl'>): string => `${siteBase(config)}img/diagrams/`;

/** A set's front page when its stable version has no main doc. */
export const setHomeUrl = (set: Pick<DocSetConfig, 'routeBasePath'>): string => `${set.routeBasePath}/`;

/**
 * URL path prefix of a version, without trailing slash: the stable version at the set's base, `current` under next/.
 * `path` (Docusaurus' `versions.<name>.path`) wins over both, for the last version too ('' is the set's base).
 */
export function versionBasePath(set: Pick<DocSetConfig, 'routeBasePath' | 'versioned'>, version: string, lastVersion: string, path?: string): string {
  if (set.versioned && path !== undefined) {
    const part = path.replace(/^\/+|\/+$/g, '');
    return part ? `${set.routeBasePath}/${part}` : set.routeBasePath;
  }
  if (!set.versioned || version === lastVersion) return set.routeBasePath;
  if (version === 'current') return `${set.routeBasePath}/next`;
  return `${set.routeBasePath}/${version}`;
}
