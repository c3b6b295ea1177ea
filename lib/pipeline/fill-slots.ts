/**
 * After the export, each page is read and written once: its article (rendered by the page pass)
 * goes into the empty article slot Next left (components/doc/ArticleBody.tsx), or over the old
 * article of a page an incremental build took over; its sidebar (lib/shared/sidebar-html.ts)
 * goes into the sidebar slot (components/layout/Sidebar.tsx) likewise.
 */
import fs from 'node:fs';
import type { LoadedSite } from '../content/store';
import { allUrls } from '../content/routes';
import { pageData } from '../content/page-records';
import { pageSidebar } from '../content/nav';
import { pageSidebarHtml, type SidebarClassNames } from '../shared/sidebar-html';
import { pageHtmlFile } from './output-file';
import { exportedPage, type ExportedPage } from '../output/exported-page';
import { withHtmlLocale, type HtmlLocale } from './locale-html';
import { readManifest } from '../site-modules/manifest';
import { withSiteClasses, type ThemeClassNames } from '../shared/theme-classes';
import { withLayoutHeadLast, type LayoutHeadElement } from './head-order';
import type { FinishedHead } from '../plugins/types';

/** The slot's start tag (a theme layer's classes may follow the engine's, components/doc/ArticleBody.tsx). */
const ARTICLE_START = /<div class="article-body(?: [^"]*)?" data-slot="article">/;
// (The slot's own end: it is the engine's article's last child, or, in a plugin's route, a Markdown module's content in the site's markup.)
const ARTICLE_END = '</div>';
const SIDEBAR = 'data-slot="sidebar"';

/** The page with `article` in place of `current` (what its slot holds now: '' for a fresh export). */
export function withArticle(html: string, current: string, article: string): string | undefined {
  const start = ARTICLE_START.exec(html);
  if (!start) return undefined;
  const from = start.index + start[0].length;
  if (!html.startsWith(current + ARTICLE_END, from)) return undefined;
  return html.slice(0, from) + article + html.slice(from + current.length);
}

/**
 * The page with `sidebar` in its slot, or undefined when it has none. The slot is the
 * `<nav data-slot="sidebar">` element; the sidebar's markup holds no nav element, so the slot
 * ends at the first `</nav>` after it.
 */
export function withSidebar(html: string, sidebar: string): string | undefined {
  const slot = html.indexOf(SIDEBAR);
  const from = slot < 0 ? -1 : html.indexOf('>', slot) + 1;
  const to = from > 0 ? html.indexOf('</nav>', from) : -1;
  if (to < 0) return undefined;
  return html.slice(0, from) + sidebar + html.slice(to);
}

/**
 * Whether Next renders the pages' sidebars: the site's own DocSidebarItem parts compiled
 * (components/layout/Sidebar.tsx). Then a page has no sidebar slot, and its sidebar is part of its render.
 */
export const sidebarsInNextRender = (root: string) => readManifest(root)?.sidebarInRender === true;

/** The sidebar classes of the site's theme layer (a plugin's), with those the site's theme names for it (the manifest's). */
export function siteSidebarClasses(root: string, layer: ThemeClassNames | undefined): SidebarClassNames | undefined {
  return withSiteClasses(layer, readManifest(root)?.siteClasses ?? {})?.sidebar;
}

/** Page URL → the markup of its sidebar, for every page that shows one (`classes`: a theme layer's, lib/plugins/engine.ts). */
export function pageSidebars(site: LoadedSite, classes?: SidebarClassNames): Map<string, string> {
  const out = new Map<string, string>();
  for (const url of allUrls(site.index)) {
    const data = pageData(site, url);
    if (!data) continue; // (the blog's pages render their own sidebar; the pages folder's show none)
    const sidebar = pageSidebar(site.index, site.config, data);
    if (sidebar) out.set(url, pageSidebarHtml(sidebar.items, sidebar.active, classes));
  }
  return out;
}

export interface SlotFill {
  /** The article's HTML, and what the slot holds now ('' after a fresh export; undefined: not known). */
  article?: { html: string; current: string | undefined };
  sidebar?: string;
  /** A non-default locale's page: its `<html lang dir>`. */
  locale?: HtmlLocale;
  /** …and its own layout elements where they are not the site's: its feeds, its head tags (SiteHead.locales). */
  layoutHead?: readonly LayoutHeadElement[];
}

/**
 * Fills each page's slots in `out`, reading and writing each file once, puts the root layout's
 * `head` elements in their place (lib/pipeline/head-order.ts) and has the site's plugins finish the
 * head (`finishHead`). Returns the pages whose slots were not as expected (an engine error), what the
 * later checks need of each page it wrote (lib/output/exported-page.ts), so that they do not open it
 * again, and the files it read.
 */
export function fillSlots(
  out: string,
  fills: Map<string, SlotFill>,
  head: readonly LayoutHeadElement[] = [],
  finishHead?: (head: string) => FinishedHead,
): { wrong: string[]; exported: Map<string, ExportedPage>; files: Set<string> } {
  const wrong: string[] = [];
  const exported = new Map<string, ExportedPage>();
  const files = new Set<string>();
  const strings = new Map<string, string>();
  for (const [url, fill] of fills) {
    const file = pageHtmlFile(out, url);
    files.add(file);
    let exportedHtml: string;
    try {
      exportedHtml = fs.readFileSync(file, 'utf8');
    } catch {
      wrong.push(`${url} (not exported)`);
      continue;
    }
    let html: string | undefined = exportedHtml;
    if (fill.article) html = fill.article.current === undefined ? undefined : withArticle(html, fill.article.current, fill.article.html);
    if (html !== undefined && fill.sidebar !== undefined) html = withSidebar(html, fill.sidebar);
    if (html !== undefined && fill.locale) html = withHtmlLocale(html, fill.locale);
    if (html === undefined) {
      wrong.push(url);
      continue;
    }
    html = withLayoutHeadLast(html, head, finishHead, fill.layoutHead);
    // (An incremental build's unchanged file is a hard link to out/'s: unlinked first, so out/'s
    // stays as it was. Next's fresh files are written in place: an unlink each costs more than the write.)
    if (html !== exportedHtml) {
      if (fs.statSync(file).nlink > 1) fs.unlinkSync(file);
      fs.writeFileSync(file, html);
    }
    exported.set(url, exportedPage(html, strings));
  }
  return { wrong, exported, files };
}
