import type { ReactElement } from 'react';
import type { BlogPostItemParts } from '@/lib/api/plugins';
import { siteThemeClasses } from '@/components/site';
import type { BlogIndex, BlogPost } from '@/lib/content/types';
import type { LoadedSite } from '@/lib/content/store';
import { pageArticle } from '@/components/doc/page-article';
import { SearchFacts } from '@/components/doc/SearchMeta';
import { pageCompileSetup } from '@/components/mdx/render';
import { isPublished } from '@/lib/content/published';
import { postParts } from './post-content';
import { postItemMeta } from './post-item-meta';

/**
 * A post's article: its TOC, and its body (where Next renders the post, without its own h1 and the
 * truncate mark, as the page pass leaves them out), in its theme layer's classes as a doc's is (an
 * imported site's `.markdown`, whose `.markdown > p` rules then reach the post's content as they reach a doc's).
 */
export function postArticle(site: LoadedSite, post: BlogPost, blog: BlogIndex) {
  const shape = (content: ReactElement) => postParts(content, pageCompileSetup(site, post.doc, blog.container).components.h1).full;
  return pageArticle(site, post.doc, blog.container, shape, siteThemeClasses(site.config));
}

export type PostArticle = Awaited<ReturnType<typeof postArticle>>;

/** The hidden facts the search index reads of a published post. */
export function postSearchFacts(post: BlogPost, blog: BlogIndex) {
  return isPublished(post.doc) ? <SearchFacts title={post.title} lvl0={blog.config.blogTitle} /> : null;
}

/** A post on its page as a site's own parts draw it: its facts, and its body after the search facts. */
export function sitePostParts(post: BlogPost, blog: BlogIndex, article: PostArticle): BlogPostItemParts {
  return {
    body: (
      <>
        {postSearchFacts(post, blog)}
        {article.body}
      </>
    ),
    meta: postItemMeta(post, article.toc),
  };
}
