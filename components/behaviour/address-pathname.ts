import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * The reader's address (`location.pathname`) once the page is hydrated; `built` before, as the server
 * drew it: a page built at another path than the one it is read at (404.html, served for any) draws
 * its build's path first, so hydration matches, then the address. (Next's pathname there is the
 * route's own, /_not-found.)
 */
export function useAddressPathname(built: string): string {
  return useSyncExternalStore(
    unchanging,
    () => location.pathname,
    () => built,
  );
}
