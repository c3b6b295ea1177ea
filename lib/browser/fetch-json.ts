/** GETs a JSON file; an HTTP error status is an error too (fetch itself only rejects when offline). */
export async function fetchJson<T = unknown>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json() as Promise<T>;
}

/** Memoises an async load per key; a failed load is forgotten, so the next call retries it. */
export function cacheUntilFailure<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let p = cache.get(key);
    if (!p) {
      p = load(key);
      p.catch(() => cache.delete(key));
      cache.set(key, p);
    }
    return p;
  };
}
