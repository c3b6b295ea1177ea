/**
 * The last step of an import, once the engine has indexed the imported tree and knows what it
 * publishes: the site's client redirects (Docusaurus' rules over Docusaurus' routes for the
 * checkout, ./docusaurus-routes.ts) go into site.config.json, and no navbar, footer or redirect
 * link is written there to a page the import does not publish. Docusaurus' own build refuses such
 * links, so one that points nowhere now points at something the import did not carry over: it is
 * left out and named in the report, so the imported site builds and the gap is on record (the build
 * would refuse it too: lib/output/config-links.ts). When the engine publishes that page (a blog, a
 * src/pages page), the link stays, with no change here.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FooterLink, NavbarItem, SiteConfig, Redirect } from '../../../lib/api/config';
import { siteEnginePaths } from '../../../lib/api/shared';
import { scriptScheme, scriptUrlMessage } from '../../../lib/api/build';
import { docusaurusRedirects } from './docusaurus-routes';
import type { ImportReport } from './import-report';
import { staticFileAt, staticFolders, type StaticFolder } from '../../../lib/api/content';

export type ConfigLinksReport = NonNullable<ImportReport['configLinks']>;

/** Whether an href is published by the imported site: an outside URL, a page URL, an engine file or a static file. */
export function publishedHref(
  href: string,
  pageUrls: ReadonlySet<string>,
  folders: readonly StaticFolder[],
  config: Pick<SiteConfig, 'baseUrl' | 'mountAtBaseUrl'>,
): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return true;
  const p = decodeURI(href.split(/[?#]/)[0]);
  if (pageUrls.has(p) || pageUrls.has(p.endsWith('/') ? p : `${p}/`)) return true;
  if ((Object.values(siteEnginePaths(config).files) as string[]).includes(p)) return true;
  return staticFileAt(folders, p) !== undefined;
}

/** The config without links to unpublished pages, and a report line for each one left out. */
export function keepPublishedLinks(config: SiteConfig, published: (href: string) => boolean): { config: SiteConfig; dropped: string[] } {
  const dropped: string[] = [];
  const keep = (href: string | undefined, what: string) => {
    const scheme = href === undefined ? undefined : scriptScheme(href);
    if (scheme) {
      // Docusaurus publishes it (React 18 renders it as written); the engine publishes no link that runs script.
      dropped.push(`${what} links to ${href}: ${scriptUrlMessage(scheme).split(' — ')[0]} — left out of site.config.json`);
      return false;
    }
    if (href === undefined || published(href)) return true;
    dropped.push(`${what} links to ${href}, which the import does not publish — left out of site.config.json; add it back once that page exists`);
    return false;
  };
  const items = config.navbar.items.flatMap((item): NavbarItem[] => {
    if (item.type === 'link') return keep(item.href, `themeConfig.navbar item "${item.label}"`) ? [item] : [];
    if (item.type === 'docsVersionDropdown' && (item.itemsBefore || item.itemsAfter)) {
      const extra = (list: typeof item.itemsBefore) => list?.filter((sub) => keep(sub.href, `themeConfig.navbar version menu item "${sub.label}"`));
      return [
        { ...item, ...(item.itemsBefore ? { itemsBefore: extra(item.itemsBefore) } : {}), ...(item.itemsAfter ? { itemsAfter: extra(item.itemsAfter) } : {}) },
      ];
    }
    if (item.type !== 'dropdown') return [item];
    const subs = item.items.filter((sub) => keep(sub.href, `themeConfig.navbar item "${item.label} › ${sub.label}"`));
    return subs.length ? [{ ...item, items: subs }] : [];
  });
  const links = config.footer.links?.map((column) => ({
    ...column,
    items: column.items.filter((i: FooterLink) => i.html !== undefined || keep(i.href, `themeConfig.footer link "${i.label}"`)),
  }));
  const redirects = config.redirects?.filter((r: Redirect) => keep(r.to, `plugin-client-redirects: the redirect from ${r.from}`));
  return {
    config: {
      ...config,
      navbar: { ...config.navbar, items },
      footer: { ...config.footer, ...(links ? { links: links.filter((c) => c.items.length) } : {}) },
      ...(redirects ? { redirects } : {}),
    },
    dropped,
  };
}

/**
 * Adds the checkout's client redirects to <to>/site.config.json and drops links to what the import
 * does not publish. `pageUrls`: every URL the engine publishes for the imported tree.
 */
export async function finishConfigLinks(from: string, to: string, pageUrls: ReadonlySet<string>): Promise<ConfigLinksReport> {
  const file = path.join(to, 'site.config.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as SiteConfig;
  const collected = await docusaurusRedirects(from);
  const withRedirects: SiteConfig = collected.redirects.length ? { ...config, redirects: collected.redirects } : config;
  const kept = keepPublishedLinks(withRedirects, (href) => publishedHref(href, pageUrls, staticFolders(to, config), config));
  fs.writeFileSync(file, JSON.stringify(kept.config, null, 2) + '\n');
  return {
    redirects: kept.config.redirects?.length ?? 0,
    invalidRedirects: collected.problems,
    skippedRedirects: collected.skipped,
    unpublishedLinks: kept.dropped,
  };
}
