/**
 * The docusaurus.config parts that add to every page's <head>, as site.config.json `head`:
 * themeConfig.image (og:image, twitter:image), themeConfig.metadata (the theme's Helmet tags, which
 * the page template writes first), then what core's bootstrap plugin injects, in its order
 * (server/plugins/synthetic.ts createBootstrapPlugin): `headTags`, `stylesheets`, `scripts`. Icons in
 * headTags are favicons (./identity.ts). What React cannot write is listed for the report (./html-tags.ts).
 */
import type { HeadTag, SiteHead } from '../../../lib/api/config';
import { htmlTagsOf } from './html-tags';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Site paths in themeConfig.image are relative to baseUrl, as useBaseUrl makes them. */
function withBase(baseUrl: string, p: string): string {
  if (/^\w+:|^\/\//.test(p) || p.startsWith(baseUrl)) return p;
  return `${baseUrl.replace(/\/$/, '')}/${p.replace(/^\//, '')}`;
}

export function headFromConfig(raw: Obj, baseUrl: string): { head?: SiteHead; unmapped: string[] } {
  const unmapped: string[] = [];
  const tags: HeadTag[] = [];
  const add = (given: unknown, where: string) => {
    const read = htmlTagsOf(given, where);
    tags.push(...read.tags);
    unmapped.push(...read.dropped);
  };
  const theme = isObj(raw.themeConfig) ? raw.themeConfig : {};
  (Array.isArray(theme.metadata) ? theme.metadata : []).forEach((m, i) => {
    if (isObj(m) && typeof m.content === 'string') add({ tagName: 'meta', attributes: m }, `themeConfig.metadata[${i}]`);
  });
  (Array.isArray(raw.headTags) ? raw.headTags : []).forEach((t, i) => {
    // Icons are the favicons (identity.ts).
    if (isObj(t) && t.tagName === 'link' && isObj(t.attributes) && /\bicon\b/.test(String(t.attributes.rel ?? ''))) return;
    add(t, `headTags[${i}]`);
  });
  // (As the bootstrap plugin writes them: a string is `<link rel="stylesheet" href>`, `<script src>`.)
  (Array.isArray(raw.stylesheets) ? raw.stylesheets : []).forEach((s, i) =>
    add(
      typeof s === 'string'
        ? { tagName: 'link', attributes: { rel: 'stylesheet', href: s } }
        : { tagName: 'link', attributes: { rel: 'stylesheet', ...(s as Obj) } },
      `stylesheets[${i}]`,
    ),
  );
  (Array.isArray(raw.scripts) ? raw.scripts : []).forEach((s, i) =>
    add(typeof s === 'string' ? { tagName: 'script', attributes: { src: s } } : { tagName: 'script', attributes: { ...(s as Obj) } }, `scripts[${i}]`),
  );
  const image = typeof theme.image === 'string' && theme.image ? withBase(baseUrl, theme.image) : undefined;
  if (!image && !tags.length) return { unmapped };
  return { head: { ...(image ? { image } : {}), ...(tags.length ? { tags } : {}) }, unmapped };
}
