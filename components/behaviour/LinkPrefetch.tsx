'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
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

/** Prefetches a page when the pointer rests on (or focus reaches) a link to it, connection permitting. */
export function LinkPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const done = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onIntent = (e: Event) => {
      const a = internalLink(e);
      if (!a || !prefetchAllowed()) return;
      const url = new URL(a.href);
      const path = url.pathname;
      if (done.has(path)) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        done.add(path);
        router.prefetch(path);
      }, 80);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      clearTimeout(timer);
    };
  }, [router]);
  return null;
}
