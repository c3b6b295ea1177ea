/**
 * The local search backend: Pagefind bundles built at build time (one per set version), wrapped
 * as an InstantSearch search client that answers in Algolia's shape. Works offline and on any
 * static host; the bundle for a scope is downloaded on the first query that needs it.
 */
import { bundlePath } from './scope';
import { highlightWords } from './highlight';
import { HL_POST, HL_PRE } from './types';
import type { SearchClient, SearchHit, SearchRequest, SearchResult } from './types';

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string>;
  sub_results?: PagefindSubResult[];
}

interface PagefindModule {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  mergeIndex(path: string, o?: Record<string, unknown>): Promise<void>;
  search(q: string, o?: Record<string, unknown>): Promise<{ results: { id: string; score: number; data(): Promise<PagefindData> }[] }>;
}

// A plain dynamic import the bundler leaves alone: the bundle is a static file of the site.
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<PagefindModule>;

const instances = new Map<string, Promise<PagefindModule>>();

/** A scope is "<set>-<version>", or several joined with "+" (searched together). */
function load(scope: string): Promise<PagefindModule> {
  let p = instances.get(scope);
  if (!p) {
    const [primary, ...merged] = scope.split('+');
    p = (async () => {
      const pf = await importModule(`${bundlePath(primary)}pagefind.js`);
      // Search on the main thread: the worker script would be one more download for the first query.
      await pf.options({ baseUrl: '/', excerptLength: 24, noWorker: true });
      for (const other of merged) await pf.mergeIndex(bundlePath(other), { baseUrl: '/' });
      await pf.init();
      return pf;
    })();
    p.catch(() => instances.delete(scope)); // a failed load can be retried
    instances.set(scope, p);
  }
  return p;
}

const mark = (s: string) => s.replace(/<mark>/g, HL_PRE).replace(/<\/mark>/g, HL_POST);

/**
 * Pagefind also matches very short indexed words (such as "q" from a `grep -q` in a code block)
 * against long query words; a page whose only matches are such fragments is not a real hit.
 */
export function isRelevant(data: Pick<PagefindData, 'excerpt' | 'sub_results'>, query: string): boolean {
  const shortest = Math.min(...query.split(/\s+/).filter(Boolean).map((w) => w.length));
  const needed = Math.min(3, shortest);
  const texts = [data.excerpt, ...(data.sub_results ?? []).map((s) => s.excerpt)].join(' ');
  const marks = [...texts.matchAll(/<mark>([^<]*)<\/mark>/g)].map((m) => m[1].replace(/[^\p{L}\p{N}]/gu, ''));
  return marks.some((m) => m.length >= needed);
}

/** At most this many sections of one page become hits (DocSearch groups up to five per page). */
const SECTIONS_PER_PAGE = 5;

function sectionsOf(data: PagefindData): PagefindSubResult[] {
  const title = data.meta.title ?? data.url;
  return (data.sub_results ?? []).filter((s) => s.title && s.title !== title).slice(0, SECTIONS_PER_PAGE);
}

/** One hit per page (distinct), its best sections attached. */
function pageHit(data: PagefindData, query: string): SearchHit {
  const title = data.meta.title ?? data.url;
  const sections = sectionsOf(data);
  const best = sections[0];
  return {
    objectID: data.url,
    url: best?.url ?? data.url,
    hierarchy: { lvl0: data.meta.lvl0 ?? null, lvl1: title, lvl2: best?.title ?? null },
    content: data.excerpt.replace(/<\/?mark>/g, ''),
    type: best ? 'lvl2' : 'lvl1',
    _highlightResult: { hierarchy: { lvl1: { value: highlightWords(title, query) } } },
    _snippetResult: { content: { value: mark(best?.excerpt ?? data.excerpt) } },
    sections: sections.map((s) => ({ title: s.title, url: s.url, snippet: mark(s.excerpt) })),
  };
}

/** One hit per matching section (DocSearch records), or the page itself when no section matches. */
function sectionHits(data: PagefindData, query: string): SearchHit[] {
  const title = data.meta.title ?? data.url;
  const sections = sectionsOf(data);
  const base = { hierarchy: { lvl0: data.meta.lvl0 ?? null, lvl1: title }, _highlightResult: { hierarchy: { lvl1: { value: highlightWords(title, query) } } } };
  if (!sections.length) return [{ ...base, objectID: data.url, url: data.url, type: 'lvl1', _snippetResult: { content: { value: mark(data.excerpt) } } }];
  return sections.map((s) => ({
    ...base,
    objectID: s.url,
    url: s.url,
    type: 'lvl2',
    hierarchy: { ...base.hierarchy, lvl2: s.title },
    _snippetResult: { content: { value: mark(s.excerpt) } },
  }));
}

export function createPagefindClient(): SearchClient {
  const cache = new Map<string, Promise<{ id: string; data(): Promise<PagefindData> }[]>>();
  const search = async (req: SearchRequest): Promise<SearchResult> => {
    const started = performance.now();
    const query = (req.params?.query ?? '').trim();
    const hitsPerPage = req.params?.hitsPerPage ?? 20;
    const page = req.params?.page ?? 0;
    const empty = { hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, processingTimeMS: 0, query, params: '', index: req.indexName, exhaustiveNbHits: true };
    if (!query) return empty;
    const key = `${req.indexName}|${query}`;
    let results = cache.get(key);
    if (!results) {
      results = load(req.indexName).then((pf) => pf.search(query).then((r) => r.results));
      results.catch(() => cache.delete(key));
      cache.set(key, results);
    }
    const all = await results;
    // nbHits counts matching pages in both modes, so the dialog's "See all N results" matches the search page.
    const common = { ...empty, nbHits: all.length, nbPages: Math.ceil(all.length / hitsPerPage) };
    if (req.params?.distinct) {
      const slice = all.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
      const loaded = await Promise.all(slice.map((r) => r.data()));
      const hits = loaded.filter((d) => isRelevant(d, query)).map((d) => pageHit(d, query));
      if (!hits.length && page === 0) return empty;
      return { ...common, hits, processingTimeMS: Math.round(performance.now() - started) };
    }
    // Section hits: load pages in score order until the page of hits is full (fewer fragments to fetch).
    const hits: SearchHit[] = [];
    for (let i = 0; i < all.length && hits.length < hitsPerPage; i += 4) {
      const batch = await Promise.all(all.slice(i, i + 4).map((r) => r.data()));
      for (const d of batch) if (isRelevant(d, query)) hits.push(...sectionHits(d, query));
    }
    if (!hits.length) return empty;
    return { ...common, hits: hits.slice(0, hitsPerPage), nbPages: 1, processingTimeMS: Math.round(performance.now() - started) };
  };
  return {
    async search(requests) {
      return { results: await Promise.all(requests.map(search)) };
    },
  };
}
