'use client';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { InstantSearch, Configure, Index, useInstantSearch, useSearchBox, useHits } from 'react-instantsearch-core';
import { arrangeSets, OTHER_SET_PARAMS, sectionHits, type OtherSet, type SetSection } from '@/lib/search/cross-set';
import type { SearchClient, SearchConfig, SearchHit, SearchResult } from '@/lib/search/types';
import { createSearchClient, effectiveConfig } from '@/lib/search/client';
import { isExternalHit } from '@/lib/search/highlight';
import * as history from '@/lib/browser/search-history';
import { HitSnippet, HitTitle, MissingWords } from './Highlighted';
import { PartialNotice } from './PartialNotice';
import { SearchError } from './SearchError';
import { SearchIcon } from './SearchIcon';
import type { Draft } from './draft';
import { enginePaths } from '@/lib/shared/site-paths';

export const MAX_QUERY = 64;
export const STALL_MS = 300;

interface Option {
  url: string;
  title: string;
}

const sameAnswer = (a: OtherAnswer | undefined, b: OtherAnswer) =>
  !!a && a.query === b.query && a.partial === b.partial && a.hits.length === b.hits.length && a.hits.every((h, i) => h.url === b.hits[i].url);

const sameOptions = (a: Option[], b: Option[]) => a.length === b.length && a.every((o, i) => o.url === b[i].url && o.title === b[i].title);

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

function HitLink({
  hit,
  url,
  external,
  children,
  active,
  sub,
  onSelect,
}: {
  hit: SearchHit;
  url: string;
  external: boolean;
  children: React.ReactNode;
  active: boolean;
  sub: boolean;
  onSelect: (o: Option) => void;
}) {
  const legacy = external;
  return (
    <a
      href={url}
      className={`search-hit${sub ? ' search-hit-sub' : ''}${active ? ' search-hit-active' : ''}`}
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
      {legacy ? <span className="search-hit-external">opens on another site</span> : null}
    </a>
  );
}

/**
 * Keeps InstantSearch's query in step with the input (which exists before the backend does), as
 * typed: a trailing space says the last word is complete. A layout effect, so the search starts
 * in the same task as the keystroke rather than after the next paint. What was typed before the
 * backend was ready is InstantSearch's initial query instead (initialUiState): its first search
 * then goes out once every widget, the other sets' included, has its parameters.
 */
function QuerySync({ query }: { query: string }) {
  const { query: searched, refine } = useSearchBox();
  useLayoutEffect(() => {
    if (query !== searched) refine(query);
  }, [query, searched, refine]);
  return null;
}

/** What an other set's request answered, for the query it was sent for. */
interface OtherAnswer {
  query: string;
  hits: SearchHit[];
  partial: boolean;
}

/**
 * Reports the hits of the enclosing <Index> (an other set), escaped by useHits as the dialog's own.
 * In a layout effect: the list is laid out again before the browser paints, never shown without them.
 */
function OtherSetAnswer({ scope, onAnswer }: { scope: string; onAnswer: (scope: string, answer: OtherAnswer) => void }) {
  const { items, results } = useHits<SearchHit>();
  useLayoutEffect(
    () => onAnswer(scope, { query: results?.query ?? '', hits: items, partial: !!(results as Partial<SearchResult> | undefined)?.partialQuery }),
    [scope, items, results, onAnswer],
  );
  return null;
}

/** The pages of one group (a section of the docs, or an other set), each page's sections under it. */
function Group({
  title,
  pages,
  activeUrl,
  onSelect,
  externalUrlRegex,
}: {
  title: string;
  pages: SetSection['groups'][number]['pages'];
  activeUrl: string | null;
  onSelect: (o: Option) => void;
  externalUrlRegex?: string;
}) {
  return (
    <section className="search-group" role="group" aria-label={title}>
      <p className="search-group-title" aria-hidden="true">
        {title}
      </p>
      {pages.map((page) => (
        <div key={page.url} className="search-result">
          {page.hits.map((hit, i) => (
            <HitLink
              key={hit.objectID}
              hit={hit}
              url={hit.url}
              external={isExternalHit(hit.url, externalUrlRegex)}
              active={activeUrl === hit.url}
              sub={i > 0}
              onSelect={onSelect}
            >
              <span className="search-hit-title">
                {i > 0 && hit.hierarchy.lvl2 ? null : <HitTitle hit={hit} />}
                {hit.hierarchy.lvl2 ? <span className="search-hit-section">{i > 0 ? hit.hierarchy.lvl2 : ` › ${hit.hierarchy.lvl2}`}</span> : null}
              </span>
              <HitSnippet hit={hit} />
              {i === 0 ? <MissingWords hit={hit} /> : null}
            </HitLink>
          ))}
        </div>
      ))}
    </section>
  );
}

function Results({
  query,
  scope,
  scopeLabel,
  otherSets,
  otherAnswers,
  activeUrl,
  onSelect,
  onOptions,
  onSuggest,
  config,
  minLength,
}: {
  query: string;
  scope: string;
  scopeLabel: string;
  otherSets: OtherSet[];
  otherAnswers: Record<string, OtherAnswer>;
  activeUrl: string | null;
  onSelect: (o: Option) => void;
  onOptions: (o: Option[]) => void;
  onSuggest: (q: string) => void;
  config: SearchConfig;
  minLength: number;
}) {
  const { items, results } = useHits<SearchHit>();
  const { status, error } = useInstantSearch({ catchError: true });
  const answeredFor = results?.query;
  const partialQuery = (results as Partial<SearchResult> | undefined)?.partialQuery;
  // The reader's set first, then the other sets' best pages (see lib/search/cross-set.ts).
  const sections = useMemo(() => {
    const others = otherSets.map((set) => {
      const answer = otherAnswers[set.scope];
      return { ...set, hits: answer?.query === answeredFor ? answer.hits : [], partial: !!answer?.partial };
    });
    return arrangeSets(query, { scope, label: scopeLabel, hits: items, partial: !!partialQuery }, others);
  }, [query, scope, scopeLabel, items, partialQuery, otherSets, otherAnswers, answeredFor]);
  const options = useMemo(() => sectionHits(sections).map((h) => ({ url: h.url, title: h.hierarchy.lvl1 ?? h.url })), [sections]);
  useEffect(() => onOptions(options), [options, onOptions]);
  const externalUrlRegex = effectiveConfig(config).externalUrlRegex;

  if (query.length < minLength) return <p className="search-message">Keep typing…</p>;
  if (status === 'error' || error) return <SearchError />;
  if (status === 'stalled')
    return (
      <div className="search-message">
        <Spinner /> Searching…
      </div>
    );
  if (status === 'loading' && !results?.nbHits) return null;
  // "No results" only once every set has answered this query.
  const othersAnswered = otherSets.every((set) => otherAnswers[set.scope]?.query === answeredFor);
  if (!sections.length && answeredFor === query && !othersAnswered) return null;
  if (!sections.length && answeredFor === query) {
    return (
      <div className="search-message search-no-results" data-results-for={answeredFor}>
        <p className="search-message-title">
          No results for &quot;<strong>{query}</strong>&quot;
        </p>
        <p>Try searching for</p>
        <ul className="search-suggestions">
          {config.suggestions.map((s) => (
            <li key={s}>
              <button type="button" onClick={() => onSuggest(s)}>
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
  const ownFirst = sections[0]?.current ?? false;
  const showsOthers = sections.some((s) => !s.current);
  // The search page searches the same set and version, so it counts the same pages.
  const seeAll = `${config.page ?? enginePaths(config.mount ?? '').searchPage}?${new URLSearchParams({ q: query, scope })}`;
  return (
    <>
      {items.length ? null : answeredFor === query ? (
        <p className="search-none-here" role="status">
          No page in {scopeLabel} matches; showing other sets
        </p>
      ) : null}
      <PartialNotice result={results} scopeLabel={ownFirst ? undefined : scopeLabel} />
      {/* Which query the list shows (the benchmark times keystroke → results with it). */}
      <div className="search-results" role="listbox" aria-label="Search results" data-results-for={answeredFor}>
        {sections.map((set, i) => (
          <div key={set.scope} className={`search-set${set.current ? ' search-set-current' : ' search-set-other'}`} data-scope={set.scope}>
            {set.current && i > 0 ? (
              // Another set answered better and came first: name the reader's own set too.
              <p className="search-set-title" aria-hidden="true">
                In {set.label}
              </p>
            ) : null}
            {set.groups.map((group) => (
              <Group key={group.title} title={group.title} pages={group.pages} activeUrl={activeUrl} onSelect={onSelect} externalUrlRegex={externalUrlRegex} />
            ))}
          </div>
        ))}
      </div>
      {results?.nbHits ? (
        // nbHits counts pages of the reader's set, as its groups above and the search page do.
        <a
          className="search-see-all"
          href={seeAll}
          onClick={(e) => {
            e.preventDefault();
            onSelect({ url: seeAll, title: '' });
          }}
        >
          See all {results.nbHits} {results.nbHits === 1 ? 'result' : 'results'}
          {showsOthers ? ` in ${scopeLabel}` : ''}
        </a>
      ) : null}
    </>
  );
}

function SavedList({
  title,
  items,
  onSelect,
  onRemove,
  onFavorite,
  activeUrl,
}: {
  title: string;
  items: history.SavedSearch[];
  onSelect: (o: Option) => void;
  onRemove: (url: string) => void;
  onFavorite?: (s: history.SavedSearch) => void;
  activeUrl: string | null;
}) {
  if (!items.length) return null;
  return (
    <section className="search-saved">
      <p className="search-group-title">{title}</p>
      <ul role="listbox" aria-label={title}>
        {items.map((s) => (
          <li key={s.url} role="presentation" className={`search-saved-item${activeUrl === s.url ? ' search-hit-active' : ''}`}>
            <a
              href={s.url}
              role="option"
              aria-selected={activeUrl === s.url}
              data-url={s.url}
              onClick={(e) => {
                e.preventDefault();
                onSelect({ url: s.url, title: s.title });
              }}
            >
              {s.title}
            </a>
            {onFavorite ? (
              <button type="button" className="search-saved-action" aria-label={`Save "${s.title}" as a favorite`} onClick={() => onFavorite(s)}>
                ☆
              </button>
            ) : null}
            <button
              type="button"
              className="search-saved-action"
              aria-label={`Remove "${s.title}" from ${title.toLowerCase()}`}
              onClick={() => onRemove(s.url)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** DocSearch-style dialog over any backend; loaded on demand by SearchButton. */
export default function SearchDialog({
  scope,
  scopeLabel,
  otherSets,
  placeholder,
  config,
  draftRef,
  onClose,
}: {
  scope: string;
  scopeLabel: string;
  otherSets: OtherSet[];
  placeholder: string;
  config: SearchConfig;
  draftRef: Draft;
  onClose: () => void;
}) {
  const { client, failed } = useClient(config);
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  // (An answer or a list the same as the one kept is not set again: each is set from an effect of a
  // render, and setting an equal copy renders again; typing fast on a slow machine, those renders
  // chained past React's limit of nested updates and the page failed.)
  const onOptions = useCallback((next: Option[]) => setOptions((prev) => (sameOptions(prev, next) ? prev : next)), []);
  const [otherAnswers, setOtherAnswers] = useState<Record<string, OtherAnswer>>({});
  const onOtherAnswer = useCallback(
    (set: string, answer: OtherAnswer) => setOtherAnswers((all) => (sameAnswer(all[set], answer) ? all : { ...all, [set]: answer })),
    [],
  );
  const [active, setActive] = useState(0);
  const [saved, setSaved] = useState(() => ({ recents: history.recents(), favorites: history.favorites() }));
  const input = useRef<HTMLInputElement>(null);

  const update = useCallback((v: string) => {
    setText(v.slice(0, MAX_QUERY));
    setActive(0);
  }, []);

  // Takes over what was typed into SearchButton's stand-in input while this code loaded. In the
  // same task as the commit that removed that input, so no key can fall between the two.
  useLayoutEffect(() => {
    const el = input.current!;
    const typed = draftRef.current.slice(0, MAX_QUERY);
    if (typed) {
      el.value = typed;
      update(typed);
    }
    el.focus();
    el.setSelectionRange(typed.length, typed.length);
  }, [draftRef, update]);

  useEffect(() => {
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = prev;
    };
  }, []);

  const query = text.trim();
  const idleOptions: Option[] = useMemo(() => [...saved.favorites, ...saved.recents].map((s) => ({ url: s.url, title: s.title })), [saved]);
  const list = query ? options : idleOptions;
  const activeUrl = list[Math.min(active, list.length - 1)]?.url ?? null;

  const select = (o: Option) => {
    if (o.title && query) history.addRecent({ query, url: o.url, title: o.title });
    onClose();
    window.location.assign(o.url);
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
      if (isExternalHit(o.url, effectiveConfig(config).externalUrlRegex)) window.open(o.url, '_blank', 'noopener');
      else select(o);
    } else if (e.key === 'Tab') {
      // Keep focus inside the dialog.
      const focusables = [...e.currentTarget.querySelectorAll<HTMLElement>('input, button, a[href]')];
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

  const idle =
    saved.favorites.length || saved.recents.length ? (
      <>
        <SavedList
          title="Favorites"
          items={saved.favorites}
          activeUrl={activeUrl}
          onSelect={select}
          onRemove={(u) => {
            history.removeFavorite(u);
            refresh();
          }}
        />
        <SavedList
          title="Recent"
          items={saved.recents}
          activeUrl={activeUrl}
          onSelect={select}
          onRemove={(u) => {
            history.removeRecent(u);
            refresh();
          }}
          onFavorite={(s) => {
            history.addFavorite(s);
            refresh();
          }}
        />
      </>
    ) : (
      <p className="search-message">Type to search the documentation.</p>
    );

  return (
    <div className="search-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="search-modal" role="dialog" aria-modal="true" aria-label="Search the documentation" onKeyDown={onKeyDown}>
        <form className="search-form" role="search" onSubmit={(e) => e.preventDefault()}>
          <SearchIcon size={20} />
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
            onChange={(e) => update(e.target.value)}
          />
          <button type="button" className="search-cancel" onClick={onClose}>
            Cancel
          </button>
        </form>
        <div className="search-body">
          {!query ? (
            idle
          ) : failed ? (
            <SearchError />
          ) : !client ? (
            <div className="search-message">
              <Spinner />
            </div>
          ) : null}
          {client ? (
            <InstantSearch
              searchClient={client as never}
              indexName={scope}
              // Read once, when the backend is ready: the query typed while it loaded.
              initialUiState={{ [scope]: { query: text } }}
              stalledSearchDelay={STALL_MS}
              insights={false}
              future={{ preserveSharedStateOnUnmount: true }}
            >
              <Configure hitsPerPage={config.hitsPerPage} />
              {/* The other sets' stable versions: one request each, sent with the reader's own. */}
              {otherSets.map((set) => (
                <Index key={set.scope} indexName={set.scope} indexId={`other:${set.scope}`}>
                  <Configure {...OTHER_SET_PARAMS} />
                  <OtherSetAnswer scope={set.scope} onAnswer={onOtherAnswer} />
                </Index>
              ))}
              <QuerySync query={text} />
              {query ? (
                <Results
                  query={query}
                  scope={scope}
                  scopeLabel={scopeLabel}
                  otherSets={otherSets}
                  otherAnswers={otherAnswers}
                  activeUrl={activeUrl}
                  onSelect={select}
                  onOptions={onOptions}
                  onSuggest={update}
                  config={config}
                  minLength={client.minQueryLength ?? 1}
                />
              ) : null}
            </InstantSearch>
          ) : null}
        </div>
        <footer className="search-footer">
          <span>
            <kbd>↵</kbd> to select
          </span>
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> to navigate
          </span>
          <span>
            <kbd>Esc</kbd> to close
          </span>
        </footer>
      </div>
    </div>
  );
}
