'use client';
import { useEffect } from 'react';
import { internalLink } from './links';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Skip prefetching on data-saver and 2G connections. */
export function prefetchAllowed(): boolean {
  const c = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !(c?.saveData || c?.effectiveType === '2g' || c?.effectiveType === 'slow-2g');
}

/**
 * Asks the browser to fetch the next document ahead: speculation rules where supported (the page
 * is then ready to show at the click), a prefetch link elsewhere.
 */
function prefetchDocument(url: string) {
  if (HTMLScriptElement.supports?.('speculationrules')) {
    const rules = document.createElement('script');
    rules.type = 'speculationrules';
    rules.textContent = JSON.stringify({ prefetch: [{ source: 'list', urls: [url] }] });
    document.head.append(rules);
  } else {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'document';
    link.href = url;
    document.head.append(link);
  }
}

/** Prefetches a page when the pointer rests on (or focus reaches) a link to it, connection permitting. */
export function LinkPrefetch({ sitePrefixes }: { sitePrefixes: readonly string[] }) {
  useEffect(() => {
    const done = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onIntent = (e: Event) => {
      const a = internalLink(e, sitePrefixes);
      if (!a || !prefetchAllowed()) return;
      const url = new URL(a.href);
      const path = url.pathname;
      if (done.has(path)) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        done.add(path);
        prefetchDocument(path);
      }, 80);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      clearTimeout(timer);
    };
  }, [sitePrefixes]);
  return null;
}
