import { useEffect, useSyncExternalStore } from 'react';
import { useSitePathname } from '@/components/api/navigation';

/**
 * `@docusaurus/router` (react-router 5's API as Docusaurus re-exports it). Pages of this site load
 * as plain documents, so navigation to another page is a page load; a change of the query or hash
 * of this page is history's (pushState, replaceState), which the location follows, as under
 * react-router (a local search page writes its query into the URL as it is typed). The location is
 * Next's pathname, with the query and hash once in the browser (the static HTML has none).
 */
type To = string | { pathname?: string; search?: string; hash?: string };

/** history's createLocation: a query without its "?" and a hash without its "#" get them. */
const prefixed = (mark: string, part = '') => (part && !part.startsWith(mark) ? `${mark}${part}` : part);
const href = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? window.location.pathname}${prefixed('?', to.search)}${prefixed('#', to.hash)}`);
/** Said when history changes this page's query or hash (below: navigate). */
const LOCATION_CHANGE = 'docusaurus-location-change';
const EVENTS = ['hashchange', 'popstate', LOCATION_CHANGE];

/**
 * The query and hash the page's components see: the browser's, taken when one of EVENTS is said.
 * (Kept apart from window.location: a change made through history reaches them later, as
 * Docusaurus' PendingNavigation shows the new location once its route has loaded, not in the render
 * that follows the change.)
 */
let shown = typeof window === 'undefined' ? { search: '', hash: '' } : { search: window.location.search, hash: window.location.hash };
if (typeof window !== 'undefined')
  for (const e of EVENTS) window.addEventListener(e, () => (shown = { search: window.location.search, hash: window.location.hash }));

const subscribe = (onChange: () => void) => {
  for (const e of EVENTS) window.addEventListener(e, onChange);
  return () => {
    for (const e of EVENTS) window.removeEventListener(e, onChange);
  };
};

/** To this page with another query or hash: history's entry, no load; to another page: a page load. */
function navigate(to: To, mode: 'push' | 'replace'): void {
  const target = new URL(href(to), window.location.href);
  if (target.origin === window.location.origin && target.pathname === window.location.pathname) {
    if (mode === 'push') window.history.pushState(window.history.state, '', target.href);
    else window.history.replaceState(window.history.state, '', target.href);
    setTimeout(() => window.dispatchEvent(new Event(LOCATION_CHANGE)));
  } else if (mode === 'push') window.location.assign(target.href);
  else window.location.replace(target.href);
}

export function useLocation() {
  const pathname = useSitePathname() ?? '/';
  // (While the page hydrates too the browser's: react-router's location is the real one from the first render in the browser.)
  const search = useSyncExternalStore(
    subscribe,
    () => shown.search,
    () => shown.search,
  );
  const hash = useSyncExternalStore(
    subscribe,
    () => shown.hash,
    () => shown.hash,
  );
  return { pathname, search, hash, state: undefined, key: 'default' };
}

export function useHistory() {
  const location = useLocation();
  return {
    location,
    length: typeof window === 'undefined' ? 1 : window.history.length,
    action: 'POP' as const,
    push: (to: To) => navigate(to, 'push'),
    replace: (to: To) => navigate(to, 'replace'),
    go: (n: number) => window.history.go(n),
    goBack: () => window.history.back(),
    goForward: () => window.history.forward(),
    createHref: (to: To) => (typeof window === 'undefined' && typeof to !== 'string' ? (to.pathname ?? '') : href(to)),
    listen: () => () => {},
    block: () => () => {},
  };
}

/** `<Redirect to>`: a page load to `to` once in the browser, and a meta refresh for readers without script. */
export function Redirect({ to, push = false }: { to: To; push?: boolean }) {
  const target = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  useEffect(() => {
    if (push) window.location.assign(target);
    else window.location.replace(target);
  }, [target, push]);
  return <meta httpEquiv="refresh" content={`0; url=${target}`} />;
}

/**
 * react-router's matchPath for the common cases: an exact or prefix match of a path without parameters,
 * a trailing slash on either side left out, as its non-strict paths match.
 */
export function matchPath(pathname: string, options: string | { path?: string; exact?: boolean }) {
  const { path = '', exact = false } = typeof options === 'string' ? { path: options } : options;
  const base = path.replace(/\/$/, '');
  const isExact = pathname === base || pathname === `${base}/` || (base === '' && pathname === '');
  if (!isExact && (exact || !pathname.startsWith(`${base}/`))) return null;
  return { path, url: path, isExact, params: {} };
}

export function useRouteMatch(path?: string) {
  const { pathname } = useLocation();
  return path === undefined ? { path: pathname, url: pathname, isExact: true, params: {} } : matchPath(pathname, path);
}

export function useParams() {
  return {};
}
