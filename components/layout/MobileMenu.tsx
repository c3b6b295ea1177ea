'use client';
import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';

const DESKTOP = '(min-width: 997px)';

/**
 * Hamburger for ≤ 996 px. It opens the sidebar panel (which also holds the navbar links) by
 * setting html.nav-open; the panel closes on navigation, Escape, backdrop click, and when the
 * viewport grows past the desktop breakpoint.
 */
export function MobileMenuButton() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [lastPath, setLastPath] = useState(pathname);
  // Navigating closes the drawer (adjusting state during render, as React recommends over an effect).
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    document.documentElement.classList.toggle('nav-open', open);
  }, [open]);

  useEffect(() => {
    const mq = window.matchMedia(DESKTOP);
    const onChange = () => mq.matches && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => (e.target as Element).classList?.contains('nav-backdrop') && setOpen(false);
    mq.addEventListener('change', onChange);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      mq.removeEventListener('change', onChange);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <button
      type="button"
      className="navbar-toggle"
      aria-label={open ? 'Close navigation menu' : 'Open navigation menu'}
      aria-expanded={open}
      aria-controls="site-sidebar"
      onClick={() => setOpen((v) => !v)}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z" />
      </svg>
    </button>
  );
}
