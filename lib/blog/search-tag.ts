/**
 * The DocSearch tag (`docsearch:docusaurus_tag`) of a blog page, as Docusaurus' theme sets it: a
 * post is one of the site's `default` pages, which contextual search always includes; the lists
 * carry their own tags, which it never asks for, so a crawler's records of them stay out of results.
 */
import { SITE_PAGES_SCOPE } from '../search/scope';
import type { BlogRoute } from './types';

const LIST_TAGS: Partial<Record<BlogRoute['type'], string>> = {
  list: 'blog_posts_list',
  tags: 'blog_tags_list',
  tag: 'blog_tags_posts',
  authors: 'blog_authors_list',
  author: 'blog_authors_posts',
};

export function blogSearchTag(route: BlogRoute): string {
  return LIST_TAGS[route.type] ?? SITE_PAGES_SCOPE;
}
