/**
 * theme-classic's translateThemeConfig (lib/translations.js), ported as it is: the navbar's title,
 * logo alt and item labels (one level of sub-items), and the footer's column titles, link labels,
 * copyright and logo alt, from a locale's navbar.json and footer.json messages. (Theirs needs lodash
 * and @docusaurus/utils, which a page's bundle does not carry.)
 */
type Obj = Record<string, unknown>;
export type ChromeMessages = { navbar: Record<string, string>; footer: Record<string, string> };

interface Labelled extends Obj {
  label?: string;
  items?: Labelled[];
}

function translateNavbar(navbar: Obj, t: Record<string, string>): Obj {
  const logo = navbar.logo as Obj | undefined;
  const label = (item: Labelled) => t[`item.label.${item.label}`] ?? item.label;
  return {
    ...navbar,
    title: t.title ?? navbar.title,
    logo: logo ? { ...logo, alt: t['logo.alt'] ?? logo.alt } : undefined,
    items: ((navbar.items as Labelled[] | undefined) ?? []).map((item) => ({
      ...item,
      label: label(item),
      ...(item.items ? { items: item.items.map((sub) => ({ ...sub, label: label(sub) })) } : undefined),
    })),
  };
}

function translateFooter(footer: Obj, t: Record<string, string>): Obj {
  const links = (footer.links as (Labelled & { title?: string })[] | undefined) ?? [];
  const label = (item: Labelled) => t[`link.item.label.${item.label}`] ?? item.label;
  const multiColumn = links.length > 0 && 'title' in links[0];
  const logo = footer.logo as Obj | undefined;
  return {
    ...footer,
    links: multiColumn
      ? links.map((column) => ({
          ...column,
          title: t[`link.title.${column.title}`] ?? column.title,
          items: (column.items ?? []).map((i) => ({ ...i, label: label(i) })),
        }))
      : links.map((link) => ({ ...link, label: label(link) })),
    copyright: t.copyright ?? footer.copyright,
    logo: logo ? { ...logo, alt: t['logo.alt'] ?? logo.alt } : undefined,
  };
}

export function translateThemeConfig<T extends Obj>(themeConfig: T, messages: ChromeMessages): T {
  return {
    ...themeConfig,
    navbar: translateNavbar((themeConfig.navbar as Obj | undefined) ?? {}, messages.navbar),
    footer: themeConfig.footer ? translateFooter(themeConfig.footer as Obj, messages.footer) : undefined,
  };
}
