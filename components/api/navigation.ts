/**
 * The core's public surface for plugins' components: links and the version menu, and the page's
 * path, which go through Next's router. Client-safe.
 * A room (plugins/…) imports the core only through such entry modules (scripts/lib/rooms.ts).
 */
export { useSitePathname } from '../behaviour/site-pathname';
export { useAddressPathname } from '../behaviour/address-pathname';
export { SmartLink } from '../layout/SmartLink';
export { VersionDropdown } from '../layout/VersionDropdown';
