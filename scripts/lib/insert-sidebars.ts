/**
 * After the export: writes each page's sidebar (components/layout/sidebar-html.ts) into its empty
 * slot (components/layout/Sidebar.tsx), or, in a page an incremental build took over from out/,
 * over the sidebar it holds. The slot is the `<nav data-slot="sidebar">` element; the sidebar's
 * markup holds no nav element, so the slot ends at the first `</nav>` after it.
 */
import fs from 'node:fs';
import type { LoadedSite } from '../../lib/content/store';
import { allUrls, getPageData } from '../../lib/content/routes';
import { pageSidebar } from '../../lib/content/nav';
import { pageSidebarHtml } from '../../components/layout/sidebar-html';
import { pageHtmlFile, writeOutputFile } from './output-file';

const SLOT = 'data-slot="sidebar"';

/** Page URL → the markup of its sidebar, for every page that shows one. */
export function pageSidebars(site: LoadedSite): Map<string, string> {
  const out = new Map<string, string>();
  for (const url of allUrls(site.index)) {
    const sidebar = pageSidebar(site.index, site.config, getPageData(site.index, site.config, url)!);
    if (sidebar) out.set(url, pageSidebarHtml(sidebar.items, sidebar.active));
  }
  return out;
}

/** The page with `sidebar` in its slot, or undefined when it has no slot. */
export function withSidebar(html: string, sidebar: string): string | undefined {
  const slot = html.indexOf(SLOT);
  const from = slot < 0 ? -1 : html.indexOf('>', slot) + 1;
  const to = from > 0 ? html.indexOf('</nav>', from) : -1;
  if (to < 0) return undefined;
  return html.slice(0, from) + sidebar + html.slice(to);
}

/** Writes the sidebars of `urls` into their pages in `out`; returns the pages that had no slot. */
export function insertSidebars(out: string, sidebars: Map<string, string>, urls: Iterable<string>): string[] {
  const wrong: string[] = [];
  for (const url of urls) {
    const sidebar = sidebars.get(url);
    if (sidebar === undefined) continue;
    const file = pageHtmlFile(out, url);
    const next = fs.existsSync(file) ? withSidebar(fs.readFileSync(file, 'utf8'), sidebar) : undefined;
    if (next === undefined) wrong.push(url);
    else writeOutputFile(file, next);
  }
  return wrong;
}
