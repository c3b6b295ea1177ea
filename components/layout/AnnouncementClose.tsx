'use client';
import { safeStorage } from '@/lib/browser/storage';

export function AnnouncementClose({ id, storageKey }: { id: string; storageKey: string }) {
  return (
    <button
      type="button"
      className="announcement-close"
      aria-label="Close announcement"
      onClick={() => {
        safeStorage.set(storageKey, id);
        document.documentElement.dataset.announcementDismissed = 'true';
      }}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
