'use client';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { internalLink } from './links';

export const PROGRESS_DELAY_MS = 200;
/** A navigation still pending after this long also shows the loading spinner. */
export const SPINNER_DELAY_MS = 1000;

/**
 * The route progress bar (nprogress). A navigation starts at the click on an internal link and
 * ends when the next document replaces this one (or this one comes back from the back/forward
 * cache). The bar only appears when the navigation is still pending after 200 ms, so fast
 * navigations show nothing.
 */
// Module state, not refs: the page shell (and this component) remounts on every navigation.
const nav: { timer?: ReturnType<typeof setTimeout>; spinnerTimer?: ReturnType<typeof setTimeout>; started: boolean } = { started: false };

function finish() {
  clearTimeout(nav.timer);
  clearTimeout(nav.spinnerTimer);
  document.documentElement.classList.remove('page-loading');
  if (!nav.started) return;
  nav.started = false;
  void import('nprogress').then(({ default: NProgress }) => NProgress.done());
}

export function RouteProgress({ sitePrefixes }: { sitePrefixes: readonly string[] }) {
  const pathname = usePathname();

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const a = internalLink(e, sitePrefixes);
      if (!a) return;
      clearTimeout(nav.timer);
      clearTimeout(nav.spinnerTimer);
      nav.spinnerTimer = setTimeout(() => document.documentElement.classList.add('page-loading'), SPINNER_DELAY_MS);
      nav.timer = setTimeout(async () => {
        const { default: NProgress } = await import('nprogress');
        NProgress.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.12 });
        nav.started = true;
        NProgress.start();
      }, PROGRESS_DELAY_MS);
    };
    // Back to a page kept in the back/forward cache: its bar from the click that left it is stale.
    const onShow = (e: PageTransitionEvent) => e.persisted && finish();
    document.addEventListener('click', onClick, true);
    window.addEventListener('pageshow', onShow);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('pageshow', onShow);
    };
  }, [sitePrefixes]);

  // A (re)mount at a new pathname means the new page is shown.
  useEffect(() => finish(), [pathname]);

  return (
    <div className="page-spinner" role="status" aria-label="Loading page">
      <svg width="128" height="110" viewBox="0 0 128 110" aria-hidden="true">
        <circle cx="64" cy="55" r="40" fill="none" stroke="#dadde1" strokeWidth="8" />
        <path d="M64 15a40 40 0 0 1 40 40" fill="none" stroke="#0b5fff" strokeWidth="8" strokeLinecap="round" />
      </svg>
    </div>
  );
}
