/**
 * The reader's choices are kept as theme-common's createStorageSlot keeps them: under the site's
 * storage namespace, in its storage type, the version chosen in themeConfig.docs.versionPersistence;
 * a storage that refuses keeps nothing and throws nothing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** A Web Storage over a map. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
  keys = () => [...this.items.keys()];
}
const local = new MemoryStorage();
const session = new MemoryStorage();
let refuse = false;
const events: string[] = [];
const win = {
  get localStorage() {
    if (refuse) throw new Error('SecurityError');
    return local;
  },
  sessionStorage: session,
  location: { search: '', hash: '', pathname: '/' },
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: (e: Event) => (events.push(e.type), true),
};
// What the site components' bundle defines (../../site-components/bundle.ts): the site's storage, and its config.
Object.assign(globalThis, {
  window: win,
  __DOCS_SITE_STORAGE__: { type: 'localStorage', namespace: '-a1b' },
  __DOCS_SITE__: { baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en'] }, themeConfig: { docs: { versionPersistence: 'sessionStorage' } } },
});
const { storageSlot } = await import('../storage-slot');
const { useDocsPreferredVersion } = await import('../docs-client');

test("a slot is its key with the site's namespace, in the site's storage type unless it names its own; 'none' keeps nothing", () => {
  storageSlot('docusaurus.tab.os').set('mac');
  assert.deepEqual(local.keys(), ['docusaurus.tab.os-a1b']);
  assert.equal(storageSlot('docusaurus.tab.os').get(), 'mac');
  storageSlot('docusaurus.tab.os').del();
  assert.equal(storageSlot('docusaurus.tab.os').get(), null);
  storageSlot('kept', 'none').set('x');
  assert.equal(storageSlot('kept', 'none').get(), null);
  assert.deepEqual([...local.keys(), ...session.keys()], []);
  // A storage that refuses (privacy settings, an iframe): nothing kept, nothing thrown.
  refuse = true;
  storageSlot('docusaurus.tab.os').set('linux');
  assert.equal(storageSlot('docusaurus.tab.os').get(), null);
  refuse = false;
});

test("the version a reader chose is kept where themeConfig.docs.versionPersistence says, under plugin-content-docs' key, and the page's other readers are told", () => {
  let save: ((name: string) => void) | undefined;
  const Probe = () => {
    save = useDocsPreferredVersion('product').savePreferredVersionName;
    return null;
  };
  renderToStaticMarkup(createElement(Probe));
  save!('2.0.0');
  assert.equal(session.getItem('docs-preferred-version-product-a1b'), '2.0.0');
  assert.deepEqual(local.keys(), []);
  assert.deepEqual(events, ['docs-engine:preferred-version']);
});
