/**
 * Where the reader's choices are kept, as theme-common's createStorageSlot keeps them: under the
 * site's storage namespace (`@generated/site-storage`: the config's `storage`, or
 * future.v4.siteStorageNamespacing), in its storage type unless a slot names its own persistence
 * (themeConfig.docs.versionPersistence). A reader of the site built by Docusaurus finds the same
 * choices here. Never throws: without storage a slot keeps nothing.
 */
declare const __DOCS_SITE_STORAGE__: { type: string; namespace: string } | undefined;

/** The site's storage: the bundler defines it (../site-components/bundle.ts); elsewhere Docusaurus' default. */
const SITE_STORAGE = typeof __DOCS_SITE_STORAGE__ === 'undefined' ? { type: 'localStorage', namespace: '' } : __DOCS_SITE_STORAGE__;

export type Persistence = 'localStorage' | 'sessionStorage' | 'none';

export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
}

/** A reader-state slot: `key` with the site's namespace, in `persistence` (the site's storage type by default). */
export function storageSlot(key: string, persistence: string = SITE_STORAGE.type): StorageSlot {
  const name = `${key}${SITE_STORAGE.namespace}`;
  const storage = (): Storage | null => {
    if (persistence !== 'localStorage' && persistence !== 'sessionStorage') return null;
    try {
      return window[persistence];
    } catch {
      return null;
    }
  };
  const attempt = <T>(fn: (s: Storage) => T, otherwise: T): T => {
    try {
      const s = storage();
      return s ? fn(s) : otherwise;
    } catch {
      return otherwise;
    }
  };
  return {
    get: () => attempt((s) => s.getItem(name), null),
    set: (value) => attempt((s) => s.setItem(name, value), undefined),
    del: () => attempt((s) => s.removeItem(name), undefined),
  };
}
