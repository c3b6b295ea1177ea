/**
 * What the checks after the export need from a page's final HTML, read in the one pass that
 * writes it (lib/pipeline/fill-slots.ts), so that no later phase opens the file again: whether it
 * exported as its own route, the links the link check follows and the ids its anchors may name.
 */
import { idsOf, linksOf } from './link-check';

export interface ExportedPage {
  /** The route's own page, not the not-found page (exportedAs). */
  ownPage: boolean;
  links: string[];
  ids: Set<string>;
}

/**
 * @param strings one copy of each link and id, shared by the pages read together: a sidebar's links
 * repeat on every page, and a string cut from the HTML by a match would keep the whole page alive
 * (V8 slices a long substring out of its parent). vcluster-docs: 350 MB held after the slot pass.
 */
export function exportedPage(html: string, url: string, strings: Map<string, string> = new Map()): ExportedPage {
  const keep = (text: string) => strings.get(text) ?? ownCopy(strings, text);
  return { ownPage: exportedAs(html, url), links: linksOf(html).map(keep), ids: new Set([...idsOf(html)].map(keep)) };
}

/** A copy of `text` that holds nothing else (a concatenation flattened, then sliced), remembered in `strings`. */
function ownCopy(strings: Map<string, string>, text: string): string {
  const copy = ` ${text}`.slice(1);
  strings.set(copy, copy);
  return copy;
}

/**
 * Whether an exported page is the route's own (not the not-found page): a canonical link names its
 * URL. The page may set a canonical link of its own with @docusaurus/Head (a page shared by two
 * doc sets naming one of them), before or after the engine's: any one naming the URL will do, with
 * or without its trailing slash (a plugin's head may name the route as its site serves it).
 */
export function exportedAs(html: string, url: string): boolean {
  const bare = url.replace(/(.)\/$/, '$1');
  return [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].some((m) => {
    const href = m[1].replace(/&amp;/g, '&');
    return href.endsWith(url) || href.endsWith(bare);
  });
}
