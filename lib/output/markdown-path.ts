/**
 * Where a page's Markdown is published: its URL without the trailing slash, plus ".md"; the site's
 * landing page (its URL is the base path) has it inside: `<base>index.md`, not beside the base
 * folder, where it would lie outside the site (`/docs.md` on a host whose other paths are another site's).
 */
export function markdownPath(url: string, base: string): string {
  return url === base ? `${base}index.md` : `${url.replace(/\/$/, '')}.md`;
}
