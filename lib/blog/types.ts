/**
 * The typed blog index: posts, tags, authors and every page the blog publishes, built from the
 * files by lib/blog/build-blog.ts. Plain data (it travels in the site's JSON to Next's workers).
 * Generic in the doc and version records (lib/content/types.ts names the site's: BlogIndex,
 * BlogPost), which hold the blog.
 */
import type { ResolvedBlogConfig } from '../config/blog';
import type { AuthorSocial } from './author-socials';

export interface BlogAuthor {
  /** Key in authors.yml; absent for an author written inline in a post. */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  description?: string;
  /** The author's page (authors.yml `page: true` or `page: {permalink}`). */
  page?: string;
  /** Profile links from `socials` (lib/blog/author-socials.ts). */
  socials?: AuthorSocial[];
}

export interface BlogTag {
  label: string;
  /** The tag page's URL. */
  url: string;
  description?: string;
  /** From tags.yml (false: written in a post only). */
  known: boolean;
}

export interface BlogPost<Doc> {
  /** Docusaurus' post id: its slug. */
  id: string;
  url: string;
  title: string;
  description: string;
  /** ISO date (UTC). */
  date: string;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** Minutes, when showReadingTime. */
  readingTime?: number;
  hasTruncateMarker: boolean;
  unlisted: boolean;
  draft: boolean;
  image?: string;
  keywords?: string[];
  hideToc: boolean;
  /** Last update from frontmatter `last_update.date` (ISO), else git (Unix seconds). */
  lastUpdated?: number;
  lastUpdateAuthor?: string;
  /** "Edit this post" (the blog's editUrl, lib/blog/edit-url.ts). */
  editUrl?: string;
  prev?: { title: string; url: string };
  next?: { title: string; url: string };
  /**
   * The post as the page pass sees a doc (source, frontmatter, URL), so it is parsed, checked and
   * rendered like one (lib/check/site-check.ts, components/mdx/render-tree.tsx).
   */
  doc: Doc;
}

/** One list page of posts (the blog's, a tag's or an author's). */
export interface BlogListPage {
  url: string;
  page: number;
  totalPages: number;
  totalCount: number;
  /** Post URLs on this page. */
  posts: string[];
  previous?: string;
  next?: string;
}

export type BlogRoute =
  | { type: 'list'; list: BlogListPage }
  | { type: 'post'; post: string }
  | { type: 'tags' }
  | { type: 'tag'; tag: string; list: BlogListPage }
  | { type: 'authors' }
  | { type: 'author'; author: string; list: BlogListPage }
  | { type: 'archive' };

export interface BlogIndex<Doc, Version> {
  config: ResolvedBlogConfig;
  /** The blog's base URL with trailing slash ("/blog/"). */
  url: string;
  /** Folder of the posts relative to the project root. */
  dir: string;
  /** Newest first (or as sortPosts says); drafts only in dev. */
  posts: BlogPost<Doc>[];
  /** Tag URL → tag with the URLs of its listed posts (all posts when every post of it is unlisted). */
  tags: Record<string, BlogTag & { posts: string[]; unlisted: boolean }>;
  tagsUrl: string;
  /** authors.yml, by key, with the URLs of their posts. */
  authors: Record<string, BlogAuthor & { posts: string[] }>;
  authorsUrl: string;
  archiveUrl?: string;
  /** URL → what it shows, for every page of the blog. */
  routes: Record<string, BlogRoute>;
  /** Posts as a version-like record: what the page pass and the MDX compile take a doc's version for (its folder, its files' URLs). */
  container: Version;
}
