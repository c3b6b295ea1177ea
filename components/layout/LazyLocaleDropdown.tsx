'use client';
import { lazy, Suspense, type ComponentProps } from 'react';

// (React's lazy, not next/dynamic: that one brings its loader's code to every page.)
const LocaleDropdown = lazy(() => import('./LocaleDropdown').then((m) => ({ default: m.LocaleDropdown })));

/**
 * The not-found page's locale dropdown as a chunk of its own: every page of the site is one route,
 * whose client components all load on each page, and a locale's not-found page is one of its pages
 * (lib/content/locale-not-found.ts). The server draws the menu; the browser keeps that until the
 * chunk has loaded.
 */
export function LazyLocaleDropdown(props: ComponentProps<typeof LocaleDropdown>) {
  return (
    <Suspense fallback={null}>
      <LocaleDropdown {...props} />
    </Suspense>
  );
}
