import { siteThemeClasses } from '@/components/site';
import type { Metadata } from 'next';
import type { LoadedSite } from '@/lib/content/store';
import { siteIndex } from '@/lib/content/site-index';
import { navContext } from '@/lib/content/nav-context';
import { newDocFolder } from '@/lib/content/nav';
import { blogPageData } from '@/lib/blog/blog-page';
import { blogSearchTag } from '@/lib/blog/search-tag';
import { docSearchMeta, SITE_PAGES_SCOPE } from '@/lib/search/scope';
import { SiteShell } from '@/components/layout/SiteShell';
import { BlogPage, siteDrawsBlogFrame } from './BlogPage';
import { drawsBlogIndexPage } from './SiteBlogIndexPage';
import { drawsPostPages } from './SitePostPage';
import { socialImage } from '@/lib/config/site-head';
import { localeAlternates, pageLocale } from '@/lib/content/locale-site';
import type { PageHead } from '@/lib/content/page-head';

/** The blog's page at `url`, or undefined when the URL is not the blog's. */
function blogPage(site: LoadedSite, url: string) {
  const entry = siteIndex(site.index).byUrl(url);
  return entry?.kind === 'blog' ? { blog: entry.blog, page: blogPageData(entry.blog, url, entry.route) } : undefined;
}

/**
 * The head of a blog page: title, description, keywords and image of a post; unlisted posts are not
 * indexed. A page a theme layer draws whole writes its own title, description, keywords, image and
 * Open Graph facts (its own page metadata, in head tags React hoists), so those are left out here (null: not the
 * root layout's defaults either), or the page's head would hold each twice; the site's image stays
 * where the post names none of its own.
 */
export function blogHead(site: LoadedSite, url: string): PageHead | undefined {
  const found = blogPage(site, url);
  if (!found) return undefined;
  const { page } = found;
  const post = page.post;
  const themeHead = post ? drawsPostPages() : drawsBlogIndexPage(page.route);
  const image = socialImage(site.config, post?.image);
  const tag = blogSearchTag(page.route);
  // (The theme's list pages write their own search tag; its post and archive pages none, leaving SiteMetadata's.)
  const ownSearch = themeHead && tag !== SITE_PAGES_SCOPE;
  const shared: Metadata = {
    // (The feeds' links are on every page: lib/blog/feed-links.ts.)
    alternates: { canonical: url, languages: localeAlternates(site.index, site.config, url) },
    robots: post?.unlisted || post?.draft ? { index: false, follow: true } : undefined,
    // (A list page the site draws whole writes its own search tag, as the theme's list pages do: SearchMetadata.)
    other: docSearchMeta(tag, pageLocale(site.config, url).name, ownSearch ? undefined : site.config.search.tagFacet),
  };
  const head = {
    kind: 'blog',
    url,
    title: page.title,
    permalink: post ? (post.doc.linkBase ?? url) : undefined,
    search: { tag },
    ownHead: themeHead,
    ownImage: post?.image !== undefined,
    ownSearch,
  } as const;
  if (themeHead)
    return {
      ...head,
      native: {
        ...shared,
        title: null,
        description: null,
        openGraph: { url, siteName: site.config.title, ...(post?.image ? {} : image?.openGraph) },
        ...(image && !post?.image ? { twitter: image.twitter } : {}),
      },
    };
  return {
    ...head,
    native: {
      ...shared,
      title: page.title,
      description: page.description,
      keywords: post?.keywords,
      openGraph: {
        type: post ? 'article' : 'website',
        title: page.title,
        description: page.description,
        url,
        siteName: site.config.title,
        ...(post ? { publishedTime: post.date, authors: post.authors.flatMap((a) => (a.url ? [a.url] : [])), tags: post.tags.map((t) => t.label) } : {}),
        ...(post?.image ? { images: [post.image] } : {}),
      },
    },
  };
}

/** A page of the blog in the site's shell. */
export function BlogRoute({ site, url }: { site: LoadedSite; url: string }) {
  const found = blogPage(site, url)!;
  return (
    <SiteShell
      config={site.config}
      nav={navContext(site.index, site.config, undefined, url)}
      newDocFolder={newDocFolder(site.index)}
      mainElement={siteDrawsBlogFrame(found.page) ? 'div' : 'main'}
      route={{ kind: 'blog', blog: found.blog.config.id }}
    >
      <BlogPage site={site} page={found.page} blog={found.blog} theme={siteThemeClasses(site.config)} />
    </SiteShell>
  );
}
