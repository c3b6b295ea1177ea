/**
 * The core's public surface for plugins' components: what a component may read of the page without
 * Next's router — its locale, the colour mode's storage key, where the site keeps a reader's choices, whether it runs in a browser, the phone
 * drawer's state and the event that toggles it. Client-safe.
 * A room (plugins/…) imports the core only through such entry modules (scripts/lib/rooms.ts).
 */
export { default as useIsBrowser } from '../behaviour/use-is-browser';
export { colorModeKey } from '../layout/color-mode-script';
export { ANNOUNCEMENT_KEY } from '../layout/announcement-key';
export { readerKey, readerStore } from '../layout/reader-storage';
export { currentLocale } from '../layout/locale-messages';
export { DRAWER_TOGGLE, isDrawerOpen, subscribeDrawer } from '../layout/drawer-events';
export { sharedContext } from '../behaviour/shared-context';
