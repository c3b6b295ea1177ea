/** The blog and the pages in every locale: the default locale's and each copy (./locale-content.ts). Shared code: no Node. */
import type { BlogIndex, ContentIndex, PagesIndex } from '../content/types';

export const allBlogs = (index: Pick<ContentIndex, 'blog' | 'localeBlogs'>): BlogIndex[] => [...(index.blog ? [index.blog] : []), ...(index.localeBlogs ?? [])];

export const allPages = (index: Pick<ContentIndex, 'pages' | 'localePages'>): PagesIndex[] => [
  ...(index.pages ? [index.pages] : []),
  ...(index.localePages ?? []),
];
