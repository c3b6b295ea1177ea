/**
 * localStorage and sessionStorage that never throw: when storage is unavailable (privacy mode, disabled, quota),
 * it logs one warning and every call quietly does nothing.
 */
let warned = false;

function warnOnce(err: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Browser storage is unavailable; preferences will not be remembered.', err);
}

/** A store (`area`, read at each call) whose calls never throw. */
export function safeStorageOf(area: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return area().getItem(key);
      } catch (err) {
        warnOnce(err);
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        area().setItem(key, value);
      } catch (err) {
        warnOnce(err);
      }
    },
    remove(key: string): void {
      try {
        area().removeItem(key);
      } catch (err) {
        warnOnce(err);
      }
    },
  };
}

export const safeStorage = safeStorageOf(() => window.localStorage);
/** The same for sessionStorage: state kept while the tab lives (e.g. opened sidebar categories). */
export const safeSessionStorage = safeStorageOf(() => window.sessionStorage);
