import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** `@docusaurus/useIsBrowser`: false while rendering on the server and during hydration, then true. */
export default function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
