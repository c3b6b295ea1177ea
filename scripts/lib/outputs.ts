/** Post-export steps shared by the build and its tests: metadata.json, sitemap, robots, link check. */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadedSite } from '../../lib/content/store';
import type { ContentIndex } from '../../lib/content/types';
import { publishedUrls, robotsTxt, sitemapXml } from '../../lib/output/sitemap';
import { checkLinks, idsOf, type LinkReport, type PageHtml } from '../../lib/output/link-check';
import { routeTable } from '../../lib/content/routes';

export function writeExtraOutputs(out: string, site: LoadedSite): void {
  const { config, index } = site;
  fs.writeFileSync(path.join(out, 'docs', 'metadata.json'), JSON.stringify(index));
  fs.writeFileSync(path.join(out, 'docs', 'sitemap.xml'), sitemapXml(config.url, publishedUrls(index)));
  fs.writeFileSync(path.join(out, 'robots.txt'), robotsTxt(config.url, '/docs/sitemap.xml'));
}

function fileFor(out: string, urlPath: string): string {
  const p = decodeURIComponent(urlPath);
  return p.endsWith('/') ? path.join(out, p, 'index.html') : path.join(out, p);
}

export function checkOutputLinks(out: string, index: ContentIndex): LinkReport {
  const table = routeTable(index);
  const pages: PageHtml[] = [];
  const ids = new Map<string, Set<string>>();
  for (const [url, entry] of table) {
    const file = fileFor(out, url);
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    const source = entry.kind === 'doc' ? entry.doc.source : entry.index.source;
    pages.push({ url, source, html });
  }
  const exists = (p: string) => {
    if (table.has(p) || table.has(`${p}/`)) return true;
    const f = fileFor(out, p);
    return fs.existsSync(f) && fs.statSync(f).isFile();
  };
  const pageIds = (url: string) => {
    if (!ids.has(url)) {
      const page = pages.find((p) => p.url === url);
      if (!page) return undefined;
      ids.set(url, idsOf(page.html));
    }
    return ids.get(url);
  };
  return checkLinks(pages, exists, pageIds);
}
