/** Text and attribute values for HTML written as strings (safe on both sides). */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Site paths end in a slash, as the export's pages do (a static host would redirect); files keep their name. */
export function withTrailingSlash(href: string): string {
  const m = /^(\/[^?#]*?)([?#].*)?$/.exec(href);
  if (!m || m[1].endsWith('/') || /\.[^/]+$/.test(m[1])) return href;
  return `${m[1]}/${m[2] ?? ''}`;
}

export const isExternalHref = (href: string) => /^(https?:)?\/\//.test(href);
