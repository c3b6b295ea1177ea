/**
 * theme-search-algolia's OpenSearch description (its lib/opensearch.js): a site with
 * themeConfig.algolia and a search page (searchPagePath, "search" unless set; false for none) gets
 * `opensearch.xml` at each locale's baseUrl, and every page links it (`<link rel="search">`), so
 * that a browser offers the site's search from its address bar. The importer writes the files into
 * the content's static/ folder (published at the same paths) and the link as a head tag; the search
 * page it names is the engine's, published at the site's search path (lib/content/site-search-pages.ts).
 */
import type { HeadTag, I18nConfig } from '../../../lib/api/config';
import { siteLocales } from '../../../lib/api/config';
import { isObj } from '../../../lib/api/guards';

type Obj = Record<string, unknown>;

/** Docusaurus' normalizeUrl for the two parts it joins here: one slash between them. */
const join = (a: string, b: string) => `${a.replace(/\/+$/, '')}/${b.replace(/^\/+/, '')}`;

/** eta's XML escape, which the template's <%= %> applies. */
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The file's text, as the theme's template writes it (templates/opensearch.js, trimmed). */
function description(title: string, siteUrl: string, searchUrl: string, faviconUrl?: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"',
    '                       xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  <ShortName>${escapeXml(title)}</ShortName>`,
    `  <Description>Search ${escapeXml(title)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    ...(faviconUrl ? [`  <Image width="16" height="16" type="image/x-icon">${escapeXml(faviconUrl)}</Image>`] : []),
    `  <Url type="text/html" method="get" template="${escapeXml(searchUrl)}?q={searchTerms}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(siteUrl)}opensearch.xml" />`,
    `  <moz:SearchForm>${escapeXml(siteUrl)}</moz:SearchForm>`,
    '</OpenSearchDescription>',
  ].join('\n');
}

export interface OpenSearch {
  /** Path under the content's static/ folder → text: one per locale, at its baseUrl. */
  files: Map<string, string>;
  /** The link every page carries: the default locale's file… */
  tag: HeadTag;
  /** …and on a non-default locale's pages its own (each locale's build links its baseUrl's), by locale name. */
  localeTags: Record<string, HeadTag>;
}

/** The OpenSearch files and link of a site whose config uses theme-search-algolia with a search page; none otherwise. */
export function openSearchOf(raw: Obj | undefined, baseUrl: string, i18n: I18nConfig | undefined): OpenSearch | undefined {
  const theme = isObj(raw?.themeConfig) ? raw.themeConfig : {};
  const algolia = isObj(theme.algolia) ? theme.algolia : undefined;
  if (!raw || !algolia || !['appId', 'apiKey', 'indexName'].every((k) => typeof algolia[k] === 'string' && algolia[k])) return undefined;
  // (The theme's validation defaults searchPagePath to "search"; false or "" is no page, and no file.)
  const page = algolia.searchPagePath === undefined ? 'search' : algolia.searchPagePath;
  const router = isObj(raw.future) ? raw.future.experimental_router : undefined;
  if (typeof page !== 'string' || !page || router === 'hash') return undefined;
  const title = typeof raw.title === 'string' ? raw.title : '';
  const url = typeof raw.url === 'string' ? raw.url : '';
  const favicon = typeof raw.favicon === 'string' && raw.favicon ? raw.favicon : undefined;
  const files = new Map<string, string>();
  const link = (localeBase: string): HeadTag => ({
    tagName: 'link',
    attributes: { rel: 'search', type: 'application/opensearchdescription+xml', title, href: join(localeBase, 'opensearch.xml') },
  });
  const localeTags: Record<string, HeadTag> = {};
  for (const locale of siteLocales(i18n)) {
    const localeBase = locale.path ? join(baseUrl, `${locale.path}/`) : baseUrl;
    const siteUrl = join(url, localeBase);
    const text = description(title, siteUrl, join(siteUrl, page), favicon && join(siteUrl, favicon));
    files.set(`${join(localeBase, 'opensearch.xml').replace(/^\//, '')}`, text);
    if (!locale.isDefault) localeTags[locale.name] = link(localeBase);
  }
  return { files, tag: link(baseUrl), localeTags };
}
