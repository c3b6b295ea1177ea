'use client';
import { useRouter } from 'next/navigation';

/** A page that failed to load (e.g. a code chunk could not be fetched): the error and a Retry button. */
export default function PageLoadError({ error, reset }: { error: Error; reset: () => void }) {
  const router = useRouter();
  return (
    <div className="load-error" role="alert">
      <h1>This page could not be loaded.</h1>
      <p className="crash-message">{error.message}</p>
      <button
        type="button"
        className="crash-retry button-primary"
        onClick={() => {
          router.refresh();
          reset();
        }}
      >
        Retry
      </button>
    </div>
  );
}
