'use client';
import { useContext, useSyncExternalStore, type ReactNode } from 'react';
import { sharedContext } from '@/components/api/page-state';
import type { SidebarParts } from './sidebar/sidebar-parts';

/**
 * Where `NavbarSecondaryMenuFiller` draws its component (./theme-common.ts). Docusaurus moves it into
 * the phone menu's second panel; the engine's phone menu is the sidebar's own place (its drawer),
 * so a filler rendered inside a sidebar the site draws (./sidebar/SiteDocSidebar.tsx) draws there,
 * and one anywhere else draws nothing. One context for the engine's copy of this module and the
 * site components' bundle's (kept on globalThis).
 */
const KEY = 'docs-engine.secondary-menu';
const Context = sharedContext(KEY, false);

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

const DISPLAY_KEY = 'docs-engine.secondary-menu-display';
const Display = sharedContext<SecondaryMenuDisplay>(DISPLAY_KEY, { shown: false, hide: () => undefined, content: undefined });

export const SecondaryMenuDisplayProvider = Display.Provider;

export const useSecondaryMenuDisplay = () => useContext(Display);

/**
 * What a `NavbarSecondaryMenuFiller` outside a sidebar put into the drawer's second panel (a blog's
 * recent posts on phones: BlogSidebar/Mobile), as theme-common's content provider holds it. The
 * filler stands in the page and the drawer beside it, so they share a store, not a context.
 */
export interface FilledSecondaryMenu {
  component: (props: never) => ReactNode;
  props: object;
  /** What the sidebar's entries found where the filler stood (./sidebar/sidebar-parts.tsx), which they find in the drawer again. */
  sidebarParts?: SidebarParts;
}

interface FilledStore {
  value: FilledSecondaryMenu | null;
  listeners: Set<() => void>;
}

const FILLED_KEY = Symbol.for('docs-engine.secondary-menu-filled');
const filledHolder = globalThis as { [FILLED_KEY]?: FilledStore };
const filled = (filledHolder[FILLED_KEY] ??= { value: null, listeners: new Set() });

function setFilled(value: FilledSecondaryMenu | null): void {
  filled.value = value;
  filled.listeners.forEach((listener) => listener());
}

/** Puts a filler's component into the second panel; the function returned takes it out again, unless another filler has replaced it. */
export function fillSecondaryMenu(value: FilledSecondaryMenu): () => void {
  setFilled(value);
  return () => {
    if (filled.value === value) setFilled(null);
  };
}

const subscribe = (listener: () => void) => {
  filled.listeners.add(listener);
  return () => filled.listeners.delete(listener);
};

/** The second panel's filled content; none on the server (fillers fill in an effect, as theme-common's do). */
export const useFilledSecondaryMenu = () =>
  useSyncExternalStore(
    subscribe,
    () => filled.value,
    () => null,
  );
