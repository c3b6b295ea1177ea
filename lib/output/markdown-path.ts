/** Where a page's Markdown is published: its URL without the trailing slash, plus ".md". */
export function markdownPath(url: string): string {
  return `${url.replace(/\/$/, '')}.md`;
}
