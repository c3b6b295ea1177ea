/** sitemap.xml and robots.txt for the published pages (no drafts, no unlisted pages, no search page). */
import type { ContentIndex } from '../content/types';

export function publishedUrls(index: ContentIndex): string[] {
  const urls: string[] = [];
  for (const set of index.sets)
    for (const v of set.versions) {
      for (const d of v.docs) if (!d.draft && !d.unlisted) urls.push(d.url);
      for (const g of v.generatedIndexes) urls.push(g.url);
    }
  return urls;
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(siteUrl: string, urls: string[]): string {
  const base = siteUrl.replace(/\/$/, '');
  const entries = urls
    .map((u) => `<url><loc>${xmlEscape(base + u)}</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string, sitemapPath: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/$/, '')}${sitemapPath}\n`;
}
