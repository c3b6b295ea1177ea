/**
 * The site's pages (Docusaurus' plugin-content-pages): React and Markdown pages outside the docs,
 * from `<content>/src/pages/` by default. site.config.json `"pages"` takes the plugin's options
 * (path, routeBasePath, include, exclude, editUrl, the last update shown; `root`, a folder outside
 * the content folder that holds `path`), or `false` for none.
 */
import path from 'node:path';

export interface PagesConfig {
  /** Folder of the pages, relative to `root` (default "src/pages"); a locale's translations are at this path in its folder. */
  path?: string;
  /**
   * The absolute folder `path` is relative to, when the pages lie outside the content folder (a site
   * whose pages are read where they lie); the content folder when absent.
   */
  root?: string;
  /** URL path under the site's baseUrl (default "/"). */
  routeBasePath?: string;
  /** Globs of page files, relative to `path` (default every .js, .jsx, .ts, .tsx, .md, .mdx). */
  include?: string[];
  /** Globs left out (default Docusaurus' GlobExcludeDefault: `_` files and folders, tests). */
  exclude?: string[];
  /**
   * A Markdown page's "Edit this page" link: a base URL joined with `path` and the page's path in it,
   * or a template with `{pagesPath}` (that path) and `{permalink}`. None when absent.
   */
  editUrl?: string;
  /** A locale's translated page links to its own file in the locale's folder, not the original. */
  editLocalizedFiles?: boolean;
  /** A Markdown page shows when it was last updated (front matter `last_update`, else its last commit), and by whom. */
  showLastUpdateTime?: boolean;
  showLastUpdateAuthor?: boolean;
}

export type ResolvedPagesConfig = Required<Omit<PagesConfig, 'root' | 'editUrl'>> & Pick<PagesConfig, 'root' | 'editUrl'>;

/** plugin-content-pages' DEFAULT_OPTIONS. */
export const DEFAULT_PAGES: ResolvedPagesConfig = {
  path: 'src/pages',
  routeBasePath: '/',
  include: ['**/*.{js,jsx,ts,tsx,md,mdx}'],
  exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'],
  editLocalizedFiles: false,
  showLastUpdateTime: false,
  showLastUpdateAuthor: false,
};

export function resolvePagesConfig(cfg: PagesConfig | false | undefined): ResolvedPagesConfig | undefined {
  if (cfg === false) return undefined;
  return { ...DEFAULT_PAGES, ...cfg };
}

const isStringList = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** The pages' folder: `path` under `root`, else under the content folder. */
export const pagesFolder = (contentDir: string, cfg: ResolvedPagesConfig): string => path.resolve(cfg.root ?? contentDir, cfg.path);

/** What is wrong with a `"pages"` section, one message each (lib/config/site-config.ts reports them). */
export function pagesConfigProblems(raw: unknown): string[] {
  if (raw === undefined || raw === false) return [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return [`"pages" must be an object ({ "path": "src/pages", "routeBasePath": "/" }) or false (got ${JSON.stringify(raw)})`];
  const out: string[] = [];
  const cfg = raw as Record<string, unknown>;
  const known = [...Object.keys(DEFAULT_PAGES), 'root', 'editUrl'];
  for (const key of Object.keys(cfg)) if (!known.includes(key)) out.push(`"pages.${key}" is not a pages option — use ${known.join(', ')}`);
  if (cfg.path !== undefined && (typeof cfg.path !== 'string' || !cfg.path || cfg.path.startsWith('/') || cfg.path.split('/').includes('..')))
    out.push(`"pages.path" must be a folder inside the content folder, such as "src/pages" (got ${JSON.stringify(cfg.path)})`);
  if (cfg.root !== undefined && (typeof cfg.root !== 'string' || !path.isAbsolute(cfg.root)))
    out.push(`"pages.root" must be an absolute folder, which "pages.path" is relative to (got ${JSON.stringify(cfg.root)})`);
  if (cfg.routeBasePath !== undefined && typeof cfg.routeBasePath !== 'string')
    out.push(`"pages.routeBasePath" must be a URL path such as "/" (got ${JSON.stringify(cfg.routeBasePath)})`);
  for (const key of ['include', 'exclude'])
    if (cfg[key] !== undefined && !isStringList(cfg[key])) out.push(`"pages.${key}" must be a list of globs (got ${JSON.stringify(cfg[key])})`);
  if (cfg.editUrl !== undefined && typeof cfg.editUrl !== 'string')
    out.push(`"pages.editUrl" must be a URL such as "https://github.com/org/repo/edit/main/" (got ${JSON.stringify(cfg.editUrl)})`);
  for (const key of ['editLocalizedFiles', 'showLastUpdateTime', 'showLastUpdateAuthor'])
    if (cfg[key] !== undefined && typeof cfg[key] !== 'boolean') out.push(`"pages.${key}" must be true or false (got ${JSON.stringify(cfg[key])})`);
  return out;
}
