'use client';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where `NavbarSecondaryMenuFiller` draws its component (./theme-common.ts). Docusaurus moves it into
 * the phone menu's second panel; the engine's phone menu is the sidebar's own place (its drawer),
 * so a filler rendered inside a sidebar the site draws (./sidebar/SiteDocSidebar.tsx) draws there,
 * and one anywhere else draws nothing. One context for the engine's copy of this module and the
 * site components' bundle's (kept on globalThis).
 */
const KEY = Symbol.for('docs-engine.secondary-menu');
const holder = globalThis as { [KEY]?: ReturnType<typeof createContext<boolean>> };
const Context = (holder[KEY] ??= createContext(false));

export function SecondaryMenuHere({ children }: { children: ReactNode }) {
  return <Context.Provider value>{children}</Context.Provider>;
}

export const useSecondaryMenuHere = () => useContext(Context);

/**
 * The phone drawer's second panel as theme-common's `useNavbarSecondaryMenu` reads it: whether it is
 * shown (over the navbar's links), how to go back to them, and what it holds (the page's sidebar).
 * ./MobileSidebarPanels.tsx provides it around the drawer; elsewhere there is none to show.
 */
export interface SecondaryMenuDisplay {
  shown: boolean;
  hide: () => void;
  content: ReactNode;
}

const DISPLAY_KEY = Symbol.for('docs-engine.secondary-menu-display');
const displayHolder = globalThis as { [DISPLAY_KEY]?: ReturnType<typeof createContext<SecondaryMenuDisplay>> };
const Display = (displayHolder[DISPLAY_KEY] ??= createContext<SecondaryMenuDisplay>({ shown: false, hide: () => undefined, content: undefined }));

export const SecondaryMenuDisplayProvider = Display.Provider;

export const useSecondaryMenuDisplay = () => useContext(Display);
