/**
 * Builds the local search index of one scope from exported HTML: pages are split into DocSearch-
 * like records (the page intro, then one per h2–h4 heading and per configuration field), scored
 * with BM25 plus title and heading boosts, and written as term-prefix shards (see local-format).
 * Only the page's searchable body counts (data-search-body); code blocks, diagrams, anchors and
 * anything marked data-search-ignore are left out, as DocSearch's crawler does.
 */
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';
import { indexable, shardKey, stem, textWords } from '../search/tokens';
import type { Manifest, PageFragment, SectionTuple, Shard } from '../search/local-format';
import type { SearchRecordRule } from '../plugins/types';

export interface ExtractedSection {
  id: string;
  title: string;
  text: string;
}

export interface ExtractedPage {
  url: string;
  title: string;
  lvl0: string;
  /** The page's summary (its meta description): scored with the intro, never shown as a snippet. */
  description?: string;
  sections: ExtractedSection[];
}

/** Bump when extractPage's output changes: the build's cache of extracted pages is keyed by it. */
export const EXTRACT_VERSION = '2';

// h1 too: the page title comes from its metadata.
const IGNORED_TAGS = new Set(['h1', 'pre', 'script', 'style', 'template', 'svg', 'button', 'noscript']);
const IGNORED_CLASSES = ['hash-link', 'mermaid-diagram'];
const hasClass = (attribs: Record<string, string>, name: string) => attribs.class?.split(/\s+/).includes(name) ?? false;
/** Elements whose edges separate words (spans and code too: a field's name, type and default sit side by side). */
const BLOCK_TAGS = new Set(
  'code span address article aside blockquote br dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);

function ignored(name: string, attribs: Record<string, string>, rules: readonly SearchRecordRule[]): boolean {
  if (IGNORED_TAGS.has(name) || 'data-search-ignore' in attribs) return true;
  const cls = attribs.class?.split(/\s+/) ?? [];
  return IGNORED_CLASSES.some((c) => cls.includes(c)) || rules.some((r) => r.titleAnchorClass !== undefined && cls.includes(r.titleAnchorClass));
}

const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The records of a page from its article alone, as extractPage finds them in the exported page
 * (components/doc/DocArticle.tsx: the searchable <article> holds the hidden facts, the title when
 * the article has none, which is not indexed, and the article): the build's page pass takes them
 * from the article it renders, without reading the exported page again.
 */
export function extractArticle(
  articleHtml: string,
  url: string,
  page: { title: string; lvl0: string; description?: string },
  rules: readonly SearchRecordRule[] = [],
): ExtractedPage | null {
  const description = page.description ? `<meta name="description" content="${attr(page.description)}">` : '';
  const facts = `<span hidden data-search-meta="lvl0:${attr(page.lvl0)}"></span><span hidden data-search-meta="title:${attr(page.title)}"></span>`;
  return extractPage(`${description}<article data-search-body="">${facts}${articleHtml}</article>`, url, rules);
}

/**
 * The searchable records of one exported page; null when the page has no searchable body.
 * `rules`: elements of the site's plugins' HTML that start records of their own (e.g. configuration
 * fields; lib/plugins/engine.ts searchRecordRules).
 */
export function extractPage(html: string, url: string, rules: readonly SearchRecordRule[] = []): ExtractedPage | null {
  const meta: Record<string, string> = {};
  const sections: ExtractedSection[] = [{ id: '', title: '', text: '' }];
  const byId = new Map<string, ExtractedSection>();
  const anchorTitles = new Map<string, string>();
  // Per open element: does it start the body, an ignored subtree, a heading?
  const stack: { body: boolean; ignore: boolean; heading: boolean }[] = [];
  let bodyDepth = 0;
  let ignoreDepth = 0;
  let headingDepth = 0;
  let found = false;
  const current = () => sections[sections.length - 1];

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'meta' && attribs.name === 'description') meta.description = attribs.content ?? '';
        if (attribs['data-search-meta']) {
          const i = attribs['data-search-meta'].indexOf(':');
          meta[attribs['data-search-meta'].slice(0, i)] = attribs['data-search-meta'].slice(i + 1);
        }
        const body = 'data-search-body' in attribs;
        if (body) found = true;
        const ignore = ignored(name, attribs, rules);
        if (name === 'a' && attribs.href?.startsWith('#') && rules.some((r) => r.titleAnchorClass && hasClass(attribs, r.titleAnchorClass)))
          anchorTitles.set(attribs.href.slice(1), (attribs['aria-label'] ?? '').replace(/^Link to /, ''));
        const inBody = bodyDepth + (body ? 1 : 0) > 0 && ignoreDepth === 0 && !ignore;
        const heading = inBody && !!attribs.id && /^h[2-4]$/.test(name);
        if (heading || (inBody && attribs.id && rules.some((r) => r.tag === name && hasClass(attribs, r.className)))) {
          const section = { id: attribs.id, title: '', text: '' };
          sections.push(section);
          byId.set(section.id, section);
        }
        stack.push({ body, ignore, heading });
        if (body) bodyDepth++;
        if (ignore) ignoreDepth++;
        if (heading) headingDepth++;
        if (BLOCK_TAGS.has(name)) current().text += ' ';
      },
      ontext(text) {
        if (!bodyDepth || ignoreDepth) return;
        if (headingDepth) current().title += text;
        else current().text += text;
      },
      onclosetag(name) {
        const top = stack.pop();
        if (!top) return;
        if (top.body) bodyDepth--;
        if (top.ignore) ignoreDepth--;
        if (top.heading) headingDepth--;
        if (BLOCK_TAGS.has(name)) current().text += ' ';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  if (!found) return null;
  // Plugin records (configuration fields) are titled by their anchor link's label.
  for (const [id, title] of anchorTitles) {
    const s = byId.get(id);
    if (s && !s.title) s.title = title;
  }
  const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
  return {
    url,
    title: meta.title ?? url,
    lvl0: meta.lvl0 ?? '',
    ...(meta.description ? { description: clean(meta.description) } : {}),
    sections: sections.map((s) => ({ id: s.id, title: clean(s.title), text: clean(s.text) })),
  };
}

// BM25 constants (the usual ones) and field boosts in units of one BM25 term score. Titles are
// fully length-normalised (b = 1): "vcluster create" should outrank "vcluster platform create".
const K1 = 1.2;
const B = 0.75;
const TITLE_BOOST = 5;
const HEADING_BOOST = 2;
/** The author's one-sentence summary names what the page is about, often in words its body leaves out. */
const DESCRIPTION_WEIGHT = 1;
/** Weights are stored as integers: score × this. */
export const WEIGHT_SCALE = 4;
/** A word keeps its best sections per page: enough to rank and show five, and shards stay small. */
export const SECTIONS_PER_WORD_AND_PAGE = 8;
/** Section text kept for snippets: matches past it still count, the snippet then shows the start. */
export const SNIPPET_SOURCE_CHARS = 1200;
/**
 * Snippet text kept per page, shared by its sections: a query downloads up to 20 page files, so
 * one huge page must not inflate what search downloads (20 × ~7 KB stays well under 200 KB).
 */
export const PAGE_SNIPPET_CHARS = 6000;
const SECTION_TITLE_CHARS = 160;

/** Each section's snippet text within the page budget: a fair share each, nothing once it is spent. */
function snippetTexts(sections: { text: string }[]): string[] {
  const share = Math.min(SNIPPET_SOURCE_CHARS, Math.max(160, Math.floor(PAGE_SNIPPET_CHARS / Math.max(1, sections.length))));
  let left = PAGE_SNIPPET_CHARS;
  return sections.map((s) => {
    const text = left > 0 ? truncate(s.text, Math.min(share, left)) : '';
    left -= text.length;
    return text;
  });
}

export interface ScopeIndex {
  manifest: Manifest;
  shards: Map<string, Shard>;
  fragments: PageFragment[];
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return text.slice(0, cut > max * 0.8 ? cut : max);
}

/**
 * Scores every (word, section) of a scope's pages and lays the postings out as shards. Word
 * frequencies count per stem, so "vclusters" is as common as "vcluster" (a query matches both).
 * Title and headings are short fields scored like BM25 fields of their own, so a match in a
 * short title ("vcluster create") counts more than in a long one.
 */
export function buildScopeIndex(pages: ExtractedPage[]): ScopeIndex {
  interface Rec {
    page: number;
    section: number;
    tf: Map<string, number>;
    len: number;
    heading: Set<string>;
    headingLen: number;
    title: Set<string>;
    titleLen: number;
    description: Map<string, number>;
    descriptionLen: number;
  }
  const recs: Rec[] = [];
  const df = new Map<string, number>();
  let totalLen = 0;
  let totalHeading = 0;
  let headings = 0;
  let totalTitle = 0;
  let totalDescription = 0;
  pages.forEach((p, pi) =>
    p.sections.forEach((s, si) => {
      const tf = new Map<string, number>();
      const body = textWords(s.text);
      for (const w of body) if (indexable(w)) tf.set(w, (tf.get(w) ?? 0) + 1);
      const headingWords = textWords(s.title);
      const titleWords = si === 0 ? textWords(p.title) : [];
      const heading = new Set(headingWords.filter(indexable));
      const title = new Set(titleWords.filter(indexable));
      const descriptionWords = si === 0 && p.description ? textWords(p.description) : [];
      const description = new Map<string, number>();
      for (const w of descriptionWords) if (indexable(w)) description.set(w, (description.get(w) ?? 0) + 1);
      for (const st of new Set([...tf.keys(), ...heading, ...title, ...description.keys()].map(stem))) df.set(st, (df.get(st) ?? 0) + 1);
      recs.push({
        page: pi,
        section: si,
        tf,
        len: body.length,
        heading,
        headingLen: headingWords.length,
        title,
        titleLen: titleWords.length,
        description,
        descriptionLen: descriptionWords.length,
      });
      totalDescription += descriptionWords.length;
      totalLen += body.length;
      if (headingWords.length) {
        totalHeading += headingWords.length;
        headings++;
      }
      if (si === 0) totalTitle += titleWords.length;
    }),
  );
  const n = recs.length;
  const avg = totalLen / Math.max(1, n);
  const avgHeading = totalHeading / Math.max(1, headings);
  const avgTitle = totalTitle / Math.max(1, pages.length);
  const avgDescription = Math.max(1, totalDescription / Math.max(1, pages.length));
  const bm25 = (tf: number, len: number, avgLen: number, b = B) => (tf ? (tf * (K1 + 1)) / (tf + K1 * (1 - b + (b * len) / avgLen)) : 0);
  // word → [page, section, weight][] in page order (recs are in page order already)
  const postings = new Map<string, [number, number, number][]>();
  for (const r of recs) {
    for (const w of new Set([...r.tf.keys(), ...r.heading, ...r.title, ...r.description.keys()])) {
      const d = df.get(stem(w))!;
      const idf = Math.log(1 + (n - d + 0.5) / (d + 0.5));
      const score =
        idf *
        // The description stands in for the body where the body lacks the word; it adds nothing to a
        // word the body has (it would favour pages whose summary repeats their intro).
        (Math.max(bm25(r.tf.get(w) ?? 0, r.len, avg), DESCRIPTION_WEIGHT * bm25(r.description.get(w) ?? 0, r.descriptionLen, avgDescription)) +
          HEADING_BOOST * bm25(r.heading.has(w) ? 1 : 0, r.headingLen, avgHeading) +
          TITLE_BOOST * bm25(r.title.has(w) ? 1 : 0, r.titleLen, avgTitle, 1));
      let list = postings.get(w);
      if (!list) postings.set(w, (list = []));
      // The lowest bit flags a match in the title or heading (see local-format).
      const named = r.heading.has(w) || r.title.has(w) ? 1 : 0;
      list.push([r.page, r.section, Math.max(1, Math.round(score * WEIGHT_SCALE)) * 2 + named]);
    }
  }
  const shards = new Map<string, Shard>();
  for (const w of [...postings.keys()].sort()) {
    const flat: number[] = [];
    let prevPage = 0;
    const list = postings.get(w)!;
    for (let i = 0; i < list.length;) {
      let j = i;
      while (j < list.length && list[j][0] === list[i][0]) j++;
      const best = list
        .slice(i, j)
        .sort((a, b) => b[2] - a[2])
        .slice(0, SECTIONS_PER_WORD_AND_PAGE)
        .sort((a, b) => a[1] - b[1]);
      for (const [page, section, weight] of best) {
        flat.push(page - prevPage, section, weight);
        prevPage = page;
      }
      i = j;
    }
    const key = shardKey(w);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = {}));
    shard[w] = flat;
  }
  const fragments: PageFragment[] = pages.map((p) => {
    const texts = snippetTexts(p.sections);
    return { u: p.url, t: p.title, l: p.lvl0, s: p.sections.map((s, i): SectionTuple => [s.id, truncate(s.title, SECTION_TITLE_CHARS), texts[i]]) };
  });
  const hash = createHash('sha1');
  for (const [k, s] of shards) hash.update(k).update(JSON.stringify(s));
  hash.update(JSON.stringify(fragments));
  return { manifest: { build: hash.digest('hex').slice(0, 10), shards: [...shards.keys()].sort(), pages: pages.length }, shards, fragments };
}
