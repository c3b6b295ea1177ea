/**
 * Where the browser keeps a reader's choices on this site (site.config `readerStorage`): the colour
 * mode and a dismissed announcement, in localStorage or sessionStorage, under keys that end with the
 * site's namespace (sites sharing an origin keep theirs apart). The head script names both before
 * anything runs, so the switches write where it read. Without the setting: localStorage, no namespace,
 * and no line in the head script.
 */
import type { SiteConfig } from '@/lib/config/site-config';
import { safeStorageOf } from '@/lib/browser/storage';

export type ReaderStorage = NonNullable<SiteConfig['readerStorage']>;

const STORE_GLOBAL = '__docsReaderStore';
const NAMESPACE_GLOBAL = '__docsReaderNamespace';

/** The head script's statements that name the site's storage for the page's scripts ('' without the setting). */
export function readerStorageScript(storage: ReaderStorage | undefined): string {
  return storage ? `window.${STORE_GLOBAL}=${JSON.stringify(storage.type)};window.${NAMESPACE_GLOBAL}=${JSON.stringify(storage.namespace)};` : '';
}

/** An inline script's expression of the site's store. */
export const storeExpression = (storage: ReaderStorage | undefined): string => (storage ? `window[${JSON.stringify(storage.type)}]` : 'localStorage');

const named = (name: string): unknown => (typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>)[name]);

/** The site's store in the browser, whose calls never throw (a browser that refuses storage keeps nothing). */
export const readerStore = safeStorageOf(() => (named(STORE_GLOBAL) === 'sessionStorage' ? window.sessionStorage : window.localStorage));

/** `key` as the site keeps it in the browser: with its namespace. */
export function readerKey(key: string): string {
  const namespace = named(NAMESPACE_GLOBAL);
  return key + (typeof namespace === 'string' ? namespace : '');
}
