import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { usePathname } from 'next/navigation';
import { siteBase } from '@/lib/shared/site-paths';
import { siteContext } from './site-context';

/**
 * `@docusaurus/theme-common/internal`: the hooks swizzled theme components use most
 * (theme-common/src/internal.ts). The engine renders its own layout, so the hooks that steer
 * Docusaurus' layout state (navbar, announcement bar, scroll blockers) keep their shape and act on
 * the page as it is; the public names are re-exported too, as components import both from here.
 */
export * from './theme-common';

type ScrollPosition = { scrollX: number; scrollY: number };
const position = (): ScrollPosition => ({ scrollX: window.scrollX, scrollY: window.scrollY });

/** `useScrollPosition`: calls back on each scroll with the new and the last position. */
export function useScrollPosition(effect: (current: ScrollPosition, last: ScrollPosition | undefined) => void, deps: unknown[] = []): void {
  const last = useRef<ScrollPosition | undefined>(undefined);
  const saved = useRef(effect);
  useLayoutEffect(() => {
    saved.current = effect;
  });
  useEffect(() => {
    const onScroll = () => {
      const current = position();
      saved.current(current, last.current);
      last.current = current;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps, as Docusaurus takes them
  }, deps);
}

/** `useScrollPositionBlocker`: keeps an element where it is on screen across a layout change (Tabs switching). */
export function useScrollPositionBlocker(): { blockElementScrollPositionUntilNextRender: (el: HTMLElement) => void } {
  const blockElementScrollPositionUntilNextRender = useCallback((el: HTMLElement) => {
    const top = el.getBoundingClientRect().top;
    requestAnimationFrame(() => window.scrollBy({ left: 0, top: el.getBoundingClientRect().top - top }));
  }, []);
  return { blockElementScrollPositionUntilNextRender };
}

/** `useScrollController`: whether scroll events are acted on (always, here). */
export function useScrollController() {
  return { scrollEventsEnabledRef: { current: true }, enableScrollEvents: () => {}, disableScrollEvents: () => {} };
}

/** `useSmoothScrollTo`: scrolls the window to a top offset, and can stop. */
export function useSmoothScrollTo() {
  return {
    startScroll: (top: number) => window.scrollTo({ top, behavior: 'smooth' }),
    cancelScroll: () => window.scrollTo({ top: window.scrollY }),
  };
}

/** `useLocationChange`: calls back when the path changes, with the location before and after. */
export function useLocationChange(onChange: (args: { location: Location; previousLocation: Location | undefined }) => void): void {
  const pathname = usePathname();
  const previous = useRef<Location | undefined>(undefined);
  useEffect(() => {
    const location = { ...window.location };
    onChange({ location, previousLocation: previous.current });
    previous.current = location;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on path changes only, as Docusaurus' hook
  }, [pathname]);
}

/** `useLocalPathname`: the path without the site's base URL. */
export function useLocalPathname(): string {
  const pathname = usePathname() ?? '/';
  const base = siteBase(siteContext).replace(/\/$/, '');
  return base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}

/** `useHistorySelector`: a value derived from the current location, updated on navigation. */
export function useHistorySelector<T>(selector: (history: { location: Location }) => T): T | undefined {
  const get = () => selector({ location: window.location });
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('popstate', onChange);
      return () => window.removeEventListener('popstate', onChange);
    },
    get,
    () => undefined,
  );
}

/** `useLockBodyScroll`: no page scroll while locked (an open overlay). */
export function useLockBodyScroll(lock = true): void {
  useEffect(() => {
    document.body.style.overflow = lock ? 'hidden' : 'visible';
    return () => {
      document.body.style.overflow = 'visible';
    };
  }, [lock]);
}

/** `useBackToTopButton`: shown once the reader has scrolled down and is heading up. */
export function useBackToTopButton({ threshold }: { threshold: number }) {
  const [shown, setShown] = useState(false);
  useScrollPosition((current, last) => {
    if (current.scrollY < threshold) setShown(false);
    else if (last) setShown(current.scrollY < last.scrollY);
  });
  return { shown, scrollToTop: () => window.scrollTo({ top: 0, behavior: 'smooth' }) };
}

/** `useHideableNavbar`: the navbar stays shown (the engine's header is its own). */
export function useHideableNavbar(hideOnScroll: boolean) {
  return { navbarRef: useCallback(() => {}, []), isNavbarVisible: true, hideOnScroll };
}

/** `useAnnouncementBar`: the engine shows the announcement bar in its layout, so a swizzled one has nothing to close. */
export function useAnnouncementBar() {
  return { isActive: false, close: () => {} };
}

/** `useNavbarMobileSidebar`: the engine's drawer is its own; a swizzled toggle sees it closed. */
export function useNavbarMobileSidebar() {
  return { disabled: true, shouldRender: false, shown: false, toggle: () => {} };
}

/** `isSamePath`: two paths equal apart from case and a trailing slash. */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  const norm = (p: string | undefined) => (p?.endsWith('/') ? p : `${p}/`).toLowerCase();
  return norm(a) === norm(b);
}

/** `parseLanguage`: a code block's language from its class name (`language-ts`). */
export function parseLanguage(className: string | undefined): string | undefined {
  return className
    ?.split(' ')
    .find((c) => c.startsWith('language-'))
    ?.replace(/language-/, '');
}

/** `parseCodeBlockTitle`: the `title="…"` of a code block's meta string. */
export function parseCodeBlockTitle(metastring?: string): string {
  return /title=(?<quote>["'])(?<title>.*?)\1/.exec(metastring ?? '')?.groups?.title ?? '';
}

/** `containsLineNumbers`: whether the meta string asks for line numbers. */
export function containsLineNumbers(metastring?: string): boolean {
  return Boolean(metastring?.includes('showLineNumbers'));
}
