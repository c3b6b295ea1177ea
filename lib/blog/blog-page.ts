/**
 * What one page of the blog shows, from the blog index and its route: its title and description,
 * the posts it lists, the tag or author it is about, and the blog sidebar. Shared code: no Node,
 * no React (components/blog/ renders it).
 */
import type { BlogAuthor, BlogListPage, BlogRoute, BlogTag } from './types';
import type { BlogIndex, BlogPost } from '../content/types';

export interface BlogPageData {
  url: string;
  route: BlogRoute;
  title: string;
  description: string;
  /** The post of a post page. */
  post?: BlogPost;
  /** Posts a list page shows, in order. */
  posts: BlogPost[];
  list?: BlogListPage;
  tag?: BlogTag & { count: number };
  author?: BlogAuthor & { count: number };
  /** Recent posts; the year of their ISO `date` groups them as Docusaurus' sidebar does (themeConfig.blog.sidebar.groupByYear, on by default). */
  sidebar: { title: string; items: { title: string; url: string; date: string }[]; groupByYear: boolean };
}

/** The post a route shows (post pages only). */
export function blogPostOf(blog: Pick<BlogIndex, 'posts'>, route: BlogRoute): BlogPost | undefined {
  return route.type === 'post' ? blog.posts.find((p) => p.url === route.post) : undefined;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function blogPageData(blog: BlogIndex, url: string, route: BlogRoute): BlogPageData {
  const byUrl = new Map(blog.posts.map((p) => [p.url, p]));
  const postsOf = (urls: string[]) => urls.map((u) => byUrl.get(u)!);
  const cfg = blog.config;
  // Recent posts, unlisted ones left out (as the theme's sidebar leaves them out).
  const recent = blog.posts.filter((p) => !p.unlisted);
  const count = cfg.blogSidebarCount === 'ALL' ? recent.length : cfg.blogSidebarCount;
  const sidebar = {
    title: cfg.blogSidebarTitle,
    items: recent.slice(0, count).map((p) => ({ title: p.doc.sidebarLabel, url: p.url, date: p.date })),
    groupByYear: cfg.blogSidebarGroupByYear,
  };
  const page = (list: BlogListPage) => (list.page > 1 ? ` (page ${list.page} of ${list.totalPages})` : '');
  switch (route.type) {
    case 'post': {
      const post = blogPostOf(blog, route)!;
      return { url, route, title: post.title, description: post.description, post, posts: [], sidebar };
    }
    case 'list':
      return {
        url,
        route,
        title: cfg.blogTitle + page(route.list),
        description: cfg.blogDescription,
        posts: postsOf(route.list.posts),
        list: route.list,
        sidebar,
      };
    case 'tags':
      return { url, route, title: 'Tags', description: `Tags of ${cfg.blogTitle}`, posts: [], sidebar };
    case 'tag': {
      const tag = blog.tags[route.tag];
      const title = `${plural(tag.posts.length, 'post', 'posts')} tagged with "${tag.label}"`;
      return {
        url,
        route,
        title: title + page(route.list),
        description: tag.description ?? title,
        posts: postsOf(route.list.posts),
        list: route.list,
        tag: { ...tag, count: tag.posts.length },
        sidebar,
      };
    }
    case 'authors':
      return { url, route, title: 'Authors', description: `Authors of ${cfg.blogTitle}`, posts: [], sidebar };
    case 'author': {
      const author = blog.authors[route.author];
      const name = author.name ?? route.author;
      return {
        url,
        route,
        title: name + page(route.list),
        description: author.description ?? author.title ?? `Posts by ${name}`,
        posts: postsOf(route.list.posts),
        list: route.list,
        author: { ...author, count: author.posts.length },
        sidebar,
      };
    }
    case 'archive':
      return { url, route, title: 'Archive', description: 'Archive', posts: blog.posts.filter((p) => !p.unlisted), sidebar };
  }
}

/** Posts of the archive grouped by year, newest year first. */
export function postsByYear(posts: BlogPost[]): { year: string; posts: BlogPost[] }[] {
  const years = new Map<string, BlogPost[]>();
  for (const p of posts) {
    const y = p.date.slice(0, 4);
    years.set(y, [...(years.get(y) ?? []), p]);
  }
  return [...years].sort(([a], [b]) => b.localeCompare(a)).map(([year, list]) => ({ year, posts: list }));
}
