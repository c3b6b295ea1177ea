/**
 * The one rule for a URL that can run script when it is followed, wherever a site writes one: a page's
 * links and URL attributes (lib/mdx/remark-script-links.ts), its sidebars, and the config's navbar,
 * footer and announcement. `javascript:` and `vbscript:` run script; a `data:` URL is a document
 * written into the link, which may hold script, so it is refused too, except an image's
 * `data:image/…` (an image runs no script). Read as a browser reads a URL: any case, after the
 * spaces and control characters it strips in front and the tabs and newlines it drops anywhere.
 */

/** The schemes refused in a link. */
export type ScriptScheme = 'javascript' | 'vbscript' | 'data';

/** The scheme of `url` when following it can run script (`image`: the URL is an image's source), else undefined. */
export function scriptScheme(url: string, { image = false }: { image?: boolean } = {}): ScriptScheme | undefined {
  const read = url
    .replace(/^[\u0000-\u0020]+/, '')
    .replace(/[\t\n\r]/g, '')
    .toLowerCase();
  const scheme = /^(javascript|vbscript|data):/.exec(read)?.[1] as ScriptScheme | undefined;
  if (scheme === 'data' && image && /^data:image\//.test(read)) return undefined;
  return scheme;
}

/** What is wrong with such a link and what to do, for an author error after its place. */
export function scriptUrlMessage(scheme: ScriptScheme): string {
  return scheme === 'data'
    ? 'a data: link opens a document written into the link, which can run script — link to a page or a URL (an image may use data:image/…)'
    : `a ${scheme}: link runs script — link to a page or a URL`;
}
