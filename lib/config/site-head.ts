/**
 * What the site adds to every page's <head> (site.config.json `head`): the social card image
 * (Docusaurus' themeConfig.image) and the site's own link, meta and script tags (its `stylesheets`,
 * `scripts`, `headTags` and themeConfig.metadata). They come from the site's configuration, not
 * from content, so the content's raw-HTML rule does not apply to them.
 */
import { isObj } from './is-obj';

export type HeadTagName = 'link' | 'meta' | 'script';

export interface HeadTag {
  tagName: HeadTagName;
  /** Attribute name → value; `true` writes the attribute without a value (`async`, `defer`). */
  attributes: Record<string, string | boolean>;
}

export interface SiteHead {
  /** og:image and twitter:image of every page without its own `image` frontmatter: a site path or a URL. */
  image?: string;
  tags?: HeadTag[];
}

const TAG_NAMES: readonly HeadTagName[] = ['link', 'meta', 'script'];
/** What each tag needs to do anything. */
const REQUIRED: Record<HeadTagName, string[]> = { link: ['rel', 'href'], meta: ['content'], script: ['src'] };

export function siteHeadProblems(head: unknown): string[] {
  if (head === undefined) return [];
  if (!isObj(head)) return ['"head" must be an object (image, tags)'];
  const out: string[] = [];
  for (const key of Object.keys(head)) if (key !== 'image' && key !== 'tags') out.push(`"head.${key}" is not a setting — use image or tags`);
  if (head.image !== undefined && (typeof head.image !== 'string' || !head.image)) out.push('"head.image" must be a path or URL of an image');
  if (head.tags !== undefined && !Array.isArray(head.tags))
    out.push('"head.tags" must be a list of { "tagName": "link" | "meta" | "script", "attributes": {…} }');
  (Array.isArray(head.tags) ? head.tags : []).forEach((tag, i) => {
    const where = `head.tags[${i}]`;
    if (!isObj(tag) || !TAG_NAMES.includes(tag.tagName as HeadTagName) || !isObj(tag.attributes))
      return out.push(`${where} needs "tagName" (link, meta or script) and "attributes" (an object)`);
    const attrs = tag.attributes;
    for (const [name, value] of Object.entries(attrs)) {
      if (!/^[a-zA-Z][\w:-]*$/.test(name) || /^on/i.test(name))
        out.push(`${where}: attribute "${name}" is not allowed — use plain attribute names, no event handlers`);
      else if (typeof value !== 'string' && typeof value !== 'boolean') out.push(`${where}: attribute "${name}" must be a string or true`);
    }
    const required = REQUIRED[tag.tagName as HeadTagName];
    const missing = required.filter((a) => typeof attrs[a] !== 'string');
    if (missing.length) out.push(`${where}: a <${String(tag.tagName)}> needs ${missing.map((a) => `"${a}"`).join(' and ')}`);
  });
  return out;
}

/**
 * og:image and twitter:image of a page: its own frontmatter `image`, else the site's head.image. A
 * relative path is the site's (under baseUrl), as Docusaurus' useBaseUrl makes it; Next makes it absolute with the site URL.
 */
export function socialImage(
  config: { baseUrl: string; head?: SiteHead },
  pageImage?: string,
): { openGraph: { images: string[] }; twitter: { card: 'summary_large_image'; images: string[] } } | undefined {
  const given = pageImage ?? config.head?.image;
  if (!given) return undefined;
  const image = /^\w+:|^\/\//.test(given) || given.startsWith(config.baseUrl) ? given : `${config.baseUrl.replace(/\/$/, '')}/${given.replace(/^\//, '')}`;
  return { openGraph: { images: [image] }, twitter: { card: 'summary_large_image', images: [image] } };
}
