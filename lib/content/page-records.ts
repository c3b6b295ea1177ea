/**
 * Each page's data (getPageData: title, breadcrumbs, prev/next, version links, edit URL…) computed
 * once per build, by the build's main thread, and handed on as a value: it travels in the site file
 * the page pass and Next's workers read (lib/content/store.ts siteFromFile), so no runtime computes
 * it again. The live preview's site has no records; there a page's data is computed on request, by
 * the same function. A record leaves out the sidebar tree, which its version holds once for all
 * its pages: `pageData` puts it back.
 */
import { getPageData, type CategoryPage, type DocPage, type PageData } from './routes';
import { siteIndex } from './site-index';
import { localeConfig } from './locale-site';
import type { ContentIndex } from './types';
import type { SiteConfig } from '../config/site-config';

export type PageRecord = Omit<DocPage, 'sidebar'> | Omit<CategoryPage, 'sidebar'>;

interface SiteWithRecords {
  config: SiteConfig;
  index: ContentIndex;
  /** URL → the page's record, set by the build (pageRecords); absent in the live preview. */
  pages?: Record<string, PageRecord>;
}

/** Every doc and category page's record (blog posts and the pages folder's pages have their own data). */
export function pageRecords(site: SiteWithRecords): Record<string, PageRecord> {
  const records: Record<string, PageRecord> = {};
  for (const url of siteIndex(site.index).urls()) {
    const page = getPageData(site.index, localeConfig(site.index, site.config, url), url);
    if (!page) continue;
    const record: Partial<PageData> = { ...page };
    delete record.sidebar;
    records[url] = record as PageRecord;
  }
  return records;
}

/** The page's data: its record with its sidebar, or in the live preview computed now. */
export function pageData(site: SiteWithRecords, url: string): PageData | undefined {
  if (!site.pages) return getPageData(site.index, localeConfig(site.index, site.config, url), url);
  const record = site.pages[url];
  if (!record) return undefined;
  const entry = siteIndex(site.index).byUrl(url);
  const version = entry && 'version' in entry ? entry.version : undefined;
  // (As chooseSidebar gives it: the version's sidebar of that id.)
  const sidebar = record.sidebarId && version ? (version.sidebars[record.sidebarId] ?? []) : [];
  return { ...record, sidebar } as PageData;
}
