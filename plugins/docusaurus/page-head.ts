/**
 * Every page's head as theme-classic writes it (DocsPlugin.pageHead), react-helmet's last word on
 * each tag:
 * - SiteMetadata, around every page: `twitter:card` summary_large_image; `og:url` and the canonical
 *   link at the page's route as the site serves it (its trailingSlash applied); an alternate link
 *   per locale and one for x-default, all at the same route; `og:locale` and
 *   `og:locale:alternate`; the site's SearchMetadata (`docusaurus_locale`, `docsearch:language`,
 *   tag "default");
 * - the page's PageMetadata: the title with the site's after it, in `<title>` and `og:title`; the
 *   description; keywords joined by commas; the image, `og:image` and `twitter:image`;
 * - on a docs version's pages DocVersionRoot's SearchMetadata (its version and
 *   `docs-<plugin>-<version>` tag), on the tags pages theirs (`doc_tags_list`, `doc_tag_doc_list`).
 * What the site's own components write (a page or frame the theme draws whole) is left to them.
 */
import type { Metadata } from 'next';
import type { PageHead, PageHeadTags } from '../../lib/api/plugins';
import { isEventHandlerAttribute, siteLocales, socialImage, type HeadTag, type Locale, type SiteConfig } from '../../lib/api/config';
import { delocalizePath, localeOfPath, localizePath, siteBase } from '../../lib/api/shared';
import { helmetKind } from './shared/helmet-kind';
import { HEAD_DEPTH_ATTRIBUTE } from './shared/head-depth';
import { attributeMetas } from './shared/document-attributes';
import { docsFrameClasses, markdownPageClasses, NOT_FOUND_CLASSES, pluginClasses } from './shared/frame-classes';
import { generatorMajor } from './shared/generator';
import { docsPluginId } from '../../lib/api/content';

/** theme-classic NotFound's title: its translate() id and default message. */
const NOT_FOUND_TITLE = { id: 'theme.NotFound.title', message: 'Page Not Found' };

/**
 * The page's robots tag as theme-classic writes it: the config's noIndex on every page
 * (SiteMetadataDefaults); none on the search and not-found pages (theme-search-algolia's SearchPage
 * writes its own, as a `property`; theme-classic's NotFound none; Next writes one on the default
 * locale's not-found page); noindex, nofollow where the engine keeps an unlisted or draft page out of
 * the indexes (ContentVisibility/Unlisted's UnlistedMetadata); else the engine's.
 */
function robotsOf(head: PageHead, config: SiteConfig): Metadata['robots'] {
  const noIndexNoFollow = { index: false, follow: false };
  if (config.sourceConfig?.noIndex === true) return noIndexNoFollow;
  if (head.kind === 'search' || head.kind === 'not-found') return null;
  const own = head.native.robots;
  return typeof own === 'object' && own !== null && own.index === false ? noIndexNoFollow : own;
}

/** The tags pages' own search tags (theme-classic DocTagsListPage, DocTagDocListPage). */
const TAGS_SEARCH_TAG: Partial<Record<PageHead['kind'], string>> = { 'doc-tags': 'doc_tags_list', 'doc-tag': 'doc_tag_doc_list' };

/**
 * The page's route as Docusaurus renders it, the path SiteMetadata reads: the source's permalink
 * where the engine knows it; else the engine's URL with the site's trailingSlash applied, the way
 * its other routes (blog lists, tags, generated indexes) are written: without a final slash, unless
 * the site sets trailingSlash true or the route is the site's root.
 */
export function docusaurusRoute(head: Pick<PageHead, 'url' | 'permalink'>, config: Pick<SiteConfig, 'baseUrl' | 'trailingSlash'>): string {
  if (head.permalink) return unencoded(head.permalink);
  if (config.trailingSlash === true || head.url === siteBase(config)) return unencoded(head.url);
  return unencoded(head.url.replace(/\/$/, ''));
}

/** A path as a Docusaurus route holds it: not percent-encoded (`/reference/@ory/x`), where the engine's URLs are. */
function unencoded(route: string): string {
  return route
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** BCP 47 to Open Graph's locale form (SiteMetadata's bcp47ToOpenGraphLocale: the first dash only). */
const openGraphLocale = (htmlLang: string): string => htmlLang.replace('-', '_');

/** The head's alternates: the canonical URL and one per locale, x-default the default locale's (SiteMetadata's AlternateLangHeaders). */
function alternates(route: string, config: SiteConfig) {
  const base = siteBase(config);
  const locales = siteLocales(config.i18n);
  const locale = localeOfPath(base, locales, route);
  // (The route without its locale's part: useAlternatePageUtils' pathnameSuffix.)
  const suffix = delocalizePath(base, locale, route).slice(base.length);
  const origin = config.url.replace(/\/$/, '');
  const at = (l: (typeof locales)[number]) => `${origin}${base}${l.path ? `${l.path}/` : ''}${suffix}`;
  const fallback = locales.find((l) => l.isDefault) ?? locales[0];
  return {
    locale,
    locales,
    canonical: `${origin}${route}`,
    // (A list: two locales may share an html lang, and each has its link.)
    languages: [...locales.map((l): [string, string] => [l.htmlLang, at(l)]), ['x-default', at(fallback)] as [string, string]],
  };
}

/**
 * The page's title before the site's (null: the site's components write it), and as PageMetadata
 * writes it (useTitleFormatter: its own, then the site's). A doc is titled so even at the site's
 * root, where the engine gives the site's title alone.
 */
function titles(head: PageHead, config: SiteConfig): { title: Metadata['title']; formatted?: string } {
  const title = head.kind === 'doc' && head.title ? head.title : head.native.title;
  if (head.ownHead || title === null) return { title: null };
  // (The not-found page's title is the theme's NotFound page's, in the locale's words: theme.NotFound.title;
  // one inside a docs version's route is DocRoot's NotFoundContent, untitled: the site's title alone.)
  if (head.kind === 'not-found' && head.search.version !== undefined) return { title: { absolute: config.title }, formatted: config.title };
  if (head.kind === 'not-found') {
    const own = `${head.messages?.[NOT_FOUND_TITLE.id] ?? NOT_FOUND_TITLE.message} ${config.titleSeparator} ${config.title}`;
    // (Absolute: a locale's not-found page renders under the root layout, whose title template would add the site's again.)
    return { title: { absolute: own }, formatted: own };
  }
  if (typeof title === 'object' && title && 'absolute' in title) return { title, formatted: title.absolute };
  const own = typeof title === 'string' ? title : undefined;
  return { title, formatted: own ? `${own} ${config.titleSeparator} ${config.title}` : config.title };
}

/**
 * The search metadata of the page: the site's, and a docs version's or a tags page's own; none of
 * the tags where the site's own components write them (`ownSearch`): a tag the export drops would
 * come back in the browser, where React puts every head tag it renders.
 */
function searchMeta(head: PageHead, localeName: string): Record<string, string> {
  const tag = head.ownSearch ? undefined : (TAGS_SEARCH_TAG[head.kind] ?? head.search.tag);
  const version = head.ownSearch ? undefined : head.search.version;
  return {
    docusaurus_locale: localeName,
    ...(version !== undefined ? { docusaurus_version: version } : {}),
    ...(tag ? { docusaurus_tag: tag } : {}),
    'docsearch:language': localeName,
    ...(version !== undefined ? { 'docsearch:version': version } : {}),
    ...(tag ? { 'docsearch:docusaurus_tag': tag } : {}),
  };
}

/** A `<meta property>` tag. */
const propertyTag = (property: string, content: string): HeadTag => ({ tagName: 'meta', attributes: { property, content } });

/**
 * A post's article facts, where the engine writes them, as BlogPostPage/Metadata does: its type, its
 * date, its authors' URLs and its tags' labels, each list in one tag, joined by commas.
 */
function articleTags(og: Metadata['openGraph']): HeadTag[] {
  if (!og || !('type' in og) || og.type !== 'article' || !('publishedTime' in og) || og.publishedTime === undefined) return [];
  const list = (value: unknown) => (value ? [value].flat().map(String) : []);
  const authors = list('authors' in og ? og.authors : undefined);
  const tags = list('tags' in og ? og.tags : undefined);
  return [
    propertyTag('og:type', 'article'),
    propertyTag('article:published_time', String(og.publishedTime)),
    ...(authors.length ? [propertyTag('article:author', authors.join(','))] : []),
    ...(tags.length ? [propertyTag('article:tag', tags.join(','))] : []),
  ];
}

/**
 * The page's image: its own, unless the site's components write it with its head; else the site's
 * (SiteMetadata's themeConfig.image, which a page's own replaces). A path of the site is the page's
 * locale's copy, as useBaseUrl makes it (every locale publishes the static folders under its base).
 */
function pageImage(head: PageHead, config: SiteConfig, locale: Locale): { url?: string; own: boolean } {
  const site = socialImage(config)?.openGraph.images[0];
  const images = head.native.openGraph?.images;
  const first = (Array.isArray(images) ? images : images ? [images] : [])[0];
  const own = typeof first === 'string' || first === undefined ? first : first instanceof URL ? first.href : first.url.toString();
  const image = head.ownHead ? (head.ownImage ? undefined : site) : (own ?? site);
  const url = image?.startsWith('/') && !image.startsWith('//') ? localizePath(siteBase(config), locale, image) : image;
  return { url, own: !head.ownHead && own !== undefined && own !== site };
}

/**
 * themeConfig.metadata, as SiteMetadata's last Head writes it: each tag over SiteMetadata's own of its
 * kind (a `twitter:card` of the site's replaces the large card), under the page's (`pageKinds`, which
 * the page's PageMetadata writes deeper; its Heads' tags are deeper still: ./helmet-head.ts). Marked
 * between SiteMetadata's depth (0, the engine's metadata) and the page's Heads' (1 and more).
 */
function themeMetadataTags(config: SiteConfig, pageKinds: ReadonlySet<string>): HeadTag[] {
  const themeConfig = config.sourceConfig?.themeConfig;
  const list = themeConfig && typeof themeConfig === 'object' ? (themeConfig as { metadata?: unknown }).metadata : undefined;
  return (Array.isArray(list) ? list : []).flatMap((m): HeadTag[] => {
    if (!m || typeof m !== 'object') return [];
    // (What React writes of an element's attributes: text, not an event handler.)
    const attributes = Object.fromEntries(
      Object.entries(m as Record<string, unknown>)
        .filter(([name, value]) => (typeof value === 'string' || typeof value === 'number') && !isEventHandlerAttribute(name))
        .map(([n, v]) => [n, String(v)]),
    );
    const kind = helmetKind('meta', Object.entries(attributes));
    if (kind !== undefined && pageKinds.has(kind)) return [];
    return [{ tagName: 'meta', attributes: { ...attributes, [HEAD_DEPTH_ATTRIBUTE]: SITE_METADATA_DEPTH } }];
  });
}

/** The depth of themeConfig.metadata's Head: below the page's Heads, above SiteMetadata's others (./helmet-head.ts). */
const SITE_METADATA_DEPTH = '0.5';

/** The kinds of tag the page's own PageMetadata writes (helmet-head.ts helmetKind), which themeConfig.metadata does not replace. */
function pageMetadataKinds(own: { title: boolean; description: boolean; keywords: boolean; image: boolean }): Set<string> {
  const meta = (attr: string, value: string) => helmetKind('meta', [[attr, value]])!;
  return new Set([
    ...(own.title ? [meta('property', 'og:title')] : []),
    ...(own.description ? [meta('name', 'description'), meta('property', 'og:description')] : []),
    ...(own.keywords ? [meta('name', 'keywords')] : []),
    ...(own.image ? [meta('property', 'og:image'), meta('name', 'twitter:image')] : []),
  ]);
}

/** theme-common's DEFAULT_SEARCH_TAG: SiteMetadata's, on a page no plugin's SearchMetadata tags. */
const DEFAULT_SEARCH_TAG = 'default';

/**
 * A not-found page under a docs version's path is that version's route's: Docusaurus renders it
 * inside the docs plugin's routes (their root route is not exact). From 3.0, DocRoot draws only
 * NotFound/Content there, inside DocsRoot's Layout and DocVersionRoot (their classes, the version's
 * search tags, no title of its own); before, DocPage draws the whole NotFound page, whose Layout
 * gives the docs plugin's classes.
 */
function notFoundFrame(head: PageHead, config: SiteConfig): 'docs-root' | 'docs-plugin' | undefined {
  if (head.kind !== 'not-found' || !head.docs) return undefined;
  return (generatorMajor(config) ?? 3) >= 3 ? 'docs-root' : 'docs-plugin';
}

/** What of the page's head Docusaurus' frame decides, as the head the engine made gives it: a not-found page's before 3.0 is the site's pages'. */
function asDocusaurusHead(head: PageHead, config: SiteConfig): PageHead {
  return notFoundFrame(head, config) === 'docs-plugin' ? { ...head, search: { tag: DEFAULT_SEARCH_TAG } } : head;
}

/** The `<html>` classes of the frame the engine draws the page in: a doc set's page, the not-found page (./shared/frame-classes.ts). */
function frameClassTags(head: PageHead, config: SiteConfig): HeadTag[] {
  const { docs, kind, markdownPage } = head;
  const frame = notFoundFrame(head, config);
  const names =
    kind === 'not-found'
      ? frame === 'docs-root'
        ? docsFrameClasses(docsPluginId({ id: docs!.set }), docs!.versionClassName, { notFound: true })
        : frame === 'docs-plugin'
          ? pluginClasses({ name: 'docusaurus-plugin-content-docs', id: docsPluginId({ id: docs!.set }) })
          : NOT_FOUND_CLASSES
      : markdownPage
        ? markdownPageClasses(markdownPage.wrapperClassName)
        : docs && (kind === 'doc' || kind === 'doc-tags' || kind === 'doc-tag')
          ? docsFrameClasses(
              docsPluginId({ id: docs.set }),
              docs.versionClassName,
              kind === 'doc' ? { docRoot: true, doc: docs.doc } : { docRoot: false, tags: kind === 'doc-tags' ? 'list' : 'tag' },
            )
          : undefined;
  return names ? attributeMetas('html', { className: names }).map((m) => ({ tagName: 'meta', attributes: { ...m } })) : [];
}

/**
 * The page's head as theme-classic's heads write it, from the engine's own metadata and the page's
 * facts. The links and `og:url` at the page's route are tags of their own: Next's metadata would
 * give each URL of the site a trailing slash, where Docusaurus' routes have none.
 */
export function docusaurusPageHead(given: PageHead, config: SiteConfig): PageHeadTags {
  const head = asDocusaurusHead(given, config);
  const { native } = head;
  const { locale, locales, canonical, languages } = alternates(docusaurusRoute(head, config), config);
  const image = pageImage(head, config, locale);
  // (Absolute, as useBaseUrl's { absolute: true } gives it: SiteMetadata, PageMetadata.)
  const imageUrl = image.url?.startsWith('/') && !image.url.startsWith('//') ? `${config.url.replace(/\/$/, '')}${image.url}` : image.url;
  const { title, formatted } = titles(head, config);
  const keywords = Array.isArray(native.keywords) ? native.keywords.join(',') : native.keywords;
  // (Only a page's own: Docusaurus writes no site-wide description, where the engine's layout gives the tagline.)
  const description = head.ownHead || head.kind === 'not-found' ? undefined : (native.description ?? undefined);
  const metadata: Metadata = {
    ...native,
    title,
    description: description ?? null,
    robots: robotsOf(head, config),
    // (Where the site's components write the head, their keywords are the page's.)
    keywords: head.ownHead ? null : (keywords ?? null),
    alternates: null,
    // (Written as tags: Next's metadata would give Twitter the page's title and description.)
    openGraph: null,
    twitter: null,
    other: searchMeta(head, locale.name),
  };
  const tags: HeadTag[] = [
    ...articleTags(native.openGraph),
    propertyTag('og:locale', openGraphLocale(locale.htmlLang)),
    ...locales.filter((l) => l.htmlLang !== locale.htmlLang).map((l) => propertyTag('og:locale:alternate', openGraphLocale(l.htmlLang))),
    ...(formatted ? [propertyTag('og:title', formatted)] : []),
    ...(description ? [propertyTag('og:description', description)] : []),
    ...(imageUrl ? [propertyTag('og:image', imageUrl)] : []),
    { tagName: 'meta', attributes: { name: 'twitter:card', content: 'summary_large_image' } },
    ...(imageUrl ? [{ tagName: 'meta', attributes: { name: 'twitter:image', content: imageUrl } } satisfies HeadTag] : []),
    propertyTag('og:url', canonical),
    { tagName: 'link', attributes: { rel: 'canonical', href: canonical } },
    ...languages.map(([lang, href]): HeadTag => ({ tagName: 'link', attributes: { rel: 'alternate', href, hreflang: lang } })),
    ...frameClassTags(head, config),
    ...themeMetadataTags(
      config,
      pageMetadataKinds({
        title: formatted !== undefined && formatted !== config.title,
        description: description !== undefined,
        keywords: !head.ownHead && keywords !== undefined,
        image: image.own,
      }),
    ),
  ];
  return { metadata, tags };
}
