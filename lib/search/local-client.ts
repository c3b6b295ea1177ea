/**
 * The local search backend: the sharded index written at build time (local-format), wrapped as
 * an InstantSearch search client that answers in Algolia's shape. Works offline and on any static
 * host. A query downloads its scope's manifest, one shard per word and the pages it shows.
 */
import {
  byTitleCoverage,
  expand,
  FEW_RESULTS,
  matchedWords,
  markWords,
  nearMatches,
  pagesOf,
  parseQuery,
  rank,
  referencePrior,
  snippet,
  withoutWords,
  wordsToKeep,
  type MatchGroup,
  type QueryTerm,
  type RankedPage,
} from './local-engine';
import { shardKey } from './tokens';
import { cacheUntilFailure, fetchJson } from '../browser/fetch-json';
import { manifestUrl, pageUrl, referencePages, shardUrl, type Manifest, type PageFragment, type Shard } from './local-format';
import type { SearchClient, SearchHit, SearchRequest, SearchResult } from './types';
import { enginePaths } from '../shared/site-paths';

/** At most this many sections of one page become hits (DocSearch groups up to five per page). */
export const SECTIONS_PER_PAGE = 5;
/** Queries shorter than this (one letter) are not sent to the local index. */
export const MIN_QUERY_LENGTH = 2;

export type FetchJson = (url: string) => Promise<unknown>;

// The manifest keeps its URL across deploys: revalidate it, so a cached one never points at the
// shards of a build that is gone. Everything else lives under the build id and can be cached.
const fetchIndexFile: FetchJson = (url) => fetchJson(url, url.endsWith('/manifest.json') ? { cache: 'no-cache' } : undefined);

interface ScopeMatch {
  scope: string;
  build: string;
  /** The scope as readers know it ("vCluster v0.27 Stable"), from its manifest. */
  label: string;
  page: RankedPage;
  matched: Set<string>;
  /** Query words the page lacks (a near match), as typed in lower case. */
  missing?: string[];
}

/** One scope's manifest and, per query word, its shard and matching index words. */
interface ScopeWords {
  scope: string;
  manifest: Manifest;
  groups: MatchGroup[];
}

/** Pages matching every word, or (partial) the best subset of the words, across scopes. */
interface Matches {
  pages: ScopeMatch[];
  /** Set when no page holds every word: the query without the words that were dropped. */
  partialQuery?: string;
}

/** `base`: the URL path of the index's folder (the site's EnginePaths.searchIndexBase). */
export function createLocalClient(get: FetchJson = fetchIndexFile, base = enginePaths('').searchIndexBase): SearchClient & { minQueryLength: number } {
  /** Each file is fetched once; a failed fetch is forgotten so the next query retries it. */
  const cached = cacheUntilFailure(get);
  const load = <T>(url: string) => cached(url) as Promise<T>;

  async function loadScope(scope: string, terms: QueryTerm[]): Promise<ScopeWords> {
    const manifest = await load<Manifest>(manifestUrl(base, scope));
    const groups = await Promise.all(
      terms.map(async (term) => {
        const key = shardKey(term.word);
        const shard: Shard = manifest.shards.includes(key) ? await load<Shard>(shardUrl(base, scope, manifest.build, key)) : {};
        return { shard, matches: expand(term, shard) };
      }),
    );
    return { scope, manifest, groups };
  }

  /** Pages of one scope matching `groups` (its words, or some of them), ranked; reference pages the query does not name below the guides. */
  const ranked = (s: ScopeWords, groups: MatchGroup[], pages = rank(groups)): ScopeMatch[] => {
    const matched = matchedWords(groups);
    return referencePrior(pages, referencePages(s.manifest)).map((page) => ({
      scope: s.scope,
      build: s.manifest.build,
      label: s.manifest.label ?? s.scope,
      page,
      matched,
    }));
  };
  const byScore = (list: ScopeMatch[]) => list.sort((a, b) => b.page.score - a.page.score);

  /** Several scopes ("a+b") are searched together; each index scores on the same scale. */
  async function match(scopes: string[], query: string): Promise<Matches> {
    const terms = parseQuery(query);
    if (!terms.length) return { pages: [] };
    const loaded = await Promise.all(scopes.map((s) => loadScope(s, terms)));
    const pages = byScore(loaded.flatMap((s) => ranked(s, s.groups)));
    // Few pages hold every word: pages that lack one word but match the others well join them.
    if (pages.length && pages.length < FEW_RESULTS) {
      const floor = pages[pages.length - 1].page.score;
      const near = loaded.flatMap((s) => {
        const found = nearMatches(
          s.groups,
          pages.filter((p) => p.scope === s.scope).map((p) => p.page),
          floor,
        );
        return terms.flatMap((term, missing) => {
          const lacking = found.filter((p) => p.missing === missing);
          return lacking.length
            ? ranked(
                s,
                s.groups.filter((_, i) => i !== missing),
                lacking,
              ).map((m) => ({ ...m, missing: [term.word] }))
            : [];
        });
      });
      return { pages: byScore([...pages, ...near]) };
    }
    if (pages.length || terms.length < 2) return { pages };
    // No page holds every word: the best subset of the words, as Algolia's removeWordsIfNoResults.
    const keep = wordsToKeep(loaded.map((s) => s.groups.map(pagesOf)));
    if (!keep) return { pages };
    const dropped = new Set(terms.filter((_, i) => !keep.includes(i)).map((t) => t.word));
    return {
      pages: byScore(
        loaded.flatMap((s) =>
          ranked(
            s,
            keep.map((i) => s.groups[i]),
          ),
        ),
      ),
      partialQuery: withoutWords(query, dropped),
    };
  }

  const fragment = (m: ScopeMatch) => load<PageFragment>(pageUrl(base, m.scope, m.build, m.page.page));
  /** Pages with their titles, reordered by how much of each title the query covers. */
  const withTitles = async (batch: ScopeMatch[], terms: QueryTerm[]) => {
    const loaded = await Promise.all(batch.map(fragment));
    return byTitleCoverage(
      batch.map((m, i) => ({ m, f: loaded[i], score: m.page.score, title: loaded[i].t, matched: m.matched })),
      terms,
    );
  };

  function sectionHits(m: ScopeMatch, f: PageFragment): SearchHit[] {
    const title = markWords(f.t, m.matched);
    return m.page.sections.slice(0, SECTIONS_PER_PAGE).map(({ section }) => {
      const [id, heading, text] = f.s[section];
      const url = id ? `${f.u}#${id}` : f.u;
      return {
        objectID: url,
        url,
        type: id ? 'lvl2' : 'lvl1',
        hierarchy: { lvl0: f.l || null, lvl1: f.t, lvl2: heading || null },
        scopeLabel: m.label,
        ...(m.missing ? { missingWords: m.missing } : {}),
        content: text,
        _highlightResult: { hierarchy: { lvl1: { value: title } } },
        _snippetResult: { content: { value: snippet(text, m.matched) } },
      };
    });
  }

  /** One hit per page (the search page), its matching sections attached. */
  function pageHit(m: ScopeMatch, f: PageFragment): SearchHit {
    const hits = sectionHits(m, f);
    const sections = hits.filter((h) => h.hierarchy.lvl2).map((h) => ({ title: h.hierarchy.lvl2!, url: h.url, snippet: h._snippetResult!.content!.value }));
    return { ...hits[0], objectID: f.u, sections };
  }

  async function search(req: SearchRequest): Promise<SearchResult> {
    const started = performance.now();
    const raw = req.params?.query ?? '';
    const query = raw.trim();
    const hitsPerPage = req.params?.hitsPerPage ?? 20;
    const page = req.params?.page ?? 0;
    const empty: SearchResult = {
      hits: [],
      nbHits: 0,
      page,
      nbPages: 0,
      hitsPerPage,
      processingTimeMS: 0,
      query,
      params: '',
      index: req.indexName,
      exhaustiveNbHits: true,
    };
    if (query.length < MIN_QUERY_LENGTH) return empty;
    const { pages: matches, partialQuery } = await match(req.indexName.split('+'), raw);
    const terms = parseQuery(raw);
    if (!matches.length) return empty;
    // nbHits counts matching pages in both modes: a result is a page (the dialog groups up to
    // SECTIONS_PER_PAGE sections under it), so "See all N results" matches the search page.
    const common = { ...empty, nbHits: matches.length, nbPages: Math.ceil(matches.length / hitsPerPage), ...(partialQuery ? { partialQuery } : {}) };
    const done = (hits: SearchHit[], extra: Partial<SearchResult> = {}) => ({
      ...common,
      ...extra,
      hits,
      processingTimeMS: Math.round(performance.now() - started),
    });
    if (req.params?.distinct) {
      const rows = await withTitles(matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage), terms);
      return done(rows.map(({ m, f }) => pageHit(m, f)));
    }
    // Section hits, grouped by page: fetch pages in rank order, four at a time, until the list is full.
    const hits: SearchHit[] = [];
    for (let i = 0; i < matches.length && hits.length < hitsPerPage;) {
      const batch = matches.slice(i, i + Math.max(1, Math.min(4, Math.ceil((hitsPerPage - hits.length) / SECTIONS_PER_PAGE))));
      for (const { m, f } of await withTitles(batch, terms)) hits.push(...sectionHits(m, f));
      i += batch.length;
    }
    return done(hits.slice(0, hitsPerPage), { nbPages: 1 });
  }

  return {
    minQueryLength: MIN_QUERY_LENGTH,
    async search(requests) {
      return { results: await Promise.all(requests.map(search)) };
    },
  };
}
