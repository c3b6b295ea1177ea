import type { BlogPageData } from '@/lib/blog/blog-page';
import { BlogPostItem } from './BlogPostItem';
import { BlogPaginator } from './BlogPaginator';

/** A list page (the blog's, a tag's or an author's): its posts and the links to the next and previous pages. */
export function BlogPostList({ page }: { page: BlogPageData }) {
  const list = page.list!;
  return (
    <>
      {page.posts.map((post) => (
        <BlogPostItem key={post.url} post={post} />
      ))}
      <BlogPaginator
        label="Blog list page navigation"
        newer={list.previous ? { href: list.previous, title: 'Newer entries' } : undefined}
        older={list.next ? { href: list.next, title: 'Older entries' } : undefined}
      />
    </>
  );
}
