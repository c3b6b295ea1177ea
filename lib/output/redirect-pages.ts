/**
 * Client redirect pages as Docusaurus' plugin-client-redirects writes them: a page at
 * `<from>/index.html` with a meta refresh, a canonical link and a script that keeps the query and
 * hash when the target has none of its own. A redirect never replaces a page: its `from` being a
 * published route is an author error at the config's line.
 */
import type { Redirect } from '../config/redirects';
import type { Problem } from '../errors';
import { lineOf } from '../content/sidebars-file';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The target keeps the reader's ?query#hash unless it has its own (Docusaurus' searchAnchorForwarding). */
function forwardsSearchAndHash(toUrl: string): boolean {
  try {
    const url = new URL(toUrl, 'https://example.com');
    return !url.search && !url.hash;
  } catch {
    return false;
  }
}

/** The page Docusaurus writes for a redirect to `to` (a site path with its baseUrl, or a URL). */
export function redirectPageHtml(to: string): string {
  const toUrl = encodeURI(to);
  // JSON.stringify makes a JavaScript string; "<" is escaped so no "</script>" can end the script.
  const jsUrl = JSON.stringify(toUrl).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${escapeAttr(toUrl)}">
    <link rel="canonical" href="${escapeAttr(toUrl)}" />
  </head>
  <script>
    window.location.href = ${jsUrl}${forwardsSearchAndHash(to) ? ' + window.location.search + window.location.hash' : ''};
  </script>
</html>
`;
}

/** What marks a file of the export as a redirect page (the bench and an incremental build tell them from pages by it). */
export const REDIRECT_MARK = '<meta http-equiv="refresh" content="0; url=';

/**
 * The file a redirect is written to, relative to the export: `<from>/index.html`, so the page at
 * `<from>.html` a host might prefer never shadows it; with trailingSlash false a `from` ending in
 * ".html" cannot be a folder beside its own file, so it is `<from>.html` (as Docusaurus does).
 */
export function redirectFile(from: string, trailingSlash: boolean | 'auto' | undefined): string {
  // (Each segment decoded whole: `%40` is the `@` a static server looks for, which decodeURI keeps encoded.)
  const decoded = from.split('/').map(decodeSegment).join('/').replace(/^\/+/, '');
  if (trailingSlash === false && decoded.endsWith('.html')) return `${decoded}.html`;
  return `${decoded.replace(/\/$/, '')}/index.html`.replace(/^\//, '');
}

const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // (a lone "%" is text)
  }
};

/** Redirects whose `from` is a page the site publishes: each an error at the config's line. */
export function redirectsOverPages(redirects: readonly Redirect[], isRoute: (url: string) => boolean, configText: string, file: string): Problem[] {
  const out: Problem[] = [];
  for (const r of redirects) {
    const withSlash = r.from.endsWith('/') ? r.from : `${r.from}/`;
    if (isRoute(withSlash) || isRoute(r.from))
      out.push({
        file,
        line: lineOf(configText, `"from": ${JSON.stringify(r.from)}`) ?? lineOf(configText, JSON.stringify(r.from)),
        message: `the redirect from "${r.from}" would replace the page ${withSlash} — remove the redirect, or move or delete the page`,
      });
  }
  return out;
}
