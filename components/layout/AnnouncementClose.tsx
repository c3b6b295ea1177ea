'use client';
import { readerKey, readerStore } from './reader-storage';

/** Closes the announcement, its id kept where the site keeps a reader's choices (./reader-storage.ts): the head script hides it on the next pages. */
export function AnnouncementClose({ id, storageKey }: { id: string; storageKey: string }) {
  return (
    <button
      type="button"
      className="announcement-close"
      aria-label="Close announcement"
      onClick={() => {
        readerStore.set(readerKey(storageKey), id);
        document.documentElement.dataset.announcementDismissed = 'true';
      }}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
