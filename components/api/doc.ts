/**
 * The core's public surface for plugins' components: the places of the engine's doc frame, which a
 * plugin's component fills with a doc's parts (lib/plugins/types.ts DocItemParts). Client-safe.
 * A room (plugins/…) imports the core only through such entry modules (scripts/lib/rooms.ts).
 */
export { FrameSlotsProvider } from '../doc/FrameSlot';
