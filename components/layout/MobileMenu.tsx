'use client';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { usePathname } from 'next/navigation';
import { DRAWER_TOGGLE, isDrawerOpen, subscribeDrawer } from './drawer-events';

const DESKTOP = '(min-width: 997px)';
const DRAWER = 'site-sidebar';
/** Everything outside the drawer; made inert while it is open so focus and clicks stay inside. */
const OUTSIDE = ['.skip-link', '.announcement', '.navbar', '#main-content', '.footer'];
const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

function setOutsideInert(inert: boolean) {
  for (const sel of OUTSIDE) document.querySelectorAll<HTMLElement>(sel).forEach((el) => (el.inert = inert));
}

function focusables(drawer: HTMLElement): HTMLElement[] {
  return [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
}

/**
 * The phone drawer (≤ 996 px): the sidebar panel, which also holds the navbar links, as a modal
 * drawer that a hamburger opens (DRAWER_TOGGLE: the engine's, or a theme layer's own navbar's).
 * html.nav-open shows it, the rest of the page is inert, Tab cycles inside it and focus starts on
 * its close button. It closes on navigation, Escape, the close button, a backdrop click, and when
 * the viewport grows past the desktop breakpoint; a close by the reader returns focus to the
 * hamburger that opened it. It opens scrolled to the current page's entry.
 */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useRef(false);
  const pathname = usePathname();
  const [lastPath, setLastPath] = useState(pathname);
  // Navigating closes the drawer (adjusting state during render, as React recommends over an effect).
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    document.documentElement.classList.toggle('nav-open', open);
    setOutsideInert(open);
    const drawer = document.getElementById(DRAWER);
    if (open && drawer) {
      drawer.setAttribute('role', 'dialog');
      drawer.setAttribute('aria-modal', 'true');
      // Focus starts on the close button, or, in a theme layer's own drawer header, on its first control.
      (drawer.querySelector<HTMLElement>('.drawer-close') ?? focusables(drawer)[0])?.focus({ preventScroll: true });
      // The reader opened the menu from a page: show where that page is, scrolling the sidebar's own
      // box only, so the drawer's close button and version menu stay in view.
      const box = drawer.querySelector<HTMLElement>('.sidebar-scroll');
      const active = drawer.querySelector<HTMLElement>('.sidebar-menu [aria-current="page"]');
      if (box && active) box.scrollTop += active.getBoundingClientRect().top - box.getBoundingClientRect().top - box.clientHeight / 2;
    } else if (drawer) {
      drawer.removeAttribute('role');
      drawer.removeAttribute('aria-modal');
    }
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      opener.current?.focus();
    }
  }, [open]);

  useEffect(() => {
    const onToggle = () => {
      const wasOpen = document.documentElement.classList.contains('nav-open');
      if (!wasOpen) opener.current = document.activeElement as HTMLElement | null;
      // (A close asked from inside the drawer, by a theme layer's close button, is the reader's close too.)
      else returnFocus.current = !window.matchMedia(DESKTOP).matches;
      setOpen(!wasOpen);
    };
    window.addEventListener(DRAWER_TOGGLE, onToggle);
    return () => window.removeEventListener(DRAWER_TOGGLE, onToggle);
  }, []);

  useEffect(() => {
    const mq = window.matchMedia(DESKTOP);
    const close = () => {
      returnFocus.current = !mq.matches;
      setOpen(false);
    };
    const onChange = () => mq.matches && setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (!document.documentElement.classList.contains('nav-open')) return;
      // A menu inside the drawer that handled Escape itself (preventDefault) closes only itself.
      if (e.key === 'Escape') return e.defaultPrevented ? undefined : close();
      const drawer = document.getElementById(DRAWER);
      if (e.key !== 'Tab' || !drawer) return;
      // Tab cycles within the drawer.
      const items = focusables(drawer);
      if (!items.length) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && (document.activeElement === first || !drawer.contains(document.activeElement))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !drawer.contains(document.activeElement))) {
        e.preventDefault();
        first.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      const target = e.target as Element;
      if (target.classList?.contains('nav-backdrop') || target.closest?.('.drawer-close')) close();
    };
    mq.addEventListener('change', onChange);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      mq.removeEventListener('change', onChange);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
      setOutsideInert(false);
    };
  }, []);

  return null;
}

/** The engine's hamburger: asks the drawer to open or close, and shows whether it is open. */
export function MobileMenuButton() {
  const open = useSyncExternalStore(subscribeDrawer, isDrawerOpen, () => false);
  return (
    <button
      type="button"
      className="navbar-toggle"
      aria-label={open ? 'Close navigation menu' : 'Open navigation menu'}
      aria-expanded={open}
      aria-controls={DRAWER}
      onClick={() => window.dispatchEvent(new Event(DRAWER_TOGGLE))}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z" />
      </svg>
    </button>
  );
}
