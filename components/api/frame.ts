/**
 * The core's public surface for a theme's page frame: a plugin's Layout places the frame the shell
 * leaves to the page (SiteShell `frameInPage`). Client-safe.
 * A room (plugins/…) imports the core only through such entry modules (scripts/lib/rooms.ts).
 */
export { InPageFrame } from '../layout/InPageFrame';
