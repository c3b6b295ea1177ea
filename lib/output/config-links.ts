/**
 * The internal links site.config.json writes into the site: navbar and footer links, the logo's,
 * the announcement's (its href and the links in its HTML), the footer's HTML items and copyright,
 * and each redirect's target. The build's link check checks them once, at the config's own line,
 * against every route the content index publishes (docs, and whatever other routes it gains) and
 * the static files, so a link to a page the build did not publish fails like a broken link.
 */
import type { SiteConfig } from '../config/site-config';
import { lineOf } from '../content/sidebars-file';
import type { ConfigLink } from './link-check';

const HTML_HREF = /<a\b[^>]*?\shref=["']([^"']*)["']/g;

/** Link targets in HTML the config holds (announcement content, footer html items, copyright). */
function hrefsInHtml(html: string | undefined): string[] {
  return html ? [...html.matchAll(HTML_HREF)].map((m) => m[1].replace(/&amp;/g, '&')) : [];
}

/**
 * @param text the config file's text, for each link's line
 * @param file how messages name the config file ("site.config.json")
 */
export function configLinks(config: SiteConfig, text: string, file: string): ConfigLink[] {
  const hrefs: { href: string; what: string; needle?: string }[] = [];
  hrefs.push({ href: config.navbar.logo.href, what: 'navbar logo' });
  for (const item of config.navbar.items) {
    if (item.type === 'link') hrefs.push({ href: item.href, what: `navbar item "${item.label}"` });
    if (item.type === 'dropdown')
      for (const sub of item.items) if (sub.type === 'link') hrefs.push({ href: sub.href, what: `navbar item "${item.label} › ${sub.label}"` });
    if (item.type === 'docsVersion' && item.href) hrefs.push({ href: item.href, what: `navbar version link "${item.label ?? item.set}"` });
    if (item.type === 'docsVersionDropdown')
      for (const sub of [...(item.itemsBefore ?? []), ...(item.itemsAfter ?? [])])
        hrefs.push({ href: sub.href, what: `navbar version menu item "${sub.label}"` });
  }
  for (const column of config.footer.links ?? [])
    for (const item of column.items) {
      if (item.href) hrefs.push({ href: item.href, what: `footer link "${item.label}"` });
      for (const href of hrefsInHtml(item.html)) hrefs.push({ href, what: 'footer html item' });
    }
  for (const href of hrefsInHtml(config.footer.copyright)) hrefs.push({ href, what: 'footer copyright' });
  const bar = config.announcement;
  if (bar?.href) hrefs.push({ href: bar.href, what: 'announcement link' });
  for (const href of hrefsInHtml(bar?.html)) hrefs.push({ href, what: 'announcement' });
  (config.redirects ?? []).forEach((r) => hrefs.push({ href: r.to, what: `redirect from ${r.from}`, needle: `"from": ${JSON.stringify(r.from)}` }));
  const seen = new Map<string, number>();
  return hrefs.map(({ href, what, needle }) => {
    // The nth time this text appears in the file is this link's line.
    const key = needle ?? `"href": ${JSON.stringify(href)}`;
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    const line = lineOf(text, key, nth) ?? lineOf(text, JSON.stringify(href)) ?? lineOf(text, href.replace(/"/g, '\\"'));
    const fix = what.startsWith('redirect') ? 'point "to" at a published page, or remove the redirect' : 'point it at a published page, or remove it';
    return { source: `${file}${line ? `:${line}` : ''} (${what})`, href, fix };
  });
}
