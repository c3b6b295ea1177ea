/**
 * Every page the blog publishes, by plugin-content-blog's route rules: the paginated list
 * (`/blog/`, `/blog/page/2/`), each post, the tags list and each tag's paginated posts, the authors
 * list and each author's paginated posts (authors with a page), and the archive.
 */
import { joinUrl } from './authors-tags';
import type { BlogAuthor, BlogListPage, BlogRoute } from './types';
import type { BlogIndex, BlogPost } from '../content/types';

/** The pages of a list of posts: the first at `base`, then `base/<pageBasePath>/2/`, … (always one, even empty). */
export function paginate(posts: string[], base: string, perPage: number | 'ALL', pageBasePath: string): BlogListPage[] {
  const size = perPage === 'ALL' ? Math.max(1, posts.length) : perPage;
  const total = Math.max(1, Math.ceil(posts.length / size));
  const url = (i: number) => (i === 0 ? base : `${joinUrl(base, pageBasePath, String(i + 1))}/`);
  return Array.from({ length: total }, (_, i) => ({
    url: url(i),
    page: i + 1,
    totalPages: total,
    totalCount: posts.length,
    posts: posts.slice(i * size, (i + 1) * size),
    ...(i > 0 ? { previous: url(i - 1) } : {}),
    ...(i < total - 1 ? { next: url(i + 1) } : {}),
  }));
}

type Base = Pick<BlogIndex, 'config' | 'url' | 'tagsUrl' | 'authorsUrl' | 'archiveUrl'>;

export function blogRoutes(
  blog: Base,
  posts: BlogPost[],
  authorsMap: Record<string, BlogAuthor>,
): Pick<BlogIndex, 'tags' | 'authors' | 'routes' | 'archiveUrl'> {
  const { config: cfg } = blog;
  const routes: Record<string, BlogRoute> = {};
  const listed = posts.filter((p) => !p.unlisted);
  for (const p of posts) routes[p.url] = { type: 'post', post: p.url };
  // A blog without posts still has its list page, empty: Docusaurus 3.10's routes.ts paginates what
  // posts there are into at least one page (before 3.10 it published nothing; the importer leaves
  // such a blog out for those sites, plugins/docusaurus/importer/blog.ts blogInstancesOf).
  for (const list of paginate(
    listed.map((p) => p.url),
    blog.url,
    cfg.postsPerPage,
    cfg.pageBasePath,
  ))
    routes[list.url] = { type: 'list', list };

  // Tags by URL; a tag only unlisted posts carry keeps its page (listing them) but is not in the tags list.
  const tags: BlogIndex['tags'] = {};
  for (const p of posts)
    for (const t of p.tags) {
      const entry = (tags[t.url] ??= { ...t, posts: [], unlisted: true });
      if (!entry.posts.includes(p.url)) entry.posts.push(p.url);
    }
  for (const tag of Object.values(tags)) {
    const listedOnes = tag.posts.filter((u) => !posts.find((p) => p.url === u)!.unlisted);
    tag.unlisted = listedOnes.length === 0;
    if (!tag.unlisted) tag.posts = listedOnes;
  }
  if (Object.keys(tags).length) {
    routes[blog.tagsUrl] = { type: 'tags' };
    for (const tag of Object.values(tags))
      for (const list of paginate(tag.posts, tag.url, cfg.postsPerPage, cfg.pageBasePath)) routes[list.url] = { type: 'tag', tag: tag.url, list };
  }

  // Authors of authors.yml; their pages list all their posts (unlisted ones too, as Docusaurus does).
  const authors: BlogIndex['authors'] = {};
  for (const [key, author] of Object.entries(authorsMap))
    authors[key] = { ...author, posts: posts.filter((p) => p.authors.some((a) => a.key === key)).map((p) => p.url) };
  if (cfg.authorsPages && Object.keys(authors).length) {
    routes[blog.authorsUrl] = { type: 'authors' };
    for (const author of Object.values(authors)) {
      if (!author.page) continue;
      for (const list of paginate(author.posts, author.page, cfg.postsPerPage, cfg.authorsBasePath))
        routes[list.url] = { type: 'author', author: author.key!, list };
    }
  }

  const archiveUrl = blog.archiveUrl && listed.length ? blog.archiveUrl : undefined;
  if (archiveUrl) routes[archiveUrl] = { type: 'archive' };
  return { tags, authors, routes, ...(archiveUrl ? { archiveUrl } : {}) };
}

/** The file a blog page comes from, for messages: the post's source, else the blog's folder. */
export function blogRouteSource(blog: Pick<BlogIndex, 'posts' | 'dir'>, route: BlogRoute): string {
  return (route.type === 'post' && blog.posts.find((p) => p.url === route.post)?.doc.source) || blog.dir;
}
