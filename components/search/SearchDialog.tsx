'use client';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useRouter } from 'next/navigation';
import { InstantSearch, Configure, useInstantSearch, useSearchBox, useHits } from 'react-instantsearch-core';
import type { SearchClient, SearchConfig, SearchHit } from '@/lib/search/types';
import { createSearchClient, effectiveConfig } from '@/lib/search/client';
import { isLegacyUrl } from '@/lib/search/highlight';
import * as history from '@/lib/browser/search-history';
import { HitSnippet, HitTitle } from './Highlighted';
import { SearchError } from './SearchError';

export const MAX_QUERY = 64;
export const STALL_MS = 300;

interface Option {
  url: string;
  title: string;
}

function useClient(config: SearchConfig): { client: SearchClient | null; failed: boolean } {
  const [state, setState] = useState<{ client: SearchClient | null; failed: boolean }>({ client: null, failed: false });
  useEffect(() => {
    let live = true;
    createSearchClient(effectiveConfig(config)).then(
      (client) => live && setState({ client, failed: false }),
      () => live && setState({ client: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [config]);
  return state;
}

function Spinner() {
  return <span className="search-spinner" role="progressbar" aria-label="Searching" />;
}

function HitLink({ hit, url, children, active, onSelect }: { hit: SearchHit; url: string; children: React.ReactNode; active: boolean; onSelect: (o: Option) => void }) {
  const legacy = isLegacyUrl(url);
  return (
    <a
      href={url}
      className={`search-hit${active ? ' search-hit-active' : ''}`}
      role="option"
      aria-selected={active}
      data-url={url}
      {...(legacy ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={(e) => {
        if (legacy) return;
        e.preventDefault();
        onSelect({ url, title: hit.hierarchy.lvl1 ?? url });
      }}
    >
      {children}
      {legacy ? <span className="search-hit-external">opens the v0.19 docs</span> : null}
    </a>
  );
}

function Results({ query, activeUrl, onSelect, onOptions, config, minLength }: { query: string; activeUrl: string | null; onSelect: (o: Option) => void; onOptions: (o: Option[]) => void; config: SearchConfig; minLength: number }) {
  const { items, results } = useHits<SearchHit>();
  const { status, error } = useInstantSearch({ catchError: true });
  const { refine } = useSearchBox();
  const options = useMemo(() => items.map((h) => ({ url: h.url, title: h.hierarchy.lvl1 ?? h.url })), [items]);
  useEffect(() => onOptions(options), [options, onOptions]);

  if (!query) return null;
  if (query.length < minLength) return <p className="search-message">Keep typing…</p>;
  if (status === 'error' || error)
    return <SearchError />;
  if (status === 'stalled') return <div className="search-message"><Spinner /> Searching…</div>;
  if (status === 'loading' && !results?.nbHits) return null;
  if (!items.length && results?.query === query.trim()) {
    return (
      <div className="search-message search-no-results" data-results-for={results.query}>
        <p className="search-message-title">
          No results for &quot;<strong>{query}</strong>&quot;
        </p>
        <p>Try searching for</p>
        <ul className="search-suggestions">
          {config.suggestions.map((s) => (
            <li key={s}>
              <button type="button" onClick={() => refine(s)}>
                {s}
              </button>
            </li>
          ))}
        </ul>
        <p>
          Believe this query should return results?{' '}
          <a href={`${config.issuesUrl}/new?title=${encodeURIComponent(`Missing search results for "${query}"`)}`} target="_blank" rel="noopener noreferrer">
            Let us know.
          </a>
        </p>
      </div>
    );
  }
  // Section hits grouped by page, like DocSearch.
  const groups: { key: string; lvl0: string | null; hits: SearchHit[] }[] = [];
  for (const hit of items) {
    const page = hit.url.split('#')[0];
    const last = groups[groups.length - 1];
    if (last && last.key === page) last.hits.push(hit);
    else groups.push({ key: page, lvl0: hit.hierarchy.lvl0, hits: [hit] });
  }
  return (
    <>
      {/* Which query the list shows (the benchmark times keystroke → results with it). */}
      <div className="search-results" role="listbox" aria-label="Search results" data-results-for={results?.query}>
        {groups.map((group) => (
          <section key={group.key} className="search-group">
            <p className="search-group-title">{group.lvl0}</p>
            {group.hits.map((hit) => (
              <HitLink key={hit.objectID} hit={hit} url={hit.url} active={activeUrl === hit.url} onSelect={onSelect}>
                <span className="search-hit-title">
                  <HitTitle hit={hit} />
                  {hit.hierarchy.lvl2 ? <span className="search-hit-section"> › {hit.hierarchy.lvl2}</span> : null}
                </span>
                <HitSnippet hit={hit} />
              </HitLink>
            ))}
          </section>
        ))}
      </div>
      {results?.nbHits ? (
        <a className="search-see-all" href={`/docs/search/?q=${encodeURIComponent(query)}`} onClick={(e) => { e.preventDefault(); onSelect({ url: `/docs/search/?q=${encodeURIComponent(query)}`, title: '' }); }}>
          See all {results.nbHits} results
        </a>
      ) : null}
    </>
  );
}

function SavedList({ title, items, onSelect, onRemove, onFavorite, activeUrl }: { title: string; items: history.SavedSearch[]; onSelect: (o: Option) => void; onRemove: (url: string) => void; onFavorite?: (s: history.SavedSearch) => void; activeUrl: string | null }) {
  if (!items.length) return null;
  return (
    <section className="search-saved">
      <p className="search-group-title">{title}</p>
      <ul role="listbox" aria-label={title}>
        {items.map((s) => (
          <li key={s.url} role="presentation" className={`search-saved-item${activeUrl === s.url ? ' search-hit-active' : ''}`}>
            <a href={s.url} role="option" aria-selected={activeUrl === s.url} data-url={s.url} onClick={(e) => { e.preventDefault(); onSelect({ url: s.url, title: s.title }); }}>
              {s.title}
            </a>
            {onFavorite ? (
              <button type="button" className="search-saved-action" aria-label={`Save "${s.title}" as a favorite`} onClick={() => onFavorite(s)}>
                ☆
              </button>
            ) : null}
            <button type="button" className="search-saved-action" aria-label={`Remove "${s.title}" from ${title.toLowerCase()}`} onClick={() => onRemove(s.url)}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DialogBody({ placeholder, initialQuery, onClose, config, minLength }: { placeholder: string; initialQuery: string; onClose: () => void; config: SearchConfig; minLength: number }) {
  const { refine } = useSearchBox();
  const [text, setText] = useState(initialQuery);
  const [options, setOptions] = useState<Option[]>([]);
  const [active, setActive] = useState(0);
  const [saved, setSaved] = useState(() => ({ recents: history.recents(), favorites: history.favorites() }));
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    if (initialQuery) refine(initialQuery);
  }, [initialQuery, refine]);

  const idleOptions: Option[] = useMemo(() => [...saved.favorites, ...saved.recents].map((s) => ({ url: s.url, title: s.title })), [saved]);
  const list = text.trim() ? options : idleOptions;
  const activeUrl = list[Math.min(active, list.length - 1)]?.url ?? null;

  const select = (o: Option) => {
    if (o.title && text.trim()) history.addRecent({ query: text.trim(), url: o.url, title: o.title });
    onClose();
    router.push(o.url);
  };
  const refresh = () => setSaved({ recents: history.recents(), favorites: history.favorites() });

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!list.length) return;
      setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : list.length - 1)) % list.length);
    } else if (e.key === 'Enter' && activeUrl && document.activeElement === input.current) {
      e.preventDefault();
      const o = list.find((x) => x.url === activeUrl)!;
      if (isLegacyUrl(o.url)) window.open(o.url, '_blank', 'noopener');
      else select(o);
    } else if (e.key === 'Tab') {
      // Keep focus inside the dialog.
      const focusables = [...(e.currentTarget.querySelectorAll<HTMLElement>('input, button, a[href]'))];
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  return (
    <div className="search-modal" role="dialog" aria-modal="true" aria-label="Search the documentation" onKeyDown={onKeyDown}>
      <form className="search-form" role="search" onSubmit={(e) => e.preventDefault()}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5-5-5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z" />
        </svg>
        <input
          ref={input}
          className="search-input"
          type="search"
          aria-label={placeholder}
          placeholder={placeholder}
          maxLength={MAX_QUERY}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          value={text}
          onChange={(e) => {
            const v = e.target.value.slice(0, MAX_QUERY);
            setText(v);
            setActive(0);
            refine(v);
          }}
        />
        <button type="button" className="search-cancel" onClick={onClose}>
          Cancel
        </button>
      </form>
      <div className="search-body">
        {text.trim() ? (
          <Results query={text.trim()} activeUrl={activeUrl} onSelect={select} onOptions={setOptions} config={config} minLength={minLength} />
        ) : saved.favorites.length || saved.recents.length ? (
          <>
            <SavedList title="Favorites" items={saved.favorites} activeUrl={activeUrl} onSelect={select} onRemove={(u) => { history.removeFavorite(u); refresh(); }} />
            <SavedList title="Recent" items={saved.recents} activeUrl={activeUrl} onSelect={select} onRemove={(u) => { history.removeRecent(u); refresh(); }} onFavorite={(s) => { history.addFavorite(s); refresh(); }} />
          </>
        ) : (
          <p className="search-message">Type to search the documentation.</p>
        )}
      </div>
      <footer className="search-footer">
        <span><kbd>↵</kbd> to select</span>
        <span><kbd>↑</kbd> <kbd>↓</kbd> to navigate</span>
        <span><kbd>Esc</kbd> to close</span>
      </footer>
    </div>
  );
}

/** DocSearch-style dialog over any backend; loaded on demand by SearchButton. */
export default function SearchDialog({ scope, placeholder, config, initialQuery, onClose }: { scope: string; placeholder: string; config: SearchConfig; initialQuery: string; onClose: () => void }) {
  const { client, failed } = useClient(config);
  useEffect(() => {
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = prev;
    };
  }, []);
  return (
    <div className="search-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      {client ? (
        <InstantSearch searchClient={client as never} indexName={scope} stalledSearchDelay={STALL_MS} insights={false} future={{ preserveSharedStateOnUnmount: true }}>
          <Configure hitsPerPage={config.hitsPerPage} />
          <DialogBody placeholder={placeholder} initialQuery={initialQuery} onClose={onClose} config={config} minLength={client.minQueryLength ?? 1} />
        </InstantSearch>
      ) : (
        <div className="search-modal" role="dialog" aria-modal="true" aria-label="Search the documentation">
          {failed ? <SearchError /> : <div className="search-message"><Spinner /></div>}
        </div>
      )}
    </div>
  );
}
