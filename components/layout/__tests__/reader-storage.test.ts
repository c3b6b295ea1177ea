/**
 * A site that keeps a reader's choices elsewhere (site.config readerStorage: sessionStorage, keys with
 * a namespace) has its head scripts read them there before paint, and the switches write them there;
 * a site without the setting keeps localStorage and unnamespaced keys, its head script unchanged.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import { colorModeKey, colorModeScript } from '../color-mode-script';
import { headScript } from '../head-script';
import { readerKey, readerStore } from '../reader-storage';

const SESSION = { type: 'sessionStorage' as const, namespace: '-9f6' };

/** A page's globals: <html>'s attributes and data, and each store's keys. */
function page(stores: { localStorage: Record<string, string>; sessionStorage: Record<string, string> }) {
  const attributes: Record<string, string> = {};
  const dataset: Record<string, string> = {};
  const area = (keys: Record<string, string>) => ({
    getItem: (k: string) => keys[k] ?? null,
    setItem: (k: string, v: string) => void (keys[k] = v),
    removeItem: (k: string) => void delete keys[k],
  });
  const window: Record<string, unknown> = { localStorage: area(stores.localStorage), sessionStorage: area(stores.sessionStorage) };
  const context = {
    ...window,
    window,
    location: { pathname: '/docs/', search: '', hash: '' },
    history: { replaceState: () => undefined, state: null },
    document: { documentElement: { setAttribute: (k: string, v: string) => void (attributes[k] = v), dataset } },
  };
  return { attributes, dataset, window, context };
}

/** `run` in Node with the page's window as the browser's. */
function inBrowser<T>(window: Record<string, unknown>, run: () => T): T {
  (globalThis as unknown as { window: unknown }).window = window;
  try {
    return run();
  } finally {
    delete (globalThis as unknown as { window?: unknown }).window;
  }
}

test('the colour mode and a dismissed announcement are read where the site keeps them, and written there by the switches', () => {
  const stores = { localStorage: { theme: 'light', 'docs.announcement.dismissed': 'news' }, sessionStorage: { 'theme-9f6': 'dark' } as Record<string, string> };
  const { attributes, dataset, window, context } = page(stores);
  vm.runInNewContext(headScript('news', 'docs.announcement.dismissed', SESSION), context);
  vm.runInNewContext(colorModeScript({ default: 'light', switch: true }, SESSION), context);
  // (The session's choice, not the unnamespaced one of localStorage; the announcement dismissed elsewhere still shows.)
  assert.equal(attributes['data-theme'], 'dark');
  assert.equal(dataset.announcementDismissed, undefined);
  inBrowser(window, () => {
    assert.equal(colorModeKey(), 'theme-9f6');
    readerStore.set(readerKey('docs.announcement.dismissed'), 'news');
    readerStore.set(colorModeKey(), 'light');
  });
  assert.deepEqual(stores.sessionStorage, { 'theme-9f6': 'light', 'docs.announcement.dismissed-9f6': 'news' });
  // The next page hides it before paint.
  const next = page(stores);
  vm.runInNewContext(headScript('news', 'docs.announcement.dismissed', SESSION), next.context);
  assert.equal(next.dataset.announcementDismissed, 'true');
});

test('without the setting: localStorage and unnamespaced keys, and the head script names no storage', () => {
  const stores = { localStorage: { 'docs.announcement.dismissed': 'news' } as Record<string, string>, sessionStorage: {} };
  const { dataset, window, context } = page(stores);
  const script = headScript('news', 'docs.announcement.dismissed');
  assert.doesNotMatch(script, /__docsReader/);
  vm.runInNewContext(script, context);
  assert.equal(dataset.announcementDismissed, 'true');
  inBrowser(window, () => readerStore.set(readerKey('theme'), 'dark'));
  assert.equal(stores.localStorage.theme, 'dark');
});
