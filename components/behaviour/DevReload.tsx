'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

/** Development only: re-renders the page when scripts/dev.ts reports a content change. */
export function DevReload() {
  const router = useRouter();
  useEffect(() => {
    const url = process.env.NEXT_PUBLIC_DOCS_DEV_EVENTS;
    if (!url) return;
    const events = new EventSource(url);
    events.onmessage = () => router.refresh();
    return () => events.close();
  }, [router]);
  return null;
}
