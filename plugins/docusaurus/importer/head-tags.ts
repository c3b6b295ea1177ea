/**
 * The docusaurus.config parts that add to every page's <head>, as site.config.json `head`:
 * themeConfig.image (og:image, twitter:image), `stylesheets`, `scripts`, the link, meta and
 * script-with-src tags of `headTags`, and themeConfig.metadata. Icons in headTags are favicons
 * (./identity.ts). What has no safe equivalent (inline script or style, other tags, event
 * handler attributes) is listed for the report.
 */
import type { HeadTag, HeadTagName, SiteHead } from '../../../lib/api/config';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Attributes as strings or `true`; event handlers are left out (named in `dropped`). */
function attributesOf(attrs: Obj, where: string, dropped: string[]): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(attrs)) {
    if (/^on/i.test(name) || !/^[a-zA-Z][\w:-]*$/.test(name)) {
      dropped.push(`${where}: attribute "${name}" (an event handler or an invalid name, not carried over)`);
      continue;
    }
    if (value === true || value === '') out[name] = true;
    else if (typeof value === 'string' || typeof value === 'number') out[name] = String(value);
  }
  return out;
}

/** Site paths in themeConfig.image are relative to baseUrl, as useBaseUrl makes them. */
function withBase(baseUrl: string, p: string): string {
  if (/^\w+:|^\/\//.test(p) || p.startsWith(baseUrl)) return p;
  return `${baseUrl.replace(/\/$/, '')}/${p.replace(/^\//, '')}`;
}

export function headFromConfig(raw: Obj, baseUrl: string): { head?: SiteHead; unmapped: string[] } {
  const unmapped: string[] = [];
  const tags: HeadTag[] = [];
  const add = (tagName: HeadTagName, attrs: Obj, where: string) => tags.push({ tagName, attributes: attributesOf(attrs, where, unmapped) });

  (Array.isArray(raw.stylesheets) ? raw.stylesheets : []).forEach((s, i) => {
    if (typeof s === 'string') add('link', { rel: 'stylesheet', href: s }, `stylesheets[${i}]`);
    else if (isObj(s) && typeof s.href === 'string') add('link', { rel: 'stylesheet', ...s }, `stylesheets[${i}]`);
  });
  (Array.isArray(raw.scripts) ? raw.scripts : []).forEach((s, i) => {
    if (typeof s === 'string') add('script', { src: s }, `scripts[${i}]`);
    else if (isObj(s) && typeof s.src === 'string') add('script', s, `scripts[${i}]`);
    else unmapped.push(`scripts[${i}]: a script without "src" (not carried over)`);
  });
  (Array.isArray(raw.headTags) ? raw.headTags : []).forEach((t, i) => {
    const where = `headTags[${i}]`;
    if (!isObj(t)) return;
    const attrs = isObj(t.attributes) ? t.attributes : {};
    const inner = typeof t.innerHTML === 'string' && t.innerHTML.trim() !== '';
    // Icons are the favicons (identity.ts).
    if (t.tagName === 'link' && /\bicon\b/.test(String(attrs.rel ?? ''))) return;
    if (!inner && (t.tagName === 'link' || t.tagName === 'meta' || (t.tagName === 'script' && typeof attrs.src === 'string'))) add(t.tagName, attrs, where);
    else unmapped.push(`${where}: <${String(t.tagName)}>${inner ? ' with inline content' : ''} (only link, meta and script-with-src tags are carried over)`);
  });
  const theme = isObj(raw.themeConfig) ? raw.themeConfig : {};
  (Array.isArray(theme.metadata) ? theme.metadata : []).forEach((m, i) => {
    if (isObj(m) && typeof m.content === 'string') add('meta', m, `themeConfig.metadata[${i}]`);
  });
  const image = typeof theme.image === 'string' && theme.image ? withBase(baseUrl, theme.image) : undefined;
  const kept = tags.filter((t) =>
    t.tagName === 'link'
      ? typeof t.attributes.href === 'string'
      : t.tagName === 'script'
        ? typeof t.attributes.src === 'string'
        : typeof t.attributes.content === 'string',
  );
  if (!image && !kept.length) return { unmapped };
  return { head: { ...(image ? { image } : {}), ...(kept.length ? { tags: kept } : {}) }, unmapped };
}
