'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

/**
 * The live preview only: re-renders the page when scripts/dev.ts reports a content change at `eventsUrl`. While an
 * error is on screen (a content error, a failed load or a crashed page), error boundaries would
 * keep showing it after a refresh, so the page is reloaded instead: the fix shows up by itself.
 */
export function DevReload({ eventsUrl }: { eventsUrl?: string }) {
  const router = useRouter();
  useEffect(() => {
    if (!eventsUrl) return;
    const events = new EventSource(eventsUrl);
    const update = () => {
      if (document.querySelector('[data-dev-error], .crash-box, .load-error')) window.location.reload();
      else router.refresh();
    };
    events.onmessage = update;
    // Sent on every (re)connection: a change made while this page was loading is applied too.
    events.addEventListener('hello', (e) => {
      if ((JSON.parse((e as MessageEvent<string>).data) as { lastChange: number }).lastChange > performance.timeOrigin) update();
    });
    return () => events.close();
  }, [router, eventsUrl]);
  return null;
}
