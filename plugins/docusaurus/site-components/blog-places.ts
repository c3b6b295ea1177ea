/**
 * The blog as a site's swizzles change it: under Docusaurus a post's route renders
 * `@theme/BlogPostPage` (the blog's layout with its sidebar, the post's metadata, its TOC and
 * paginator), which renders `@theme/BlogPostItem` (its header, content and footer:
 * `BlogPostItem/Header/Title`, `TagsListInline`…), and a list page `@theme/BlogPostItems`, which
 * renders `BlogPostItem` for each post; every page of the blog is in `@theme/BlogLayout` (its
 * sidebar: `BlogSidebar/Desktop`, `/Content`…). The blog's other routes render a page each, whole
 * (`BlogListPage`, `BlogTagsPostsPage`, `BlogArchivePage`, the authors' pages…). Each place has the site's own module where it swizzled
 * one, else the installed theme's, which renders whatever of its tree the site swizzled (./theme-graph.ts):
 * the blog is drawn as Docusaurus draws it, by its own code, and loaded only by the blog's pages
 * (./registry-code.ts splitParts).
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { ThemeAliases } from './theme-aliases';
import { placeSwizzles } from './theme-graph';
import { isSwizzledIn, swizzledThemeModule } from './resolve';
import { hostedPartsPlugin, instanceComponents } from './instance-components';

/** Each place: the theme module Docusaurus renders there, and the host that hands it the page's posts (../components/blog/BlogPostsHost.tsx). */
export const BLOG_PLACES = {
  BlogPostPage: { part: 'docs-engine:blog-post-page', host: 'blogPostPageHost' },
  BlogPostItem: { part: 'docs-engine:blog-post-item', host: 'blogPostItemHost' },
  BlogPostItems: { part: 'docs-engine:blog-post-items', host: 'blogPostItemsHost' },
  BlogLayout: { part: 'docs-engine:blog-layout', host: 'blogLayoutHost' },
  // The blog's other pages, each whole: handed what its route hands it (plugin-content-blog routes.ts).
  BlogListPage: { part: 'docs-engine:blog-list-page', host: 'blogIndexPageHost', option: 'blogListComponent' },
  BlogTagsListPage: { part: 'docs-engine:blog-tags-list-page', host: 'blogIndexPageHost', option: 'blogTagsListComponent' },
  BlogTagsPostsPage: { part: 'docs-engine:blog-tags-posts-page', host: 'blogIndexPageHost', option: 'blogTagsPostsComponent' },
  BlogArchivePage: { part: 'docs-engine:blog-archive-page', host: 'blogIndexPageHost', option: 'blogArchiveComponent' },
  'Blog/Pages/BlogAuthorsListPage': { part: 'docs-engine:blog-authors-list-page', host: 'blogIndexPageHost', option: 'blogAuthorsListComponent' },
  'Blog/Pages/BlogAuthorsPostsPage': { part: 'docs-engine:blog-authors-posts-page', host: 'blogIndexPageHost', option: 'blogAuthorsPostsComponent' },
} as const;

/**
 * What a place's tree leaves to places of the engine's: the post page's frame (`Layout`, the
 * engine's shell, with the navbar's and footer's places) and its post (the post item's place).
 */
const ELSEWHERE: Partial<Record<keyof typeof BLOG_PLACES, readonly string[]>> = { BlogPostPage: ['Layout', 'BlogPostItem'], BlogLayout: ['Layout'] };
const WHOLE_PAGE: readonly string[] = ['Layout'];

export type BlogPlace = keyof typeof BLOG_PLACES;

/** Of each place, what the site swizzled in its tree: the module itself, else the swizzles its installed module reaches. */
export function blogPlaceSwizzles(siteRoot: string, aliases: ThemeAliases): Partial<Record<BlogPlace, string[]>> {
  const isSwizzled = isSwizzledIn(siteRoot);
  const found: Partial<Record<BlogPlace, string[]>> = {};
  for (const place of Object.keys(BLOG_PLACES) as BlogPlace[]) {
    const elsewhere = (name: string) => (ELSEWHERE[place] ?? WHOLE_PAGE).includes(name);
    const reached = placeSwizzles(place, aliases, isSwizzled, elsewhere);
    if (reached.length) found[place] = reached;
  }
  return found;
}

/** The parts (./theme-parts.ts) that draw the blog's places: each place the installed theme has, the site swizzled or a blog of the config names its own component for. */
export function blogParts(siteRoot: string, aliases: ThemeAliases, config?: Record<string, unknown>): Partial<Record<BlogPlace, string>> {
  const drawn = (place: BlogPlace) =>
    aliases.last.has(place) || swizzledThemeModule(siteRoot, place) !== undefined || Object.keys(blogPlaceComponents(config, place)).length > 0;
  return Object.fromEntries((Object.keys(BLOG_PLACES) as BlogPlace[]).filter(drawn).map((place) => [place, BLOG_PLACES[place].part]));
}

const HOST = path.join(process.cwd(), 'plugins/docusaurus/components/blog/BlogPostsHost.tsx');

/** The option a blog's routes read each place's component from, where a blog may name its own. */
export const BLOG_COMPONENT_OPTIONS: Partial<Record<BlogPlace, string>> = {
  BlogPostPage: 'blogPostComponent',
  ...Object.fromEntries(Object.entries(BLOG_PLACES).flatMap(([place, p]) => ('option' in p ? [[place, p.option]] : []))),
};

/**
 * Each blog's own component of a place (its `blogPostComponent`, `blogListComponent`…) other than the
 * default, by its id (plugin-content-blog routes.ts: the place's routes render it instead).
 */
export const blogPlaceComponents = (config: Record<string, unknown> | undefined, place: BlogPlace): Record<string, string> => {
  const option = BLOG_COMPONENT_OPTIONS[place];
  return option ? instanceComponents(config, { part: 'blog', plugin: /plugin-content-blog/, option, byDefault: `@theme/${place}` }) : {};
};

/**
 * Answers each place's part: its host around `@theme/<place>`, resolved as any theme import (the
 * site's, else the installed theme's); a page's, around each blog's own component where it names one.
 */
export function blogPlacesPlugin(config?: Record<string, unknown>): Plugin {
  const byPart = new Map<string, { place: BlogPlace; host: string }>(
    Object.entries(BLOG_PLACES).map(([place, { part, host }]) => [part, { place: place as BlogPlace, host }]),
  );
  return hostedPartsPlugin('docusaurus-blog-places', /^docs-engine:blog-/, (part) => {
    const { place, host } = byPart.get(part)!;
    return { hostFile: HOST, host, component: `@theme/${place}`, own: blogPlaceComponents(config, place) };
  });
}
