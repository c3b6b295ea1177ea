/**
 * What the checks after the export need from a page's final HTML, read in the one pass that
 * writes it (lib/pipeline/fill-slots.ts), so that no later phase opens the file again: whether it
 * exported as its own route, the links the link check follows and the ids its anchors may name.
 */
import { idsOf, linksOf } from './link-check';
import { NOT_FOUND_MARK } from '../shared/not-found-mark';

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
export function exportedPage(html: string, strings: Map<string, string> = new Map()): ExportedPage {
  const keep = (text: string) => strings.get(text) ?? ownCopy(strings, text);
  return { ownPage: exportedAs(html), links: linksOf(html).map(keep), ids: new Set([...idsOf(html)].map(keep)) };
}

/** A copy of `text` that holds nothing else (a concatenation flattened, then sliced), remembered in `strings`. */
function ownCopy(strings: Map<string, string>, text: string): string {
  const copy = ` ${text}`.slice(1);
  strings.set(copy, copy);
  return copy;
}

/**
 * Whether an exported page is the route's own: not the not-found page, whose mark it does not hold.
 * (Not by its canonical link: a page may name another URL with @docusaurus/Head, which then
 * replaces the engine's, as react-helmet does.)
 */
export function exportedAs(html: string): boolean {
  return !html.includes(` ${NOT_FOUND_MARK}=""`);
}
