/**
 * Docusaurus' page template writes `<meta name="generator" content="Docusaurus v<version>">` in every
 * page's head (core ssgTemplate.html, 2.x ssr.html.template). The import writes it among the site's
 * head tags (../importer/head-tags.ts), from the site's install; the page head reads the release from
 * it where theme-classic's frames differ between releases (../page-head.ts).
 */
import type { HeadTag, SiteConfig } from '../../../lib/api/config';

const PREFIX = 'Docusaurus v';

export const generatorTag = (version: string): HeadTag => ({ tagName: 'meta', attributes: { name: 'generator', content: `${PREFIX}${version}` } });

/** The major release of the site's Docusaurus, where its head tags name it. */
export function generatorMajor(config: Pick<SiteConfig, 'head'>): number | undefined {
  const tag = config.head?.tags?.find((t) => t.tagName === 'meta' && t.attributes?.name === 'generator');
  const content = tag?.attributes?.content;
  const major = typeof content === 'string' && content.startsWith(PREFIX) ? Number.parseInt(content.slice(PREFIX.length), 10) : NaN;
  return Number.isNaN(major) ? undefined : major;
}
