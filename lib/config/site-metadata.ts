import type { Metadata } from 'next';
import type { SiteConfig } from './site-config';

/** The metadata every page starts from: base URL, title template, description, favicons. */
export function siteMetadata(config: SiteConfig): Metadata {
  return {
    metadataBase: new URL(config.url),
    title: { default: config.title, template: `%s ${config.titleSeparator} ${config.title}` },
    description: config.tagline,
    icons: { icon: (config.favicons ?? []).map((f) => ({ url: f.href, ...(f.type ? { type: f.type } : {}), ...(f.media ? { media: f.media } : {}) })) },
  };
}
