'use client';
import { useEffect, useRef, useState } from 'react';
import { InstantSearch, Configure, useHits, useInstantSearch, usePagination, useSearchBox } from 'react-instantsearch-core';
import type { SearchClient, SearchConfig, SearchHit } from '@/lib/search/types';
import { createSearchClient, effectiveConfig } from '@/lib/search/client';
import { isExternalHit } from '@/lib/search/highlight';
import { SmartLink } from '@/components/layout/SmartLink';
import { HitSnippet, HitTitle, MissingWords } from './Highlighted';
import { PartialNotice } from './PartialNotice';
import { sectionTitle, spansScopes } from '@/lib/search/result-groups';
import { SearchError } from './SearchError';

const MAX_QUERY = 64;

export interface ScopeOption {
  scope: string;
  label: string;
}

function syncUrl(q: string, scope: string, defaultScope: string) {
  const url = new URL(window.location.href);
  if (q) url.searchParams.set('q', q);
  else url.searchParams.delete('q');
  if (scope !== defaultScope) url.searchParams.set('scope', scope);
  else url.searchParams.delete('scope');
  window.history.replaceState(window.history.state, '', url);
}

function Hits({ minLength, externalUrlRegex }: { minLength: number; externalUrlRegex?: string }) {
  const { items, results } = useHits<SearchHit>();
  const { status, error } = useInstantSearch({ catchError: true });
  const { query } = useSearchBox();
  if (!query) return <p className="search-page-hint">Type a query to search the documentation.</p>;
  if (query.trim().length < minLength) return <p className="search-page-hint">Keep typing…</p>;
  if (status === 'error' || error) return <SearchError />;
  if (status === 'stalled') return <p className="search-message">Searching…</p>;
  if (!results || results.query !== query) return null;
  if (!items.length) return <p className="search-message">No results for &quot;{query}&quot;.</p>;
  const named = spansScopes(items);
  return (
    <>
      {/* A result is a page, as in the dialog's "See all N results". */}
      <p className="search-page-count" role="status">
        {results.nbHits} result{results.nbHits === 1 ? '' : 's'} for &quot;{query}&quot;
      </p>
      <PartialNotice result={results} />
      <ol className="search-page-results">
        {items.map((hit) => {
          const legacy = isExternalHit(hit.url, externalUrlRegex);
          return (
            <li key={hit.objectID} className="search-page-hit">
              <p className="search-group-title">{sectionTitle(hit, named)}</p>
              <h2>
                {legacy ? (
                  <a href={hit.url} target="_blank" rel="noopener noreferrer">
                    <HitTitle hit={hit} />
                  </a>
                ) : (
                  <SmartLink href={hit.url}>
                    <HitTitle hit={hit} />
                  </SmartLink>
                )}
              </h2>
              <HitSnippet hit={hit} as="p" />
              <MissingWords hit={hit} />
              {hit.sections?.length ? (
                <ul className="search-page-sections">
                  {hit.sections.map((s) => (
                    <li key={s.url}>
                      <SmartLink href={s.url}>{s.title}</SmartLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}

function Pages() {
  const { pages, currentRefinement, nbPages, refine, isFirstPage, isLastPage } = usePagination({ padding: 2 });
  if (nbPages <= 1) return null;
  return (
    <nav className="search-pagination" aria-label="Result pages">
      <button type="button" disabled={isFirstPage} onClick={() => refine(currentRefinement - 1)}>
        Previous
      </button>
      {pages.map((p) => (
        <button key={p} type="button" aria-current={p === currentRefinement ? 'page' : undefined} onClick={() => refine(p)}>
          {p + 1}
        </button>
      ))}
      <button type="button" disabled={isLastPage} onClick={() => refine(currentRefinement + 1)}>
        Next
      </button>
    </nav>
  );
}

function QueryBox({ initial, onChange }: { initial: string; onChange: (q: string) => void }) {
  const { refine } = useSearchBox();
  const [text, setText] = useState(initial);
  useEffect(() => {
    if (initial) refine(initial);
  }, [initial, refine]);
  return (
    <input
      className="search-page-input"
      type="search"
      aria-label="Search the documentation"
      placeholder="Search docs"
      maxLength={MAX_QUERY}
      value={text}
      autoFocus
      onChange={(e) => {
        const v = e.target.value.slice(0, MAX_QUERY);
        setText(v);
        refine(v);
        onChange(v);
      }}
    />
  );
}

/** /docs/search?q=…: full results with pagination and a set/version filter (stable versions by default). */
export function SearchPage({ config, scopes, defaultScope }: { config: SearchConfig; scopes: ScopeOption[]; defaultScope: string }) {
  const [client, setClient] = useState<SearchClient | null>(null);
  const [failed, setFailed] = useState(false);
  const [state, setState] = useState<{ q: string; scope: string } | null>(null);
  // The query as typed; kept outside state so typing does not re-create the search.
  const typed = useRef('');

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const scope = params.get('scope');
    typed.current = (params.get('q') ?? '').slice(0, MAX_QUERY);
    setState({ q: typed.current, scope: scopes.some((s) => s.scope === scope) ? scope! : defaultScope });
    createSearchClient(effectiveConfig(config)).then(setClient, () => setFailed(true));
  }, [config, scopes, defaultScope]);

  if (failed) return <SearchError />;
  if (!client || !state) return <p className="search-page-hint">Loading search…</p>;
  return (
    <div className="search-page">
      <InstantSearch key={state.scope} searchClient={client as never} indexName={state.scope} stalledSearchDelay={300} insights={false}>
        <Configure hitsPerPage={config.hitsPerPage} distinct />
        <div className="search-page-controls">
          <QueryBox
            initial={state.q}
            onChange={(q) => {
              typed.current = q;
              syncUrl(q, state.scope, defaultScope);
            }}
          />
          <label className="search-page-scope">
            <span>In</span>
            <select
              value={state.scope}
              onChange={(e) => {
                const next = { q: typed.current, scope: e.target.value };
                setState(next);
                syncUrl(next.q, next.scope, defaultScope);
              }}
            >
              {scopes.map((s) => (
                <option key={s.scope} value={s.scope}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <Hits minLength={client.minQueryLength ?? 1} externalUrlRegex={effectiveConfig(config).externalUrlRegex} />
        <Pages />
      </InstantSearch>
    </div>
  );
}
