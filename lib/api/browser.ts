/**
 * The core's public surface for a plugin's browser half (its behaviours, plugins/behaviours.ts): the
 * browser's storage that never throws, and the address's query changed in place.
 * A room (plugins/…) imports the core only through these modules (scripts/lib/rooms.ts).
 */
export { safeStorage } from '../browser/storage';
export { replaceQueryParam } from '../browser/query-param';
