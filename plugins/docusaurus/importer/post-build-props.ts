/**
 * The routes postBuild is given, as Docusaurus hands them (core server/plugins/plugins.ts: every
 * plugin's routes, each top route with `plugin: { name, id }`), built from the pages the engine
 * published (its content index, lib/api/content.ts siteIndex) and the routes the site's plugins
 * added. The docs plugin's are its tree (plugin-content-docs routes.ts buildAllRoutes): the docs
 * root, one route per version with `props.version` (toVersionMetadataProp: `isLast` tells the
 * newest version), its DocRoot with each doc and generated index, then the version's tag pages. The
 * blog's and the pages plugin's are flat, with their theme components. A published page no plugin
 * accounts for (the engine's search page) is a route of its own.
 *
 * Paths are those the plugins add, before the site's trailingSlash is applied; the plugin's run
 * applies it and sorts them with the site's own core (./run-local-plugin.ts), as Docusaurus does.
 *
 * The content plugins come with their loaded content, in the shapes a postBuild reads (a local
 * search's per-version indexes read the docs plugin's `loadedVersions`): each version's docs, the
 * blog's posts, the pages. What the engine does not model is left out rather than made up (a
 * version's sidebars are empty, a doc has no previous and next).
 */
import { docTags, docsPluginId, siteIndex, type LoadedSite, type RouteEntry } from '../../../lib/api/content';
import type { LocalPlugin } from './local-plugins';
import { bareRoute, flatPaths, type RouteConfig } from './route-config';

type DocsEntry = Extract<RouteEntry, { set: unknown }>;
type Version = Extract<RouteEntry, { kind: 'doc' }>['version'];

const DOCS = 'docusaurus-plugin-content-docs';
const BLOG = 'docusaurus-plugin-content-blog';
const PAGES = 'docusaurus-plugin-content-pages';

const withSlash = (p: string): string => (p.endsWith('/') ? p : `${p}/`);

/** What Docusaurus says of a version in its route's props and its loaded content (plugin-content-docs props.ts, versions.ts). */
function versionFacts(v: Version): Record<string, unknown> {
  return {
    label: v.label,
    banner: v.banner === 'none' ? null : v.banner,
    badge: v.badge,
    noIndex: false,
    className: `docs-version-${v.name}`,
    isLast: v.isLast,
  };
}

/** The version served at its plugin's own path comes after the others (plugin-content-docs versions.ts routePriority). */
const routePriority = (v: Version, routeBasePath: string): number | undefined =>
  bareRoute(v.path || '/') === bareRoute(routeBasePath || '/') ? -1 : undefined;

/** One docs plugin's tree: its root, a route per version, each with its DocRoot of docs and generated indexes, then its tag pages. */
function docsTree(entries: DocsEntry[], pluginId: string, siteSource: SiteSource): RouteConfig {
  const set = entries[0].set;
  const byVersion = new Map<Version, DocsEntry[]>();
  for (const e of entries) {
    const v = e.kind === 'doc-tags' ? e.tagsOf : e.version;
    const list = byVersion.get(v);
    if (list) list.push(e);
    else byVersion.set(v, [e]);
  }
  const versionRoutes = [...byVersion].map(([v, list]): RouteConfig => {
    const docRoutes = list.flatMap((e): RouteConfig[] => {
      if (e.kind === 'doc') {
        const { doc } = e;
        const lastUpdatedAt = doc.lastUpdated === undefined ? undefined : doc.lastUpdated * 1000;
        const content = siteSource(doc.source);
        const metadata = { sourceFilePath: content.slice('@site/'.length), ...(lastUpdatedAt === undefined ? {} : { lastUpdatedAt }) };
        return [{ path: doc.linkBase ?? doc.url, component: '@theme/DocItem', exact: true, modules: { content }, metadata }];
      }
      return e.kind === 'generated-index' ? [generatedIndexRoute(e.index)] : [];
    });
    const tagRoutes = list.flatMap((e): RouteConfig[] =>
      e.kind !== 'doc-tags'
        ? []
        : [{ path: bareRoute(e.tag?.url ?? e.tags.listUrl ?? ''), component: e.tag ? '@theme/DocTagDocListPage' : '@theme/DocTagsListPage', exact: true }],
    );
    // (As plugin-content-docs 3.10 names a version's path; later versions add its slash, which the site's trailingSlash then settles.)
    const path = v.path || '/';
    const priority = routePriority(v, set.routeBasePath);
    return {
      path,
      exact: false,
      component: '@theme/DocVersionRoot',
      routes: [{ path, exact: false, component: '@theme/DocRoot', routes: docRoutes }, ...tagRoutes],
      props: { version: { pluginId, version: v.name, ...versionFacts(v) } },
      ...(priority === undefined ? {} : { priority }),
    };
  });
  return { path: set.routeBasePath || '/', exact: false, component: '@theme/DocsRoot', routes: versionRoutes, plugin: { name: DOCS, id: pluginId } };
}

/**
 * A category's generated index, as plugin-content-docs 3.x hands it: its metadata as the route's
 * `props.categoryGeneratedIndex` (routes.ts buildCategoryGeneratedIndexRoute), which a postBuild
 * reads to tell such a page from a doc (docusaurus-plugin-llms-txt's includeGeneratedIndex). Its
 * slug, sidebar and navigation, which the engine does not model, are left out.
 */
function generatedIndexRoute(index: Extract<DocsEntry, { kind: 'generated-index' }>['index']): RouteConfig {
  const permalink = bareRoute(index.url);
  const categoryGeneratedIndex = {
    title: index.title,
    description: index.description,
    ...(index.image ? { image: index.image } : {}),
    ...(index.keywords ? { keywords: index.keywords } : {}),
    permalink,
  };
  return { path: permalink, component: '@theme/DocCategoryGeneratedIndexPage', exact: true, props: { categoryGeneratedIndex } };
}

const BLOG_COMPONENTS = {
  list: '@theme/BlogListPage',
  post: '@theme/BlogPostPage',
  tags: '@theme/BlogTagsListPage',
  tag: '@theme/BlogTagsPostsPage',
  authors: '@theme/Blog/Pages/BlogAuthorsListPage',
  author: '@theme/Blog/Pages/BlogAuthorsPostsPage',
  archive: '@theme/BlogArchivePage',
} as const;

const postsByUrl = new WeakMap<object, Map<string, { doc: { linkBase?: string } }>>();

/** A route of the blog or of the pages plugin, with its plugin; undefined for the docs' (their tree) and a plugin's page (its plugin's). */
function flatRoute(url: string, e: RouteEntry): RouteConfig | undefined {
  if (e.kind === 'blog') {
    if (!postsByUrl.has(e.blog)) postsByUrl.set(e.blog, new Map(e.blog.posts.map((p) => [p.doc.url, p])));
    const post = e.route.type === 'post' ? postsByUrl.get(e.blog)!.get(url) : undefined;
    return { path: post?.doc.linkBase ?? bareRoute(url), component: BLOG_COMPONENTS[e.route.type], exact: true, plugin: { name: BLOG, id: e.blog.config.id } };
  }
  if (e.kind !== 'page' || (e.page.type === 'react' && e.page.plugin)) return undefined;
  const component = e.page.type === 'mdx' ? '@theme/MDXPage' : `@site/${e.page.file}`;
  return { path: e.page.permalink, component, exact: true, plugin: { name: PAGES, id: 'default' } };
}

/** A plugin as postBuild's `plugins` hold it (core LoadedPlugin): its name, options' id and loaded content. */
export interface LoadedContentPlugin {
  name: string;
  options: { id: string };
  content: unknown;
}

/** What postBuild is handed of the built site for one locale: its routes and its content plugins. */
export interface PostBuildSite {
  routes: RouteConfig[];
  plugins: LoadedContentPlugin[];
}

/** A page's source as Docusaurus names it (`@site/docs/intro.md`), from the engine's (relative to the engine's project). */
export type SiteSource = (source: string) => string;

/** A version's loaded content (plugin-content-docs LoadedVersion): its docs' metadata, no drafts, its sidebars left empty. */
function loadedVersion(v: Version, entries: DocsEntry[], routeBasePath: string, siteSource: SiteSource): Record<string, unknown> {
  const docs = entries.flatMap((e) => (e.kind === 'doc' ? [e.doc] : []));
  return {
    versionName: v.name,
    ...versionFacts(v),
    path: v.path || '/',
    tagsPath: `${v.path}/tags`,
    routePriority: routePriority(v, routeBasePath),
    docs: docs.map((doc) => ({
      id: doc.id,
      title: doc.title,
      description: doc.description,
      source: siteSource(doc.source),
      sourceDirName: doc.relPath.includes('/') ? doc.relPath.slice(0, doc.relPath.lastIndexOf('/')) : '.',
      permalink: doc.linkBase ?? doc.url,
      draft: false,
      unlisted: doc.unlisted,
      tags: docTags(doc, v).map((t) => ({ label: t.label, permalink: bareRoute(t.url), ...(t.description ? { description: t.description } : {}) })),
      version: v.name,
      frontMatter: doc.frontmatter,
      ...(doc.sidebarPosition === undefined ? {} : { sidebarPosition: doc.sidebarPosition }),
      ...(doc.lastUpdated === undefined ? {} : { lastUpdatedAt: doc.lastUpdated * 1000 }),
      ...(doc.lastUpdateAuthor === undefined ? {} : { lastUpdatedBy: doc.lastUpdateAuthor }),
    })),
    drafts: [],
    sidebars: {},
  };
}

type Blog = Extract<RouteEntry, { kind: 'blog' }>['blog'];

/** The blog's loaded content (plugin-content-blog BlogContent): its posts' metadata. */
function blogContent(blog: Blog, siteSource: SiteSource): Record<string, unknown> {
  return {
    blogTitle: blog.config.blogTitle,
    blogDescription: blog.config.blogDescription,
    blogSidebarTitle: blog.config.blogSidebarTitle,
    blogPosts: blog.posts.map((post) => ({
      id: post.id,
      metadata: {
        permalink: post.doc.linkBase ?? post.url,
        source: siteSource(post.doc.source),
        title: post.title,
        description: post.description,
        date: post.date,
        tags: post.tags.map((t) => ({ label: t.label, permalink: bareRoute(t.url) })),
        hasTruncateMarker: post.hasTruncateMarker,
        authors: post.authors,
        frontMatter: post.doc.frontmatter,
        unlisted: post.unlisted,
        ...(post.readingTime === undefined ? {} : { readingTime: post.readingTime }),
      },
    })),
    blogTagsListPath: bareRoute(blog.tagsUrl),
  };
}

type Pages = Extract<RouteEntry, { kind: 'page' }>['pages'];

/** The pages' loaded content (plugin-content-pages LoadedContent): each page's type, permalink and source. */
function pagesContent(pages: Pages, inLocale: (url: string) => boolean, siteSource: SiteSource): unknown[] {
  return pages.pages
    .filter((p) => inLocale(p.url) && !(p.type === 'react' && p.plugin))
    .map((p) =>
      p.type === 'mdx'
        ? {
            type: 'mdx',
            permalink: p.permalink,
            source: siteSource(p.source),
            title: p.title,
            description: p.description,
            frontMatter: p.doc.frontmatter,
            unlisted: p.doc.unlisted,
          }
        : { type: 'jsx', permalink: p.permalink, source: siteSource(p.source) },
    );
}

/**
 * What postBuild is handed for the locale served at `baseUrl` (the other locales' bases, `others`,
 * left out) from the built `site`, the site's plugins (`plugins`, as the import ran them), and
 * `built`, the pages found in the build folder (bare paths): routes in Docusaurus' order of plugins
 * (docs, blog, pages, the site's), and the content plugins, their pages' sources named by `siteSource`.
 */
export function postBuildSite(
  site: LoadedSite,
  locale: { baseUrl: string; others: string[] },
  plugins: LocalPlugin[],
  built: string[],
  siteSource: SiteSource,
): PostBuildSite {
  const { baseUrl, others } = locale;
  const inLocale = (url: string) => withSlash(url).startsWith(baseUrl) && !others.some((o) => o.length > baseUrl.length && withSlash(url).startsWith(o));
  const docs = new Map<string, DocsEntry[]>();
  const blogs = new Set<Blog>();
  const pageSets = new Set<Pages>();
  const flat: RouteConfig[] = [];
  for (const [url, e] of siteIndex(site.index).routes) {
    if (!inLocale(url)) continue;
    if (e.kind === 'doc' || e.kind === 'generated-index' || e.kind === 'doc-tags') {
      const id = docsPluginId(e.set);
      const list = docs.get(id);
      if (list) list.push(e);
      else docs.set(id, [e]);
      continue;
    }
    if (e.kind === 'blog') blogs.add(e.blog);
    if (e.kind === 'page') pageSets.add(e.pages);
    const route = flatRoute(url, e);
    if (route) flat.push(route);
  }
  const docsRoutes = [...docs].map(([id, entries]) => docsTree(entries, id, siteSource));
  const blogFirst = flat.sort((a, b) => Number(a.plugin?.name === PAGES) - Number(b.plugin?.name === PAGES));
  const own = plugins.flatMap((p) =>
    (p.routes ?? []).filter(inLocale).map((path): RouteConfig => {
      const component = p.routeComponents?.[path];
      return { path, exact: true, ...(component ? { component } : {}), plugin: { name: p.name ?? p.module, id: p.id ?? 'default' } };
    }),
  );
  const routes = [...docsRoutes, ...blogFirst, ...own];
  const known = new Set(flatPaths(routes).map(bareRoute));
  const rest = built.filter((p) => !known.has(bareRoute(p))).map((path): RouteConfig => ({ path, exact: true }));
  const contentPlugins: LoadedContentPlugin[] = [
    ...[...docs].map(([id, entries]) => {
      const versions = [...new Set(entries.map((e) => (e.kind === 'doc-tags' ? e.tagsOf : e.version)))];
      const loadedVersions = versions.map((v) =>
        loadedVersion(
          v,
          entries.filter((e) => e.kind === 'doc' && e.version === v),
          entries[0].set.routeBasePath,
          siteSource,
        ),
      );
      return { name: DOCS, options: { id }, content: { loadedVersions } };
    }),
    ...[...blogs].map((blog) => ({ name: BLOG, options: { id: blog.config.id }, content: blogContent(blog, siteSource) })),
    ...[...pageSets].map((pages) => ({ name: PAGES, options: { id: 'default' }, content: pagesContent(pages, inLocale, siteSource) })),
  ];
  return { routes: [...routes, ...rest], plugins: contentPlugins };
}
