import type { BlogPageData } from '@/lib/blog/blog-page';
import type { BlogIndex } from '@/lib/content/types';
import type { LoadedSite } from '@/lib/content/store';
import { Pagination } from '@/components/doc/DocParts';
import { BlogPostItem } from './BlogPostItem';

/** A list page (the blog's, a tag's or an author's): its posts and the links to the next and previous pages. */
export function BlogPostList({ site, page, blog }: { site: LoadedSite; page: BlogPageData; blog: BlogIndex }) {
  const list = page.list!;
  return (
    <>
      {page.posts.map((post) => (
        <BlogPostItem key={post.url} site={site} post={post} blog={blog} />
      ))}
      <Pagination
        label="Blog list page navigation"
        kind="blog"
        prev={list.previous ? { href: list.previous, label: 'Newer entries' } : undefined}
        next={list.next ? { href: list.next, label: 'Older entries' } : undefined}
      />
    </>
  );
}
