/**
 * On paper an external link's target follows its text (app/styles/print.css), unless the text is
 * the address already: such links get TEXT_IS_URL_ATTR before printing
 * (components/behaviour/PrintBehaviour.tsx).
 */
const TEXT_IS_URL_ATTR = 'data-text-is-url';

/** An address as a reader reads it: no scheme, no `www.`, no trailing slash, any case. */
const bare = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');

/** Whether a link's text shows where it goes (`https://vcluster.com/`, `vcluster.com`). */
export function showsItsUrl(text: string, href: string): boolean {
  return bare(text) !== '' && bare(text) === bare(href);
}

/** Marks the external links under `root` whose text is their address. */
export function markUrlLinks(root: ParentNode): void {
  for (const a of root.querySelectorAll<HTMLAnchorElement>('a[href^="http:"], a[href^="https:"]'))
    a.toggleAttribute(TEXT_IS_URL_ATTR, showsItsUrl(a.textContent ?? '', a.getAttribute('href') ?? ''));
}
