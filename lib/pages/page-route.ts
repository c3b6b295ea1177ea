/**
 * A page's URL by Docusaurus' rules (plugin-content-pages processPageSourceFile): the file path
 * without its extension (`help.js` → `/help`, `foo/index.mdx` → `/foo/`; utils' fileToPath), or an
 * MDX page's frontmatter `slug`, under baseUrl and routeBasePath (normalizeUrl).
 */
import type { SiteConfig } from '../config/site-config';
import { encodeUrlPath } from '../source/paths';

const INDEX_FILE = /(?<dirname>^|.*\/)index\.(?:mdx?|jsx?|tsx?)$/i;
const PAGE_EXT = /\.(?:mdx?|jsx?|tsx?)$/;

/** utils' fileToPath. */
export function fileToPath(file: string): string {
  if (INDEX_FILE.test(file)) return file.replace(INDEX_FILE, '/$1');
  return `/${file.replace(PAGE_EXT, '')}`;
}

/** The page's permalink as Docusaurus writes it, with site.config trailingSlash applied as Docusaurus' applyTrailingSlash does. */
export function pagePermalink(relPath: string, slug: string | undefined, config: Pick<SiteConfig, 'baseUrl' | 'trailingSlash'>, routeBasePath: string): string {
  return applyTrailingSlash(`/${[config.baseUrl, routeBasePath, slug ?? fileToPath(relPath)].join('/')}`.replace(/\/+/g, '/'), config);
}

/** A route's path with site.config trailingSlash applied, as Docusaurus' applyTrailingSlash does. */
export function applyTrailingSlash(route: string, config: Pick<SiteConfig, 'baseUrl' | 'trailingSlash'>): string {
  const base = config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`;
  // The site's home keeps its slash; otherwise true adds one and false drops it (auto: as written).
  if (route === base || config.trailingSlash === undefined || config.trailingSlash === 'auto') return route;
  return config.trailingSlash ? route.replace(/\/?$/, '/') : route.replace(/\/$/, '');
}

/** The URL the engine keys the page by (and exports it at): the permalink with a trailing slash, encoded. */
export function pageUrl(permalink: string): string {
  return encodeUrlPath(permalink.endsWith('/') ? permalink : `${permalink}/`);
}
