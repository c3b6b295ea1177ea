import type { Metadata } from 'next';
import type { LoadedSite } from '@/lib/content/store';
import { siteIndex } from '@/lib/content/site-index';
import { navContext } from '@/lib/content/nav-context';
import { newDocFolder } from '@/lib/content/nav';
import { blogPageData } from '@/lib/blog/blog-page';
import { blogSearchTag } from '@/lib/blog/search-tag';
import { docSearchMeta } from '@/lib/search/scope';
import { SiteShell } from '@/components/layout/SiteShell';
import { BlogPage } from './BlogPage';

/** The blog's page at `url`, or undefined when the URL is not the blog's. */
function blogPage(site: LoadedSite, url: string) {
  const entry = siteIndex(site.index).byUrl(url);
  return entry?.kind === 'blog' ? { blog: entry.blog, page: blogPageData(entry.blog, url, entry.route) } : undefined;
}

/** The head of a blog page: title, description, keywords and image of a post; unlisted posts are not indexed. */
export function blogMetadata(site: LoadedSite, url: string): Metadata | undefined {
  const found = blogPage(site, url);
  if (!found) return undefined;
  const { page, blog } = found;
  const post = page.post;
  const feeds = blog.config.feed.types;
  const feedUrl = (file: string) => `${blog.url}${file}`;
  return {
    title: page.title,
    description: page.description,
    keywords: post?.keywords,
    alternates: {
      canonical: url,
      types: {
        ...(feeds.includes('rss') ? { 'application/rss+xml': [{ url: feedUrl('rss.xml'), title: `${site.config.title} RSS Feed` }] } : {}),
        ...(feeds.includes('atom') ? { 'application/atom+xml': [{ url: feedUrl('atom.xml'), title: `${site.config.title} Atom Feed` }] } : {}),
        ...(feeds.includes('json') ? { 'application/json': [{ url: feedUrl('feed.json'), title: `${site.config.title} JSON Feed` }] } : {}),
      },
    },
    robots: post?.unlisted || post?.draft ? { index: false, follow: true } : undefined,
    openGraph: {
      type: post ? 'article' : 'website',
      title: page.title,
      description: page.description,
      url,
      siteName: site.config.title,
      ...(post ? { publishedTime: post.date, tags: post.tags.map((t) => t.label) } : {}),
      ...(post?.image ? { images: [post.image] } : {}),
    },
    other: docSearchMeta(blogSearchTag(page.route)),
  };
}

/** A page of the blog in the site's shell. */
export function BlogRoute({ site, url }: { site: LoadedSite; url: string }) {
  const found = blogPage(site, url)!;
  return (
    <SiteShell config={site.config} nav={navContext(site.index, site.config)} newDocFolder={newDocFolder(site.index)}>
      <BlogPage page={found.page} blog={found.blog} />
    </SiteShell>
  );
}
