/** sitemap.xml and robots.txt for the published pages (no drafts, no unlisted pages, no search page). */
import type { ContentIndex } from '../content/types';
import { publishedUrlsOf } from '../content/published';
import { allBlogs, allPages } from '../i18n/all-locales';

export function publishedUrls(index: ContentIndex): string[] {
  // The blog's pages and the pages folder's too, but not unlisted posts or MDX pages.
  const blogs = allBlogs(index);
  const hidden = new Set(blogs.flatMap((blog) => blog.posts.filter((p) => p.unlisted).map((p) => p.url)));
  const pages = allPages(index).flatMap((set) => set.pages.filter((p) => p.type === 'react' || !p.doc.unlisted).map((p) => p.url));
  return [
    // (Not a version whose pages ask not to be indexed: Docusaurus' sitemap leaves noindex pages out.)
    ...index.sets.flatMap((set) => set.versions.filter((v) => !v.noIndex).flatMap(publishedUrlsOf)),
    ...blogs.flatMap((blog) => Object.keys(blog.routes)).filter((u) => !hidden.has(u)),
    ...pages,
  ];
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(siteUrl: string, urls: string[]): string {
  const base = siteUrl.replace(/\/$/, '');
  const entries = urls.map((u) => `<url><loc>${xmlEscape(base + u)}</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string, sitemapPath: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/$/, '')}${sitemapPath}\n`;
}
