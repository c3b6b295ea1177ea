/**
 * Reading-experience parity of one page between a Docusaurus build and this engine's: what a
 * reader meets on it, read from each exported HTML (headings and their ids, admonitions, code
 * blocks, tabs, details, tables, images, breadcrumbs and the sidebar's first level).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument, DomUtils } from 'htmlparser2';

export interface PageFeatures {
  headings: string[];
  admonitions: number;
  codeBlocks: number;
  tabs: number;
  details: number;
  tables: number;
  images: number;
  breadcrumbs: string[];
  sidebar: string[];
}

type Flavour = 'docusaurus' | 'engine';
/** An element of htmlparser2's DOM (domhandler's Element). */
type Element = Extract<ReturnType<typeof parseDocument>['children'][number], { attribs: unknown }>;

// NUL bytes are left out: Docusaurus' builds of karmada and hertzbeat wrote some inside Chinese headings
// (ids and text) where no source file has one, and a reader sees nothing there.
const noNul = (s: string) => s.replace(/\u0000/g, '');
const text = (el: Element) => noNul(DomUtils.textContent(el)).replace(/\s+/g, ' ').trim();
const cls = (el: Element) => ` ${el.attribs.class ?? ''} `;

/** The features of one exported page; undefined when it has no article (a redirect, say). */
export function pageFeatures(html: string, flavour: Flavour): PageFeatures | undefined {
  const doc = parseDocument(html);
  const all = DomUtils.getElementsByTagName(() => true, doc.children, true) as Element[];
  const article =
    flavour === 'docusaurus'
      ? all.find((el) => cls(el).includes(' theme-doc-markdown '))
      : all.find((el) => el.name === 'article' && cls(el).includes(' markdown '));
  if (!article) return undefined;
  const inside = DomUtils.getElementsByTagName(() => true, article.children, true) as Element[];
  const count = (test: (el: Element) => boolean) => inside.filter(test).length;
  const headings = inside.filter((el) => /^h[23]$/.test(el.name) && el.attribs.id).map((el) => `${el.name}#${noNul(el.attribs.id)}`);
  // (Found by Docusaurus' theme classes first: in a translated locale its aria-labels are translated, "이동 경로".)
  const crumbNav = all.find((el) => el.name === 'nav' && (cls(el).includes(' theme-doc-breadcrumbs ') || /breadcrumbs/i.test(el.attribs['aria-label'] ?? '')));
  // The home crumb is an icon in Docusaurus and a labelled link here: both left out.
  const isHome = (li: Element) => DomUtils.findOne((el) => el.name === 'a' && /home/i.test(el.attribs['aria-label'] ?? ''), li.children, true) !== null;
  const breadcrumbs = crumbNav
    ? (DomUtils.getElementsByTagName('li', crumbNav.children, true) as Element[])
        .filter((li) => !isHome(li))
        .map(text)
        .filter(Boolean)
    : [];
  const sidebarNav = all.find((el) => el.name === 'nav' && (/docs sidebar/i.test(el.attribs['aria-label'] ?? '') || cls(el).includes(' sidebar-menu ')));
  const rootList =
    (flavour === 'docusaurus' ? all.find((el) => el.name === 'ul' && cls(el).includes(' theme-doc-sidebar-menu ')) : undefined) ??
    (sidebarNav && (DomUtils.findOne((el) => el.name === 'ul', sidebarNav.children, true) as Element | null));
  // First-level items, marked by class in both (a site's sidebar entries may wrap them, in either).
  const firstLevel = !rootList
    ? []
    : (DomUtils.getElementsByTagName('li', rootList.children, true) as Element[]).filter((li) =>
        /\btheme-doc-sidebar-item-\w+-level-1\b/.test(li.attribs.class ?? ''),
      );
  const sidebar = firstLevel.map((li) => {
    const first = DomUtils.findOne((el) => el.name === 'a' || el.name === 'button', li.children, true) as Element | null;
    return first ? text(first) : text(li);
  });
  return {
    headings,
    // (Both themes mark their admonitions so; an author's own HTML with class "admonition" is no admonition of either.)
    admonitions: count((el) => cls(el).includes(' theme-admonition ')),
    codeBlocks: count((el) => (flavour === 'docusaurus' ? /\bcodeBlockContainer_/.test(el.attribs.class ?? '') : cls(el).includes(' code-block '))),
    tabs: count((el) => el.attribs.role === 'tablist'),
    details: count((el) => el.name === 'details'),
    tables: count((el) => el.name === 'table'),
    images: count((el) => el.name === 'img'),
    breadcrumbs,
    sidebar,
  };
}

/** Page URL (no trailing slash) → its HTML file in an export folder, for either layout. */
export function htmlFileOf(outDir: string, url: string): string | undefined {
  // (Docusaurus names a page's file by its route as encoded: `version%202/index.html` for the URL /version 2.)
  for (const u of new Set([url, encodeURI(url)]))
    for (const candidate of [path.join(outDir, u, 'index.html'), path.join(outDir, `${u}.html`)]) if (fs.existsSync(candidate)) return candidate;
  return undefined;
}

/** A path as a reader's URL names it, decoded (`version%202` → `version 2`); as it is when it does not decode. */
const decoded = (p: string) => {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
};

export interface ParityReport {
  compared: number;
  identical: number;
  /** Feature → pages where it differs, with both values for the first few (expected: Docusaurus or the earlier export). */
  differences: Record<string, { pages: number; examples: { url: string; expected: unknown; actual: unknown }[] }>;
}

/**
 * The pages a Docusaurus build exported, as URLs without a trailing slash (its HTML files under the
 * baseUrl: `x/index.html` or, with trailingSlash false, `x.html`), without 404 pages, the
 * client redirects' refresh pages and the HTML files of the site's `staticDir` (also as copied into
 * the other locales' folders, `localePaths`).
 */
export function docusaurusBuiltUrls(docusaurusOut: string, baseUrl = '/', staticDir?: string, localePaths: string[] = []): string[] {
  const base = baseUrl.replace(/\/$/, '');
  // (An HTML file of the site's static/ folder is copied, not a page: a search console's verification
  // file. Docusaurus copies static/ into each other locale's folder too: `fr/<file>`.)
  const copied = (rel: string) =>
    !!staticDir && ['', ...localePaths.map((p) => p + path.sep)].some((lp) => rel.startsWith(lp) && fs.existsSync(path.join(staticDir, rel.slice(lp.length))));
  return (fs.readdirSync(docusaurusOut, { recursive: true }) as string[])
    .filter((rel) => rel.endsWith('.html') && path.basename(rel) !== '404.html' && fs.statSync(path.join(docusaurusOut, rel)).isFile())
    .filter((rel) => !copied(rel))
    .filter((rel) => !/<meta[^>]+http-equiv=["']?refresh/i.test(fs.readFileSync(path.join(docusaurusOut, rel), 'utf8').slice(0, 4096)))
    .map((rel) => {
      const page = rel
        .split(path.sep)
        .join('/')
        .replace(/(^|\/)index\.html$/, '')
        .replace(/\.html$/, '');
      // Docusaurus writes each route's file at its path as encoded (core ssg pathnameToFilename of the route path).
      return `${base}/${page.split('/').map(decoded).join('/')}`.replace(/\/$/, '') || '/';
    });
}

/**
 * Compares every URL both builds publish. Docusaurus writes its build without the baseUrl
 * (`/docs/x` is build/x/index.html), so `baseUrl` is taken off for its side.
 */
export function compareBuilds(docusaurusOut: string, engineOut: string, urls: string[], baseUrl = '/'): ParityReport {
  const base = baseUrl.replace(/\/$/, '');
  return compareFeatures(urls, (url) => {
    const theirsFile = htmlFileOf(docusaurusOut, url.startsWith(`${base}/`) ? url.slice(base.length) : url === base ? '/' : url);
    const oursFile = htmlFileOf(engineOut, url);
    if (!theirsFile || !oursFile) return undefined;
    return [pageFeatures(fs.readFileSync(theirsFile, 'utf8'), 'docusaurus'), pageFeatures(fs.readFileSync(oursFile, 'utf8'), 'engine')];
  });
}

/** Each URL's features on both sides, pages without an article on either side left out. */
function compareFeatures(urls: Iterable<string>, sides: (url: string) => [PageFeatures | undefined, PageFeatures | undefined] | undefined): ParityReport {
  const report: ParityReport = { compared: 0, identical: 0, differences: {} };
  for (const url of urls) {
    const [theirs, ours] = sides(url) ?? [];
    if (!theirs || !ours) continue;
    report.compared++;
    let same = true;
    for (const key of Object.keys(theirs) as (keyof PageFeatures)[]) {
      if (JSON.stringify(theirs[key]) === JSON.stringify(ours[key])) continue;
      same = false;
      const entry = (report.differences[key] ??= { pages: 0, examples: [] });
      entry.pages++;
      if (entry.examples.length < 5) entry.examples.push({ url, expected: theirs[key], actual: ours[key] });
    }
    if (same) report.identical++;
  }
  return report;
}

export interface ExportComparison {
  /** HTML files (pages and redirect pages) of each export, and those only one of them has. */
  routes: { before: number; after: number; lost: string[]; gained: string[] };
  /** Features of the pages both exports have. */
  reading: ParityReport;
}

/**
 * Two exports of one site by this engine, an earlier commit's and this one's: the routes each
 * writes and what a reader meets on every page both write. Same routes and features mean the same
 * parity with Docusaurus' build, without building it again.
 */
export function compareExports(beforeOut: string, afterOut: string): ExportComparison {
  const before = exportedHtml(beforeOut);
  const after = new Set(exportedHtml(afterOut));
  const had = new Set(before);
  const read = (out: string, rel: string) => pageFeatures(fs.readFileSync(path.join(out, rel), 'utf8'), 'engine');
  return {
    routes: { before: before.length, after: after.size, lost: before.filter((f) => !after.has(f)), gained: [...after].filter((f) => !had.has(f)) },
    reading: compareFeatures(
      before.filter((f) => after.has(f)),
      (rel) => [read(beforeOut, rel), read(afterOut, rel)],
    ),
  };
}

/** An export's HTML files, relative, without Next's own folder (a folder named `blog.html`, a page's route, is none). */
function exportedHtml(out: string): string[] {
  return fs
    .readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(out, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((rel) => !rel.startsWith('_next/'))
    .sort();
}
