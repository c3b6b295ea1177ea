'use client';
import FooterLayout from '@theme/Footer/Layout';
import FooterLinks from '@theme/Footer/Links';
import FooterLogo from '@theme/Footer/Logo';
import FooterCopyright from '@theme/Footer/Copyright';
import type { FooterLink, SiteConfig } from '@/lib/api/config';
import { useThemeConfig } from '../theme-common';
import { useLayoutPart } from '../layout-part';
import { isMultiColumnFooterLinks, type FooterConfig, type FooterLinkItemConfig } from './types';

/**
 * The config's footer with the page's own links and copyright: the engine's footer of the page is
 * the site's in the page's locale, without links to pages the engine does not publish.
 */
function pageFooter(footer: FooterConfig, page: SiteConfig['footer'] | undefined): FooterConfig {
  if (!page) return footer;
  const own = (link: FooterLink) => (link.className ? { className: link.className } : {});
  const item = (link: FooterLink): FooterLinkItemConfig =>
    link.html
      ? { html: link.html, ...own(link) }
      : // (A link the config gave as `to`, to another site: the theme's Link, without the external mark.)
        { label: link.label, ...(link.externalMark === false ? { to: link.href } : { href: link.href }), ...own(link) };
  const columns = page.links ?? [];
  const simple = Boolean(footer.links?.length) && !isMultiColumnFooterLinks(footer.links!);
  return {
    ...footer,
    links: simple ? (columns[0]?.items ?? []).map(item) : columns.map((c) => ({ title: c.title, items: c.items.map(item) })),
    copyright: page.copyright || undefined,
  };
}

/**
 * `@theme-original/Footer` (theme-classic's Footer): nothing where the config has no footer, else its
 * layout with the links, logo and copyright, each through its `@theme/Footer/*` module.
 */
export default function Footer() {
  const config = (useThemeConfig() as { footer?: FooterConfig }).footer;
  const page = useLayoutPart()?.footer;
  if (!config) return null;
  const { style, logo, links, copyright } = pageFooter(config, page);
  return (
    <FooterLayout
      style={style}
      links={links && links.length > 0 ? <FooterLinks links={links} /> : undefined}
      logo={logo ? <FooterLogo logo={logo} /> : undefined}
      copyright={copyright ? <FooterCopyright copyright={copyright} /> : undefined}
    />
  );
}
