/** Sets (or, with null, removes) one key of the address's query, in place: the back button stays clean, nothing reloads. */
export function replaceQueryParam(key: string, value: string | null): void {
  const url = new URL(window.location.href);
  if (value === null) url.searchParams.delete(key);
  else url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, '', url);
}
