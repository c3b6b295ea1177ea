/**
 * localStorage that never throws: when storage is unavailable (privacy mode, disabled, quota),
 * it logs one warning and every call quietly does nothing.
 */
let warned = false;

function warnOnce(err: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Browser storage is unavailable; preferences will not be remembered.', err);
}

export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch (err) {
      warnOnce(err);
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch (err) {
      warnOnce(err);
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch (err) {
      warnOnce(err);
    }
  },
};
