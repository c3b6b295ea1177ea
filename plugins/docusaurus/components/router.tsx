import { useEffect, useSyncExternalStore } from 'react';
import { useSitePathname } from '@/components/api/navigation';

/**
 * `@docusaurus/router` (react-router 5's API as Docusaurus re-exports it). Pages of this site load
 * as plain documents, so navigation is a page load; the location is Next's pathname, with the
 * query and hash once in the browser (the static HTML has none).
 */
type To = string | { pathname?: string; search?: string; hash?: string };

const href = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`);
const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
};

export function useLocation() {
  const pathname = useSitePathname() ?? '/';
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
  return { pathname, search, hash, state: undefined, key: 'default' };
}

export function useHistory() {
  const location = useLocation();
  return {
    location,
    length: typeof window === 'undefined' ? 1 : window.history.length,
    action: 'POP' as const,
    push: (to: To) => window.location.assign(href(to)),
    replace: (to: To) => window.location.replace(href(to)),
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

/** react-router's matchPath for the common cases: an exact or prefix match of a path without parameters. */
export function matchPath(pathname: string, options: string | { path?: string; exact?: boolean }) {
  const { path = '', exact = false } = typeof options === 'string' ? { path: options } : options;
  const isExact = pathname === path || pathname === `${path}/`;
  if (!isExact && (exact || !pathname.startsWith(path.endsWith('/') ? path : `${path}/`))) return null;
  return { path, url: path, isExact, params: {} };
}

export function useRouteMatch(path?: string) {
  const { pathname } = useLocation();
  return path === undefined ? { path: pathname, url: pathname, isExact: true, params: {} } : matchPath(pathname, path);
}

export function useParams() {
  return {};
}
