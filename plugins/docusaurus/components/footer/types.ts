/** `themeConfig.footer` as theme-classic's footer reads it (its options' schema, theme-classic validateThemeConfig). */
import type { CSSProperties } from 'react';

export interface FooterLinkItemConfig {
  label?: string;
  to?: string;
  href?: string;
  html?: string;
  prependBaseUrlToHref?: boolean;
  className?: string;
  /** Other keys go to the link, as attributes. */
  [attribute: string]: unknown;
}

export interface FooterColumnConfig {
  title?: string | null;
  className?: string;
  items: FooterLinkItemConfig[];
}

export interface FooterLogoConfig {
  src: string;
  srcDark?: string;
  alt?: string;
  href?: string;
  target?: string;
  width?: string | number;
  height?: string | number;
  className?: string;
  style?: CSSProperties;
}

export interface FooterConfig {
  style?: 'light' | 'dark';
  logo?: FooterLogoConfig;
  copyright?: string;
  /** Columns, or one line of links (theme-common's isMultiColumnFooterLinks tells them apart). */
  links?: FooterColumnConfig[] | FooterLinkItemConfig[];
}

/** theme-common's isMultiColumnFooterLinks: columns have a title key. */
export function isMultiColumnFooterLinks(links: FooterConfig['links'] & object): links is FooterColumnConfig[] {
  return links.length > 0 && 'title' in links[0];
}

/** Class names joined, the falsy left out (clsx for strings). */
export const classes = (...names: (string | false | undefined | null)[]) => names.filter(Boolean).join(' ');
