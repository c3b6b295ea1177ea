import { test } from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import { colorModeKey, colorModeScript } from '../color-mode-script';

/** <html>'s attributes after the head script runs, with `stored` in localStorage and the system `dark` or not. */
function run(colorMode: Parameters<typeof colorModeScript>[0], stored: string | null, dark: boolean): Record<string, string> {
  const attributes: Record<string, string> = {};
  const window: Record<string, unknown> = {};
  const context = {
    document: { documentElement: { setAttribute: (k: string, v: string) => void (attributes[k] = v) } },
    localStorage: { getItem: () => stored },
    matchMedia: () => ({ matches: dark }),
    window,
  };
  window.matchMedia = context.matchMedia;
  vm.runInNewContext(colorModeScript(colorMode), context);
  return attributes;
}

test("the head script sets the mode and the reader's choice before paint, as Docusaurus' inline script does", () => {
  const respecting = { default: 'light' as const, switch: true, respectPrefersColorScheme: true };
  // No choice stored: the system's mode, and the choice is the system's.
  assert.deepEqual(run(respecting, null, true), { 'data-theme': 'dark', 'data-theme-choice': 'system' });
  // A stored choice wins, whatever the system.
  assert.deepEqual(run(respecting, 'light', true), { 'data-theme': 'light', 'data-theme-choice': 'light' });
  // A site that does not respect the system: its default, as mode and as choice.
  const fixed = { default: 'dark' as const, switch: true };
  assert.deepEqual(run(fixed, null, false), { 'data-theme': 'dark', 'data-theme-choice': 'dark' });
  assert.deepEqual(run(fixed, 'nonsense', false), { 'data-theme': 'dark', 'data-theme-choice': 'dark' });
});

test("the choice is read under the site's storage key, which the switches then write", () => {
  const attributes: Record<string, string> = {};
  const window: Record<string, unknown> = {};
  const store: Record<string, string> = { theme: 'light', 'theme-9f6': 'dark' };
  const context = {
    document: { documentElement: { setAttribute: (k: string, v: string) => void (attributes[k] = v) } },
    localStorage: { getItem: (k: string) => store[k] ?? null },
    window,
  };
  vm.runInNewContext(colorModeScript({ default: 'light', switch: true, storageKey: 'theme-9f6' }), context);
  assert.equal(attributes['data-theme'], 'dark');
  (globalThis as unknown as { window: unknown }).window = window;
  try {
    assert.equal(colorModeKey(), 'theme-9f6');
  } finally {
    delete (globalThis as unknown as { window?: unknown }).window;
  }
  // Without one: Docusaurus' un-namespaced key.
  assert.equal(colorModeKey(), 'theme');
});
