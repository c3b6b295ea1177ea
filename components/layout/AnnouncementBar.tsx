import type { SiteConfig } from '@/lib/config/site-config';
import { AnnouncementClose } from './AnnouncementClose';
import { ANNOUNCEMENT_KEY } from './announcement-key';

/**
 * The site-wide announcement. It is hidden before first paint by the inline head script when the
 * reader already dismissed this announcement id (see components/layout/head-script.ts).
 */
export function AnnouncementBar({ announcement }: { announcement: NonNullable<SiteConfig['announcement']> }) {
  const colours = {
    ...(announcement.backgroundColor ? { backgroundColor: announcement.backgroundColor } : {}),
    ...(announcement.textColor ? { color: announcement.textColor } : {}),
  };
  return (
    // With the site's own text colour, its links take it too, as in Docusaurus (announcement-own-colour).
    <div
      className={announcement.textColor ? 'announcement announcement-own-colour' : 'announcement'}
      role="region"
      aria-label="Announcement"
      data-announcement-id={announcement.id}
      style={colours}
    >
      {announcement.html ? (
        // Docusaurus' announcementBar.content is HTML written in the site's own config.
        // A div: the config's HTML may hold paragraphs, which a <p> cannot hold (hydration would fail).
        <div className="announcement-text" dangerouslySetInnerHTML={{ __html: announcement.html }} />
      ) : (
        <p className="announcement-text">
          {announcement.text}{' '}
          {announcement.href ? (
            <a href={announcement.href} target="_blank" rel="noopener noreferrer">
              {announcement.linkLabel ?? 'Learn more'}
            </a>
          ) : null}
        </p>
      )}
      {announcement.isCloseable === false ? null : <AnnouncementClose id={announcement.id} storageKey={ANNOUNCEMENT_KEY} />}
    </div>
  );
}
