import { test } from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import { colorModeScript } from '../color-mode-script';

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
