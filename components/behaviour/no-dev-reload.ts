/**
 * The `docs-dev-reload` module of a build (next.config.ts): a static export has no live preview to
 * listen to, so no page loads DevReload's code (0.21 KB gzip up front). A server component that
 * renders nothing.
 */
export function DevReload(_props: { eventsUrl?: string }) {
  return null;
}
