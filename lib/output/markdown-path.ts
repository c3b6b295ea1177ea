/**
 * Where a page's Markdown is published: its URL without the trailing slash, plus ".md"; the site's
 * landing page (its URL is the base path) has it inside: `<base>index.md`, not beside the base
 * folder, where it would lie outside the site (`/docs.md` on a host whose other paths are another site's).
 */
/** Whether the site publishes its pages' Markdown (SiteConfig.markdownExport): the .md copies, llms.txt, and the pages' Copy page. */
export const exportsMarkdown = (config: { markdownExport?: false }): boolean => config.markdownExport !== false;

export function markdownPath(url: string, base: string): string {
  return url === base ? `${base}index.md` : `${url.replace(/\/$/, '')}.md`;
}
