/** The blogs and the pages in every locale: the default locale's and each copy (./locale-content.ts). Shared code: no Node. */
import type { BlogIndex, ContentIndex, PagesIndex } from '../content/types';

/** The default locale's blogs (the first, then the others), in the config's order. */
export const siteBlogs = (index: Pick<ContentIndex, 'blog' | 'otherBlogs'>): BlogIndex[] => [...(index.blog ? [index.blog] : []), ...(index.otherBlogs ?? [])];

export const allBlogs = (index: Pick<ContentIndex, 'blog' | 'otherBlogs' | 'localeBlogs'>): BlogIndex[] => [...siteBlogs(index), ...(index.localeBlogs ?? [])];

export const allPages = (index: Pick<ContentIndex, 'pages' | 'localePages'>): PagesIndex[] => [
  ...(index.pages ? [index.pages] : []),
  ...(index.localePages ?? []),
];
