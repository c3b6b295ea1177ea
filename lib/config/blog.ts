/**
 * The `blog` section of site.config.json: Docusaurus' plugin-content-blog options under the same
 * names (a migrating team reads its docusaurus.config values across), validated like the rest of
 * the config, and the defaults Docusaurus 3 applies. Shared code: no Node, no React.
 */
import { isObj } from './is-obj';
import { SEVERITIES, type ReportingSeverity } from './link-policy';

export type FeedType = 'rss' | 'atom' | 'json';

export interface BlogConfig {
  /** The instance's id (plugin-content-blog's `id`): "default" when absent; ids are unique among a site's blogs. */
  id?: string;
  /** Folder of the posts, relative to the content folder (default "blog"). */
  path?: string;
  /**
   * Where the posts lie when they are not in `path` (a site read where it is, as versions.json's
   * `dir`): a folder relative to the content folder, which stands at `path` in the content's layout.
   */
  dir?: string;
  /**
   * Where each locale's translations of the posts lie when they lie elsewhere: a folder relative to
   * the content folder, `{locale}` standing for the locale's folder (default `<i18n>/<locale>/<path>`).
   */
  translations?: string;
  /** URL path under the site's baseUrl (default "blog"; "" or "/" serves the blog at the base). */
  routeBasePath?: string;
  blogTitle?: string;
  blogDescription?: string;
  postsPerPage?: number | 'ALL';
  blogSidebarCount?: number | 'ALL';
  blogSidebarTitle?: string;
  /** The sidebar's recent posts under a heading per year (default true; Docusaurus' themeConfig.blog.sidebar.groupByYear). */
  blogSidebarGroupByYear?: boolean;
  showReadingTime?: boolean;
  /** Posts' order: newest first (default) or oldest first. */
  sortPosts?: 'descending' | 'ascending';
  /** Globs relative to `path` (defaults as Docusaurus: every .md/.mdx, not _-prefixed files or folders). */
  include?: string[];
  exclude?: string[];
  /** authors.yml (or .json) relative to `path`. */
  authorsMapPath?: string;
  /** tags.yml relative to `path`; false or null: no tags file. */
  tags?: string | false | null;
  tagsBasePath?: string;
  /** false or null: no archive page. */
  archiveBasePath?: string | false | null;
  authorsBasePath?: string;
  /** false: no authors list and no author pages (Docusaurus before 3.5 published none). */
  authorsPages?: boolean;
  pageBasePath?: string;
  /**
   * "Edit this post": a repository URL the blog's folder and the post's path are joined to, as
   * Docusaurus joins a string editUrl, or a template with `{blogPath}` (the post's path in the
   * blog's folder) and `{permalink}` (what the importer makes of an editUrl function).
   */
  editUrl?: string;
  /** Show when the post was last updated (frontmatter last_update.date, else git) and by whom (last_update.author). */
  showLastUpdateTime?: boolean;
  showLastUpdateAuthor?: boolean;
  /** Where a post's excerpt ends: the source of a regular expression (Docusaurus' RegExp), default `<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}`. */
  truncateMarker?: string;
  /**
   * What a post's tag the tags file does not name, a post's author not from the authors map, and a post
   * without a truncate marker do: 'ignore' (the default), 'log', 'warn' or 'throw' (lib/blog/post-reports.ts).
   */
  onInlineTags?: ReportingSeverity;
  onInlineAuthors?: ReportingSeverity;
  onUntruncatedBlogPosts?: ReportingSeverity;
  feedOptions?: {
    /** 'all', one type, a list, or null for no feed (default ['rss', 'atom']). */
    type?: FeedType | 'all' | FeedType[] | null;
    title?: string;
    description?: string;
    copyright?: string;
    language?: string;
    /** Posts in the feed (default 20; false or null: all). */
    limit?: number | false | null;
    /**
     * An XSLT stylesheet for the RSS and the Atom feed, each an .xsl file with a .css file of the same
     * name beside it (both copied beside the feed, which names the .xsl): a path relative to the blog's
     * folder, an absolute path, or a file of an installed package (`<package>/<path>`).
     */
    xslt?: { rss?: string | null; atom?: string | null };
  };
}

/** Every option resolved, Docusaurus' defaults where the config leaves one out. */
export interface ResolvedBlogConfig {
  id: string;
  path: string;
  dir?: string;
  translations?: string;
  routeBasePath: string;
  blogTitle: string;
  blogDescription: string;
  postsPerPage: number | 'ALL';
  blogSidebarCount: number | 'ALL';
  blogSidebarTitle: string;
  blogSidebarGroupByYear: boolean;
  showReadingTime: boolean;
  sortPosts: 'descending' | 'ascending';
  include: string[];
  exclude: string[];
  authorsMapPath: string;
  tags: string | null;
  /** Whether `tags` was named (a named file that is missing is an error; the default may be absent). */
  tagsNamed: boolean;
  tagsBasePath: string;
  archiveBasePath: string | null;
  authorsBasePath: string;
  authorsPages: boolean;
  pageBasePath: string;
  editUrl?: string;
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  /** The source of the truncate marker's regular expression (lib/blog/truncate.ts). */
  truncateMarker: string;
  onInlineTags: ReportingSeverity;
  onInlineAuthors: ReportingSeverity;
  onUntruncatedBlogPosts: ReportingSeverity;
  feed: {
    types: FeedType[];
    title?: string;
    description?: string;
    copyright: string;
    language?: string;
    limit: number | null;
    /** The stylesheets' paths as the config gives them (left out when it gives none). */
    xslt?: { rss?: string; atom?: string };
  };
}

/** Docusaurus' GlobExcludeDefault. */
export const DEFAULT_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

/** The options of the blog section (Docusaurus' plugin-content-blog names, and `dir`). */
export const BLOG_OPTIONS = [
  'id',
  'path',
  'dir',
  'translations',
  'routeBasePath',
  'blogTitle',
  'blogDescription',
  'postsPerPage',
  'blogSidebarCount',
  'blogSidebarTitle',
  'blogSidebarGroupByYear',
  'showReadingTime',
  'sortPosts',
  'include',
  'exclude',
  'authorsMapPath',
  'tags',
  'tagsBasePath',
  'archiveBasePath',
  'authorsBasePath',
  'authorsPages',
  'pageBasePath',
  'editUrl',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
  'truncateMarker',
  'onInlineTags',
  'onInlineAuthors',
  'onUntruncatedBlogPosts',
  'feedOptions',
] as const;
export const FEED_OPTIONS = ['type', 'title', 'description', 'copyright', 'language', 'limit', 'xslt'];
const FEED_TYPES = ['rss', 'atom', 'json'];

function compiles(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** Docusaurus' default truncateMarker (plugin-content-blog options.ts): `<!-- truncate -->` or `{/* truncate *\/}`. */
export const DEFAULT_TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;
const countOrAll = (v: unknown) => v === 'ALL' || (typeof v === 'number' && Number.isInteger(v) && v > 0);

/**
 * Problems with the "blog" section, as messages naming the key (the caller adds the file): one
 * blog's options, or a list of blogs, one per plugin-content-blog instance, each with its own id
 * (Docusaurus refuses two instances of a plugin with one id: core/src/server/plugins/pluginIds.ts).
 */
export function blogConfigProblems(blog: unknown): string[] {
  if (blog === undefined) return [];
  if (!Array.isArray(blog)) return oneBlogProblems(blog, 'blog');
  const out = blog.flatMap((b, i) => oneBlogProblems(b, `blog[${i}]`));
  const ids = blog.map((b) => (!isObj(b) ? undefined : typeof b.id === 'string' ? b.id : 'default'));
  for (const [i, id] of ids.entries())
    if (id !== undefined && ids.indexOf(id) !== i) out.push(`"blog[${i}]" has the id "${id}" of "blog[${ids.indexOf(id)}]" — give each blog its own "id"`);
  return out;
}

function oneBlogProblems(blog: unknown, at: string): string[] {
  if (!isObj(blog)) return [`"${at}" must be an object of blog options (write {} for the defaults)`];
  const out: string[] = [];
  for (const key of Object.keys(blog))
    if (!(BLOG_OPTIONS as readonly string[]).includes(key)) out.push(`"${at}.${key}" is not a blog option — use one of ${BLOG_OPTIONS.join(', ')}`);
  for (const key of [
    'id',
    'path',
    'dir',
    'routeBasePath',
    'blogTitle',
    'blogDescription',
    'blogSidebarTitle',
    'authorsMapPath',
    'tagsBasePath',
    'authorsBasePath',
    'pageBasePath',
    'editUrl',
    'truncateMarker',
  ])
    if (blog[key] !== undefined && typeof blog[key] !== 'string') out.push(`"${at}.${key}" must be a string (got ${JSON.stringify(blog[key])})`);
  if (blog.translations !== undefined && (typeof blog.translations !== 'string' || !blog.translations.includes('{locale}')))
    out.push(`"${at}.translations" must be a folder with {locale}, such as "../i18n/{locale}/blog" (got ${JSON.stringify(blog.translations)})`);
  // As plugin-content-blog's options schema: postsPerPage from 1, blogSidebarCount from 0 (no sidebar).
  if (blog.postsPerPage !== undefined && !countOrAll(blog.postsPerPage))
    out.push(`"${at}.postsPerPage" must be a whole number above 0 or "ALL" (got ${JSON.stringify(blog.postsPerPage)})`);
  if (blog.blogSidebarCount !== undefined && blog.blogSidebarCount !== 0 && !countOrAll(blog.blogSidebarCount))
    out.push(`"${at}.blogSidebarCount" must be a whole number (0 for no sidebar) or "ALL" (got ${JSON.stringify(blog.blogSidebarCount)})`);
  for (const key of ['showReadingTime', 'showLastUpdateTime', 'showLastUpdateAuthor', 'authorsPages', 'blogSidebarGroupByYear'])
    if (blog[key] !== undefined && typeof blog[key] !== 'boolean') out.push(`"${at}.${key}" must be true or false`);
  if (typeof blog.truncateMarker === 'string' && !compiles(blog.truncateMarker))
    out.push(`"${at}.truncateMarker" is not a regular expression (${JSON.stringify(blog.truncateMarker)}) — write its source, as new RegExp takes it`);
  for (const key of ['onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts'])
    if (blog[key] !== undefined && !SEVERITIES.includes(blog[key] as ReportingSeverity))
      out.push(`"${at}.${key}" must be "ignore", "log", "warn" or "throw" (got ${JSON.stringify(blog[key])})`);
  if (blog.sortPosts !== undefined && blog.sortPosts !== 'descending' && blog.sortPosts !== 'ascending')
    out.push(`"${at}.sortPosts" must be "descending" or "ascending" (got ${JSON.stringify(blog.sortPosts)})`);
  for (const key of ['include', 'exclude'])
    if (blog[key] !== undefined && (!Array.isArray(blog[key]) || !(blog[key] as unknown[]).every((g) => typeof g === 'string')))
      out.push(`"${at}.${key}" must be a list of globs (got ${JSON.stringify(blog[key])})`);
  if (blog.tags !== undefined && blog.tags !== null && blog.tags !== false && typeof blog.tags !== 'string')
    out.push(`"${at}.tags" must be the path of a tags file, or false for none`);
  if (blog.archiveBasePath !== undefined && blog.archiveBasePath !== null && blog.archiveBasePath !== false && typeof blog.archiveBasePath !== 'string')
    out.push(`"${at}.archiveBasePath" must be a string, or false for no archive page`);
  const feed = blog.feedOptions;
  if (feed !== undefined) {
    if (!isObj(feed)) out.push(`"${at}.feedOptions" must be an object (${FEED_OPTIONS.join(', ')})`);
    else {
      for (const key of Object.keys(feed))
        if (!FEED_OPTIONS.includes(key)) out.push(`"${at}.feedOptions.${key}" is not a feed option — use one of ${FEED_OPTIONS.join(', ')}`);
      const t = feed.type;
      const okType =
        t === undefined ||
        t === null ||
        t === 'all' ||
        FEED_TYPES.includes(t as string) ||
        (Array.isArray(t) && t.every((x) => FEED_TYPES.includes(x as string)));
      if (!okType) out.push(`"${at}.feedOptions.type" must be "rss", "atom", "json", "all", a list of those, or null (got ${JSON.stringify(t)})`);
      for (const key of ['title', 'description', 'copyright', 'language'])
        if (feed[key] !== undefined && typeof feed[key] !== 'string') out.push(`"${at}.feedOptions.${key}" must be a string`);
      if (feed.limit !== undefined && feed.limit !== null && feed.limit !== false && !countOrAll(feed.limit))
        out.push(`"${at}.feedOptions.limit" must be a whole number above 0, or false for every post`);
      const xslt = feed.xslt;
      if (xslt !== undefined && (!isObj(xslt) || Object.entries(xslt).some(([k, v]) => !['rss', 'atom'].includes(k) || (v !== null && typeof v !== 'string'))))
        out.push(`"${at}.feedOptions.xslt" must be an object whose "rss" and "atom" are paths of .xsl files (or null)`);
    }
  }
  return out;
}

/**
 * The scope a blog's posts are in for the site's Markdown plugins (markdownPlugins appliesTo):
 * "blog" for the default blog, "blog:<id>" for another, as each instance runs its own plugins.
 */
export const blogScope = (id: string): string => (id === 'default' ? 'blog' : `blog:${id}`);

/** The site's blogs: none, the one "blog" object, or each of a list. */
export function blogInstances(blog: BlogConfig | BlogConfig[] | undefined): BlogConfig[] {
  if (!blog) return [];
  return Array.isArray(blog) ? blog : [blog];
}

function feedTypes(type: NonNullable<BlogConfig['feedOptions']>['type']): FeedType[] {
  if (type === undefined) return ['rss', 'atom'];
  if (type === null) return [];
  if (type === 'all') return ['rss', 'atom', 'json'];
  return Array.isArray(type) ? type : [type];
}

/** The feeds' stylesheets the config names, if any. */
function feedXslt(xslt: NonNullable<BlogConfig['feedOptions']>['xslt']): { xslt?: { rss?: string; atom?: string } } {
  const named = Object.fromEntries(Object.entries(xslt ?? {}).filter(([, v]) => typeof v === 'string'));
  return Object.keys(named).length ? { xslt: named } : {};
}

/** The options with Docusaurus 3's defaults (plugin-content-blog DEFAULT_OPTIONS). */
export function resolveBlogConfig(blog: BlogConfig): ResolvedBlogConfig {
  const feed = blog.feedOptions ?? {};
  return {
    id: blog.id ?? 'default',
    path: blog.path ?? 'blog',
    ...(blog.dir ? { dir: blog.dir } : {}),
    ...(blog.translations ? { translations: blog.translations } : {}),
    routeBasePath: (blog.routeBasePath ?? 'blog').replace(/^\/+|\/+$/g, ''),
    blogTitle: blog.blogTitle ?? 'Blog',
    blogDescription: blog.blogDescription ?? 'Blog',
    postsPerPage: blog.postsPerPage ?? 10,
    blogSidebarCount: blog.blogSidebarCount ?? 5,
    blogSidebarTitle: blog.blogSidebarTitle ?? 'Recent posts',
    blogSidebarGroupByYear: blog.blogSidebarGroupByYear ?? true,
    showReadingTime: blog.showReadingTime ?? true,
    sortPosts: blog.sortPosts ?? 'descending',
    include: blog.include ?? ['**/*.{md,mdx}'],
    exclude: blog.exclude ?? DEFAULT_EXCLUDE,
    authorsMapPath: blog.authorsMapPath ?? 'authors.yml',
    tags: blog.tags === false || blog.tags === null ? null : (blog.tags ?? 'tags.yml'),
    tagsNamed: typeof blog.tags === 'string',
    tagsBasePath: blog.tagsBasePath ?? 'tags',
    archiveBasePath: blog.archiveBasePath === false || blog.archiveBasePath === null ? null : (blog.archiveBasePath ?? 'archive'),
    authorsBasePath: blog.authorsBasePath ?? 'authors',
    authorsPages: blog.authorsPages ?? true,
    pageBasePath: blog.pageBasePath ?? 'page',
    ...(blog.editUrl ? { editUrl: blog.editUrl } : {}),
    showLastUpdateTime: blog.showLastUpdateTime ?? false,
    showLastUpdateAuthor: blog.showLastUpdateAuthor ?? false,
    truncateMarker: blog.truncateMarker ?? DEFAULT_TRUNCATE_MARKER.source,
    onInlineTags: blog.onInlineTags ?? 'ignore',
    onInlineAuthors: blog.onInlineAuthors ?? 'ignore',
    onUntruncatedBlogPosts: blog.onUntruncatedBlogPosts ?? 'ignore',
    feed: {
      types: feedTypes(feed.type),
      title: feed.title,
      description: feed.description,
      copyright: feed.copyright ?? '',
      language: feed.language,
      limit: feed.limit === false || feed.limit === null ? null : (feed.limit ?? 20),
      ...feedXslt(feed.xslt),
    },
  };
}
