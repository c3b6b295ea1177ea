/**
 * What the site adds to every page's document (site.config.json `head`): the social card image
 * (Docusaurus' themeConfig.image), the site's own tags in `<head>` (its `stylesheets`, `scripts`,
 * `headTags` and themeConfig.metadata, and what its plugins inject), and tags at the start and the
 * end of `<body>` (a tag manager's `<noscript>` frame, a widget's loader). They come from the site's
 * configuration, not from content, so the content's raw-HTML rule does not apply to them; event
 * handler attributes are refused all the same, as React cannot write them.
 */
import { isObj } from './is-obj';

/** An element's name: lowercase letters, digits and hyphens (a custom element's). */
export type HeadTagName = string;

export interface HeadTag {
  tagName: HeadTagName;
  /** Attribute name → value; `true` writes the attribute without a value (`async`, `defer`). */
  attributes: Record<string, string | boolean>;
  /** The element's content as HTML, written as it is (an inline script's code, a `<noscript>`'s frame). */
  innerHTML?: string;
}

export interface SiteHead {
  /** og:image and twitter:image of every page without its own `image` frontmatter: a site path or a URL. */
  image?: string;
  tags?: HeadTag[];
  /** A class every page's `<body>` carries from the server (a theme's: Docusaurus before 3.10 marks keyboard navigation so). */
  bodyClass?: string;
  /** Tags at the start of `<body>`, before the page, and at its end, after it. */
  bodyStart?: HeadTag[];
  bodyEnd?: HeadTag[];
  /**
   * A non-default locale's own lists, by locale name, each replacing the site's list on that
   * locale's pages: tags that name the locale's own files (a Docusaurus site builds each locale
   * with its baseUrl, so its plugins' tags link the locale's feeds and search description).
   */
  locales?: Record<string, HeadTagLists>;
}

/** The three lists of tags of a site's head. */
export type HeadTagLists = Pick<SiteHead, 'tags' | 'bodyStart' | 'bodyEnd'>;

const HEAD_KEYS = ['image', 'tags', 'bodyClass', 'bodyStart', 'bodyEnd', 'locales'];
const TAG_LISTS = ['tags', 'bodyStart', 'bodyEnd'] as const;
const TAG_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Elements the document itself is made of, or that React writes once for the page. */
const DOCUMENT_TAGS = new Set(['html', 'head', 'body', 'title', 'base']);
/** Elements without content (HTML's void elements). */
export const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** What a tag needs to do anything (a script its source or its code). */
const REQUIRED: Record<string, string[]> = { link: ['rel', 'href'], meta: ['content'] };

/** An event handler's attribute (`onload`, `onClick`), which React does not write from a string. */
export const isEventHandlerAttribute = (name: string): boolean => /^on/i.test(name);

/** What is wrong with one tag of a list (`where`: its place, for the message). */
export function headTagProblems(tag: unknown, where: string): string[] {
  if (!isObj(tag) || typeof tag.tagName !== 'string' || !TAG_NAME.test(tag.tagName) || !isObj(tag.attributes))
    return [`${where} needs "tagName" (an element's name: link, meta, script, noscript…) and "attributes" (an object)`];
  if (DOCUMENT_TAGS.has(tag.tagName)) return [`${where}: <${tag.tagName}> is the page's own — use another element`];
  const out: string[] = [];
  const attrs = tag.attributes;
  for (const [name, value] of Object.entries(attrs)) {
    if (!/^[a-zA-Z][\w:-]*$/.test(name) || isEventHandlerAttribute(name))
      out.push(`${where}: attribute "${name}" is not allowed — use plain attribute names, no event handlers`);
    else if (typeof value !== 'string' && typeof value !== 'boolean') out.push(`${where}: attribute "${name}" must be a string or true`);
  }
  if (tag.innerHTML !== undefined && typeof tag.innerHTML !== 'string') out.push(`${where}: "innerHTML" must be a string`);
  else if (tag.innerHTML && VOID_TAGS.has(tag.tagName)) out.push(`${where}: a <${tag.tagName}> has no content — remove "innerHTML"`);
  const required = tag.tagName === 'script' && !tag.innerHTML ? ['src'] : (REQUIRED[tag.tagName] ?? []);
  const missing = required.filter((a) => typeof attrs[a] !== 'string');
  if (missing.length)
    out.push(`${where}: a <${tag.tagName}> needs ${missing.map((a) => `"${a}"`).join(' and ')}${tag.tagName === 'script' ? ' or "innerHTML"' : ''}`);
  return out;
}

export function siteHeadProblems(head: unknown): string[] {
  if (head === undefined) return [];
  if (!isObj(head)) return [`"head" must be an object (${HEAD_KEYS.join(', ')})`];
  const out: string[] = [];
  for (const key of Object.keys(head)) if (!HEAD_KEYS.includes(key)) out.push(`"head.${key}" is not a setting — use ${HEAD_KEYS.join(', ')}`);
  if (head.image !== undefined && (typeof head.image !== 'string' || !head.image)) out.push('"head.image" must be a path or URL of an image');
  if (head.bodyClass !== undefined && (typeof head.bodyClass !== 'string' || !head.bodyClass.trim()))
    out.push(`"head.bodyClass" must be class names (got ${JSON.stringify(head.bodyClass)})`);
  out.push(...tagListsProblems(head, 'head'));
  if (head.locales !== undefined && !isObj(head.locales)) out.push('"head.locales" must map a locale\'s name to its own tags, bodyStart and bodyEnd');
  for (const [name, lists] of Object.entries(isObj(head.locales) ? head.locales : {})) {
    const where = `head.locales.${name}`;
    if (!isObj(lists)) out.push(`"${where}" must be an object (tags, bodyStart, bodyEnd)`);
    else
      for (const key of Object.keys(lists))
        if (!(TAG_LISTS as readonly string[]).includes(key)) out.push(`"${where}.${key}" is not a setting — use ${TAG_LISTS.join(', ')}`);
    if (isObj(lists)) out.push(...tagListsProblems(lists, where));
  }
  return out;
}

/** What is wrong with the tag lists of `head` (the site's, or a locale's at `where`). */
function tagListsProblems(head: Record<string, unknown>, where: string): string[] {
  const out: string[] = [];
  for (const list of TAG_LISTS) {
    const tags = head[list];
    if (tags !== undefined && !Array.isArray(tags))
      out.push(`"${where}.${list}" must be a list of { "tagName": "link", "attributes": {…}, "innerHTML"?: "…" }`);
    (Array.isArray(tags) ? tags : []).forEach((tag, i) => out.push(...headTagProblems(tag, `${where}.${list}[${i}]`)));
  }
  return out;
}

/** The tag lists on a page of the locale `localeName`: each the locale's own where it has one, else the site's. */
export function localeHeadLists(head: SiteHead | undefined, localeName: string | undefined): HeadTagLists {
  const own = localeName === undefined ? undefined : head?.locales?.[localeName];
  return Object.fromEntries(
    TAG_LISTS.flatMap((list) => {
      const tags = own?.[list] ?? head?.[list];
      return tags ? [[list, tags]] : [];
    }),
  );
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
