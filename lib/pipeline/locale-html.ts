/**
 * Next renders every page inside one root layout, which cannot know the page's locale: the pages
 * of a non-default locale get their `<html lang dir>` here, in the same read and write as their
 * slots (lib/pipeline/fill-slots.ts).
 */
import type { LoadedSite } from '../content/store';
import { pageLocale } from '../content/locale-site';
import { siteLocales } from '../config/i18n';
import { localeHeadLists } from '../config/site-head';
import { blogFeedLinks } from '../blog/feed-links';
import { layoutHeadElements, type LayoutHeadElement } from './head-order';

export interface HtmlLocale {
  name: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
}

const HTML_TAG = /^([\s\S]*?<html) lang="[^"]*" dir="[^"]*"/;

/** The page with its `<html>` element's lang and dir set to the locale's; undefined when it has no such element. */
export function withHtmlLocale(html: string, locale: Pick<HtmlLocale, 'htmlLang' | 'direction'>): string | undefined {
  const m = HTML_TAG.exec(html);
  if (!m) return undefined;
  return `${m[1]} lang="${locale.htmlLang}" dir="${locale.direction}"${html.slice(m[0].length)}`;
}

/** Of these page URLs, those of a non-default locale, with their locale. */
export function localePages(site: LoadedSite, urls: Iterable<string>): Map<string, HtmlLocale> {
  const out = new Map<string, HtmlLocale>();
  if (siteLocales(site.config.i18n).length < 2) return out;
  for (const url of urls) {
    const locale = pageLocale(site.config, url);
    if (!locale.isDefault) out.set(url, { name: locale.name, htmlLang: locale.htmlLang, direction: locale.direction });
  }
  return out;
}

/**
 * Each non-default locale's own layout elements, where they are not the site's (`site`, as the root
 * layout writes them): its copies of the blogs' feeds, and its own head tags (SiteHead.locales).
 */
export function localeLayoutHeads(site: LoadedSite, siteElements: readonly LayoutHeadElement[]): Map<string, LayoutHeadElement[]> {
  const { index, config } = site;
  const out = new Map<string, LayoutHeadElement[]>();
  for (const locale of siteLocales(config.i18n)) {
    if (locale.isDefault) continue;
    const blogs = (index.localeBlogs ?? []).filter((blog) => pageLocale(config, blog.url).name === locale.name);
    const own = layoutHeadElements(blogFeedLinks(index, config, { name: locale.name, blogs }), localeHeadLists(config.head, locale.name));
    if (JSON.stringify(own) !== JSON.stringify(siteElements)) out.set(locale.name, own);
  }
  return out;
}
