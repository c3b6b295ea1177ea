'use client';
/** The navbar's light/dark switch (site.config colorMode.switch); the choice is kept for the next pages. */
import { useEffect, useSyncExternalStore } from 'react';
import { colorModeKey, MODE_GLOBAL } from './color-mode-script';
import { readerStore } from './reader-storage';

type Mode = 'light' | 'dark';

const currentMode = (): Mode => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

/** Follows data-theme on <html>, whoever changes it. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** `className`: the engine's, with the theme layer's classes (components/layout/Navbar.tsx). The choice is kept under the key the head script read it from. */
export function ColorModeToggle({ className = 'color-mode-toggle' }: { className?: string }) {
  // The head script set data-theme before paint; the button reads it from <html> (null while rendering on the server).
  const mode = useSyncExternalStore(subscribe, currentMode, () => null);
  // React rendering <html> on the client (a page whose hydration failed) resets data-theme to the
  // site's default: put the chosen mode back.
  useEffect(() => {
    const chosen = (window as unknown as Record<string, unknown>)[MODE_GLOBAL];
    if ((chosen === 'light' || chosen === 'dark') && currentMode() !== chosen) document.documentElement.setAttribute('data-theme', chosen);
  }, []);
  const toggle = () => {
    const next: Mode = mode === 'dark' ? 'light' : 'dark';
    (window as unknown as Record<string, unknown>)[MODE_GLOBAL] = next;
    document.documentElement.setAttribute('data-theme', next);
    // (The reader's choice, which the head script set: components/layout/color-mode-script.ts.)
    document.documentElement.setAttribute('data-theme-choice', next);
    // (Private browsing without storage: the choice holds for this page only.)
    readerStore.set(colorModeKey(), next);
  };
  const label = `Switch between dark and light mode (currently ${mode ?? 'light'} mode)`;
  return (
    <button type="button" className={className} onClick={toggle} aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        {mode === 'dark' ? (
          <path
            fill="currentColor"
            d="M9.37 5.51A7.35 7.35 0 0 0 9.1 7.5c0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27A7.01 7.01 0 0 1 12 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49zM12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.39 5.39 0 0 1-4.4 2.26 5.4 5.4 0 0 1-3.14-9.8c-.44-.06-.9-.1-1.36-.1z"
          />
        ) : (
          <path
            fill="currentColor"
            d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM11 1h2v3h-2zm0 19h2v3h-2zM3.5 4.9l1.4-1.4 2.1 2.1-1.4 1.4zm13.1 13.1 1.4-1.4 2.1 2.1-1.4 1.4zM1 11h3v2H1zm19 0h3v2h-3zM3.5 19.1l2.1-2.1 1.4 1.4-2.1 2.1zM16.6 5.6l2.1-2.1 1.4 1.4-2.1 2.1z"
          />
        )}
      </svg>
    </button>
  );
}
