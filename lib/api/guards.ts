/**
 * The core's public surface for plugins: small checks of values read from files, with no dependency,
 * so a module that needs one (a plugin's run in a process of its own) loads nothing else of the core.
 * A room (plugins/…) imports the core only through these modules (scripts/lib/rooms.ts).
 */
export { isObj } from '../shared/is-obj';
