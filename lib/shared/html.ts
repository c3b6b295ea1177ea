/** Text and attribute values for HTML written as strings (safe on both sides). */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const WRITTEN_ATTRIBUTE = /([^\s=/]+)(?:="([^"]*)")?/g;
const WRITTEN_ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/** The attributes of an element as React writes it (`name="value"`, a name alone for ""): names as written, values as text (its entities read). */
export function writtenAttributes(attributeText: string): [string, string][] {
  return [...attributeText.matchAll(WRITTEN_ATTRIBUTE)].map(([, name, value = '']) => [
    name,
    value.replace(/&(amp|quot|#x27|lt|gt);/g, (e) => WRITTEN_ENTITIES[e]),
  ]);
}

/** Site paths end in a slash, as the export's pages do (a static host would redirect); files keep their name. */
export function withTrailingSlash(href: string): string {
  const m = /^(\/[^?#]*?)([?#].*)?$/.exec(href);
  if (!m || m[1].endsWith('/') || /\.[^/]+$/.test(m[1])) return href;
  return `${m[1]}/${m[2] ?? ''}`;
}

export const isExternalHref = (href: string) => /^(https?:)?\/\//.test(href);

/**
 * A link whose `target` is another tab or frame (target="_blank", a pathname:// link) is a plain
 * HTML link to Docusaurus' Link (its hasInternalTarget is false), which collects no such link for
 * the broken-link check; the engine's checks pass it over alike.
 */
export const opensElsewhere = (target: unknown): boolean => typeof target === 'string' && target !== '' && target !== '_self';

/** Docusaurus' Link attributes for a link that is not a route of the site (a pathname:// link). */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * `pathname:///x`, Docusaurus' escape hatch (its Link strips the protocol): the site path with the
 * baseUrl in front unless it has it already (useBaseUrl), not a route: it opens in a new tab and no
 * broken-link check sees it (Link's isInternalUrl is false, so it never collects it).
 */
export function pathnameLinkUrl(href: string, siteBase = '/'): string {
  const p = href.replace(/^pathname:\/\//, '');
  if (!p.startsWith('/')) return p;
  const base = siteBase.replace(/\/$/, '');
  return !base || p === base || p.startsWith(`${base}/`) ? p : `${base}${p}`;
}
