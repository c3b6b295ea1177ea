/**
 * Checks every internal link of the exported HTML: markdown links, JSX hrefs, sidebar and navbar
 * all end up as <a href> there, so one pass over the output covers them all. A link to a missing
 * page is an error; a link to a missing #anchor on an existing page is a warning.
 */
import { isSitePath } from '../shared/site-paths';
import { opensElsewhere } from '../shared/html';

/** A page to check: its HTML, or the links already read from it (linksOf, in the pass that wrote it). */
export type PageHtml = {
  /** URL of the page, with trailing slash. */
  url: string;
  /** Source file the page came from (for messages). */
  source: string;
} & ({ html: string } | { links: readonly string[] });

export interface LinkReport {
  errors: string[];
  warnings: string[];
}

const A_TAG = /<a\b[^>]*>/g;
const HREF = /\shref="([^"]*)"/;
const TARGET = /\starget="([^"]*)"/;
/**
 * Docusaurus' Link prop `data-noBrokenLinkCheck`: a link its broken-links checker does not collect.
 * The engine writes it on the locale dropdown's links, which Docusaurus writes as `pathname://` links
 * (theme-classic LocaleDropdownNavbarItem), never collected: the same path in another locale, which
 * that locale may not have.
 */
const NO_CHECK = /\sdata-nobrokenlinkcheck(?:="(?!false")[^"]*")?(?=[\s>/])/i;
const ID = /\sid="([^"]+)"/g;

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

export function idsOf(html: string): Set<string> {
  const ids = new Set<string>();
  for (const m of html.matchAll(ID)) ids.add(decodeEntities(m[1]));
  return ids;
}

/** A link the site's config writes into pages or the export (navbar, footer, announcement, a redirect's target), with its file:line. */
export interface ConfigLink {
  source: string;
  href: string;
  /** What to do about it when it is broken. */
  fix?: string;
}

/**
 * @param exists  whether a site path (without hash/query) is served: a page or a static file.
 * @param pageIds ids present on a page, by page URL (for anchor checks); undefined for non-pages.
 * @param sitePrefixes the site's paths (lib/shared/site-paths.ts sitePrefixes): links elsewhere are not checked.
 * @param configLinks links of the site config, reported once at the config's line, not again on every page that shows them.
 * @param warned whether the content check already warned about a page's link to an id (lib/check/site-check.ts anchorLinkKey).
 */
export function checkLinks(
  pages: PageHtml[],
  exists: (path: string) => boolean,
  pageIds: (url: string) => Set<string> | undefined,
  sitePrefixes: readonly string[],
  configLinks: readonly ConfigLink[] = [],
  warned: (pageUrl: string, target: string, id: string) => boolean = () => false,
): LinkReport {
  const errors = new Set<string>();
  const warnings = new Set<string>();
  const check = (source: string, href: string, pageUrl?: string, fix?: string) => {
    if (href.startsWith('#')) {
      const id = decodeURIComponent(href.slice(1));
      if (pageUrl !== undefined && id && !pageIds(pageUrl)?.has(id) && !warned(pageUrl, pageUrl, id))
        warnings.add(`${source}: anchor "${href}" does not exist on this page`);
      return;
    }
    if (!isSitePath(sitePrefixes, href)) return;
    const [pathAndQuery, hash] = href.split('#', 2);
    const path = pathAndQuery.split('?')[0];
    if (!exists(path)) {
      errors.add(`${source}: links to ${path}, which is not a page of the site${fix ? ` — ${fix}` : ''}`);
      return;
    }
    if (hash) {
      const target = path.endsWith('/') ? path : `${path}/`;
      const ids = pageIds(target);
      const id = decodeURIComponent(hash);
      if (ids && !ids.has(id) && !(pageUrl !== undefined && warned(pageUrl, target, id)))
        warnings.add(`${source}: anchor "#${hash}" does not exist on ${target}`);
    }
  };
  for (const link of configLinks) check(link.source, link.href, undefined, link.fix);
  const fromConfig = new Set(configLinks.map((l) => l.href));
  for (const page of pages) for (const href of 'links' in page ? page.links : linksOf(page.html)) if (!fromConfig.has(href)) check(page.source, href, page.url);
  return { errors: [...errors].sort(), warnings: [...warnings].sort() };
}

/** The hrefs of a page's links that the check looks at, decoded, each once. */
export function linksOf(html: string): string[] {
  const hrefs = new Set<string>();
  for (const [tag] of html.matchAll(A_TAG)) {
    const m = HREF.exec(tag);
    if (!m || NO_CHECK.test(tag)) continue;
    // A link that opens in another tab (pathname://, target="_blank") is not Docusaurus' to check either.
    if (opensElsewhere(TARGET.exec(tag)?.[1])) continue;
    hrefs.add(decodeEntities(m[1]));
  }
  return [...hrefs];
}
