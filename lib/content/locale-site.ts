/**
 * The site as a locale's pages see it: the navbar and footer with the locale's labels
 * (`navbar.json`: `title`, `logo.alt`, `item.label.<label>`; `footer.json`: `link.title.<title>`,
 * `link.item.label.<label>`, `copyright`), links to the locale's copy of each page and doc set,
 * and each page's alternates in every locale (hreflang).
 */
import type { FooterLink, NavbarItem, NavbarLinkItem, SiteConfig } from '../config/site-config';
import type { ContentIndex } from './types';
import { siteIndex } from './site-index';
import { siteBase } from '../shared/site-paths';
import { siteLocales, type Locale } from '../config/i18n';
import { delocalizePath, localeOfPath, localeSetId, localizePath } from '../shared/locale-paths';

/** The locale a page of the site belongs to. */
export function pageLocale(config: SiteConfig, url: string): Locale {
  return localeOfPath(siteBase(config), siteLocales(config.i18n), url);
}

/** What a page of a non-default locale (DocRecord.locale) resolves absolute links with (lib/mdx/remark-links.ts). */
export function linkLocale(config: Pick<SiteConfig, 'baseUrl' | 'i18n'>, localeName: string | undefined): { base: string; path: string } | undefined {
  const locale = localeName ? siteLocales(config.i18n).find((l) => l.name === localeName && !l.isDefault) : undefined;
  return locale ? { base: siteBase(config), path: locale.path } : undefined;
}

/** The code messages of a page's locale (DocRecord.locale; the default locale's where absent): empty where it has none. */
export function pageMessages(index: ContentIndex, config: Pick<SiteConfig, 'i18n'>, localeName: string | undefined): Readonly<Record<string, string>> {
  const name = localeName ?? siteLocales(config.i18n).find((l) => l.isDefault)!.name;
  return index.i18n?.[name]?.code ?? {};
}

/** A site link in the locale, when the locale has that page; else as written (a static file, another site). */
function localHref(index: ContentIndex, config: SiteConfig, locale: Locale, href: string): string {
  const m = /^([^?#]*)(.*)$/.exec(href)!;
  const target = localizePath(siteBase(config), locale, m[1]);
  const asPage = target.endsWith('/') ? target : `${target}/`;
  return target !== m[1] && siteIndex(index).byUrl(asPage) ? target + m[2] : href;
}

/** The config with a locale's labels and links; the default locale's as it is, unless it has messages of its own (its links stay). */
export function localeConfig(index: ContentIndex, config: SiteConfig, url: string): SiteConfig {
  const locale = pageLocale(config, url);
  if (locale.isDefault && !index.i18n?.[locale.name]) return config;
  const { navbar: nav = {}, footer: foot = {}, code = {} } = index.i18n?.[locale.name] ?? {};
  const href = (h: string) => localHref(index, config, locale, h);
  // (A link is current under the locale's own paths, as its href leads there: lib/content/navbar-active.ts.)
  const activeOn = (on: NonNullable<NavbarLinkItem['activeOn']>) => ({
    ...on,
    ...(on.path !== undefined ? { path: localizePath(siteBase(config), locale, on.path) } : {}),
    ...(on.prefix !== undefined ? { prefix: localizePath(siteBase(config), locale, on.prefix) } : {}),
  });
  const link = (item: NavbarLinkItem): NavbarLinkItem => ({
    ...item,
    label: nav[`item.label.${item.label}`] ?? item.label,
    href: href(item.href),
    ...(item.activeOn ? { activeOn: activeOn(item.activeOn) } : {}),
  });
  const item = (i: NavbarItem): NavbarItem => {
    switch (i.type) {
      case 'link':
        return link(i);
      case 'dropdown':
        return { ...i, label: nav[`item.label.${i.label}`] ?? i.label, items: i.items.map((e) => item(e) as typeof e) };
      case 'docSidebar':
      case 'doc':
        return { ...i, set: localeSetId(i.set, locale), label: nav[`item.label.${i.label}`] ?? i.label };
      case 'docsVersionDropdown':
        return { ...i, set: localeSetId(i.set, locale) };
      case 'docsVersion':
        return { ...i, set: localeSetId(i.set, locale), ...(i.label ? { label: nav[`item.label.${i.label}`] ?? i.label } : {}), ...(i.href ? { href: href(i.href) } : {}) };
      default:
        return i;
    }
  };
  const footerLink = (l: FooterLink): FooterLink => ({ ...l, label: foot[`link.item.label.${l.label}`] ?? l.label, ...(l.href ? { href: href(l.href) } : {}) });
  return {
    ...config,
    currentLocale: { name: locale.name, path: locale.path, messages: code, ...(Object.keys(nav).length || Object.keys(foot).length ? { chrome: { navbar: nav, footer: foot } } : {}) },
    navbar: {
      ...config.navbar,
      ...(config.navbar.title ? { title: nav.title ?? config.navbar.title } : {}),
      logo: { ...config.navbar.logo, alt: nav['logo.alt'] ?? config.navbar.logo.alt, href: href(config.navbar.logo.href) },
      items: config.navbar.items.map(item),
    },
    footer: {
      ...config.footer,
      copyright: foot.copyright ?? config.footer.copyright,
      ...(config.footer.links
        ? {
            links: config.footer.links.map((col) => ({
              ...col,
              ...(col.title ? { title: foot[`link.title.${col.title}`] ?? col.title } : {}),
              items: col.items.map(footerLink),
            })),
          }
        : {}),
    },
  };
}

/** The page in every locale that has it (htmlLang → URL), and `x-default`: the default locale's. */
export function localeAlternates(index: ContentIndex, config: SiteConfig, url: string): Record<string, string> | undefined {
  const locales = siteLocales(config.i18n);
  if (locales.length < 2) return undefined;
  const base = siteBase(config);
  const plain = delocalizePath(base, pageLocale(config, url), url);
  const out: Record<string, string> = {};
  for (const l of locales) {
    const there = localizePath(base, l, plain);
    if (siteIndex(index).byUrl(there)) out[l.htmlLang] = there;
  }
  if (out[locales[0].htmlLang]) out['x-default'] = out[locales[0].htmlLang];
  return Object.keys(out).length > 1 ? out : undefined;
}
