/**
 * A doc's last update in its metadata (useDoc().metadata), as the installed docs plugin gives it:
 * from Docusaurus 3.2 `lastUpdatedAt` in milliseconds; before (2.x, 3.0, 3.1) in seconds, with the
 * date the plugin formatted in the page's locale and calendar (`formattedLastUpdatedAt`), which the
 * theme's LastUpdated of those versions shows: without it, no date (plugin-content-docs docs.ts).
 */

/** Whether `version` (the installed @docusaurus/core's; none: the newest the room follows) is older than major.minor. */
export function docusaurusBefore(version: string | null | undefined, major: number, minor: number): boolean {
  const m = /^(\d+)\.(\d+)/.exec(version ?? '');
  if (!m) return false;
  return Number(m[1]) < major || (Number(m[1]) === major && Number(m[2]) < minor);
}

export function docLastUpdate(
  seconds: number | undefined,
  version: string | null | undefined,
  locale: string,
  calendar?: string,
): { lastUpdatedAt?: number; formattedLastUpdatedAt?: string } {
  if (!seconds) return {};
  if (!docusaurusBefore(version, 3, 2)) return { lastUpdatedAt: seconds * 1000 };
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', calendar });
  return { lastUpdatedAt: seconds, formattedLastUpdatedAt: format.format(new Date(seconds * 1000)) };
}
