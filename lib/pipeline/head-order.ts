/**
 * React hoists the `<link>` and `<meta>` elements a page renders into `<head>` in the order it
 * renders them, and Next's RSC stream decides that order for the root layout's (the site's head
 * tags, the blogs' feed links) against Next's metadata: when a page's whole stream arrives in one
 * chunk, the metadata is rendered first; when it arrives in several, the layout's head is. How the
 * stream is cut depends on timing, so two builds of the same page could differ (under two render
 * workers, 2 of vcluster-docs' 1,491 pages did). After the export, the layout's tags are put after
 * every other hoisted element, just before the head's first inline script (HtmlDocument's), which
 * is where React puts them when the metadata came first: every build writes the same page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { HeadTag, SiteHead } from '../config/site-head';
import type { FeedLink } from '../blog/feed-links';
import { escapeHtml, writtenAttributes } from '../shared/html';
import { withDocumentAttributes } from './document-attributes';
import type { FinishedHead } from '../plugins/types';

/** A `<link>` or `<meta>` element of the layout's head, as its attributes (`true`: written without a value). */
export type LayoutHeadElement = Pick<HeadTag, 'attributes'> & { tagName: 'link' | 'meta' };

/**
 * Whether React writes the tag among the hoisted elements (react-dom/server's pushLink and pushMeta):
 * a link with a rel and an href, but a stylesheet (written where it is); a meta, but a charset or
 * viewport (written first); neither with an itemprop (written where it is).
 */
function hoisted(tag: HeadTag): tag is LayoutHeadElement {
  const attr = (name: string) => Object.entries(tag.attributes).find(([n]) => n.toLowerCase() === name)?.[1];
  if (attr('itemprop') !== undefined) return false;
  if (tag.tagName === 'link') return typeof attr('rel') === 'string' && attr('rel') !== 'stylesheet' && typeof attr('href') === 'string' && attr('href') !== '';
  return tag.tagName === 'meta' && attr('charset') === undefined && attr('name') !== 'viewport';
}

/**
 * The root layout's hoisted elements, in its order (components/layout/HtmlDocument.tsx): the feeds'
 * links, then the site's link and meta tags of its head, then those of its body's start and end (React hoists them too).
 */
export function layoutHeadElements(feeds: readonly FeedLink[], head: Pick<SiteHead, 'tags' | 'bodyStart' | 'bodyEnd'> | undefined): LayoutHeadElement[] {
  const feedLinks: LayoutHeadElement[] = feeds.map((f) => ({ tagName: 'link', attributes: { rel: 'alternate', type: f.type, href: f.href, title: f.title } }));
  const tags = [...(head?.tags ?? []), ...(head?.bodyStart ?? []), ...(head?.bodyEnd ?? [])];
  return [...feedLinks, ...tags.filter(hoisted)];
}

const ELEMENT = /<(link|meta)\b([^>]*?)\/?>/g;

/** An element's identity: its name and attributes, names lowercased (React writes charSet, the config may say charset), values as text. */
function elementKey(tagName: string, attributes: Iterable<[string, string]>): string {
  const sorted = [...attributes].map(([n, v]) => [n.toLowerCase(), v]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${tagName}\0${JSON.stringify(sorted)}`;
}

const writtenKey = (tagName: string, attributeText: string): string => elementKey(tagName, writtenAttributes(attributeText));

const configuredKey = (el: LayoutHeadElement) =>
  elementKey(
    el.tagName,
    Object.entries(el.attributes).flatMap(([n, v]): [string, string][] => (v === false ? [] : [[n, v === true ? '' : v]])),
  );

/** The layout's elements among the head's hoisted ones (`from`..`to` of the page), each where it is and its place in `elements`. */
function layoutElementsIn(html: string, from: number, to: number, elements: readonly LayoutHeadElement[]): { start: number; end: number; at: number }[] {
  const wanted = elements.map(configuredKey);
  const found: { start: number; end: number; at: number }[] = [];
  const taken = new Set<number>();
  for (const m of html.slice(from, to).matchAll(ELEMENT)) {
    const key = writtenKey(m[1], m[2]);
    const at = wanted.findIndex((k, i) => !taken.has(i) && k === key);
    if (at === -1) continue;
    taken.add(at);
    found.push({ start: from + m.index, end: from + m.index + m[0].length, at });
  }
  return found;
}

/** An element as React writes it (names as given, values with its entities), for a page's own layout elements (`withLayoutHeadLast`). */
export function writtenElement(el: LayoutHeadElement): string {
  const attributes = Object.entries(el.attributes).flatMap(([name, value]) =>
    value === false ? [] : [` ${name}="${value === true ? '' : escapeHtml(value).replace(/'/g, '&#x27;')}"`],
  );
  return `<${el.tagName}${attributes.join('')}/>`;
}

/**
 * The page with the layout's elements moved, in their order, to just before the head's first inline
 * `<script>`; the page as it is when it has neither, or holds none of them. `own`: the page's own
 * elements, written there in place of the layout's (a locale's feeds and tags: SiteHead.locales).
 * `finish` (the site's plugins' DocsPlugin.finishHead) is given the head up to that script, the
 * layout's elements taken out.
 */
export function withLayoutHeadLast(
  html: string,
  elements: readonly LayoutHeadElement[],
  finish?: (head: string) => FinishedHead,
  own?: readonly LayoutHeadElement[],
): string {
  if (!elements.length && !finish && !own) return html;
  const headStart = html.indexOf('<head>');
  const headEnd = headStart === -1 ? -1 : html.indexOf('</head>', headStart);
  if (headEnd === -1) return html;
  const script = html.indexOf('<script>', headStart);
  const anchor = script !== -1 && script < headEnd ? script : -1;
  const found = anchor === -1 ? [] : layoutElementsIn(html, headStart, anchor, elements);
  if (!found.length && !finish && !own) return html;
  const moved = own ? own.map(writtenElement) : [...found].sort((a, b) => a.at - b.at).map((f) => html.slice(f.start, f.end));
  const inner = headStart + '<head>'.length;
  const until = anchor === -1 ? headEnd : anchor;
  let rest = '';
  let from = inner;
  for (const f of found) {
    rest += html.slice(from, f.start);
    from = f.end;
  }
  rest += html.slice(from, until);
  const finished = finish ? finish(rest) : rest;
  const head = typeof finished === 'string' ? finished : finished.head;
  const page = html.slice(0, inner) + head + moved.join('') + html.slice(until);
  // (The attributes the finish decides for <html> and <body>, as a theme's document head sets them.)
  return typeof finished === 'string' ? page : withDocumentAttributes(page, finished);
}

/**
 * The same for the pages Next wrote in `out` that the slot pass did not (`done`: its files): the 404
 * pages, the search page. A file with other links is one an incremental build took over from the
 * last out/, in this order already.
 */
export function putLayoutHeadLast(
  out: string,
  elements: readonly LayoutHeadElement[],
  done: ReadonlySet<string>,
  finish?: (head: string) => FinishedHead,
): void {
  if (!elements.length && !finish) return;
  for (const rel of fs.readdirSync(out, { recursive: true }) as string[]) {
    if (!rel.endsWith('.html') || rel.split(path.sep).includes('_next')) continue;
    const file = path.join(out, rel);
    if (done.has(file) || fs.statSync(file).nlink > 1) continue;
    const html = fs.readFileSync(file, 'utf8');
    const ordered = withLayoutHeadLast(html, elements, finish);
    if (ordered !== html) fs.writeFileSync(file, ordered);
  }
}
