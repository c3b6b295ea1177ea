'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';

/** Keeps the active sidebar entry visible after every navigation. */
export function SidebarScroller({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    const box = ref.current;
    const active = box?.querySelector<HTMLElement>('.menu-link-active');
    // Not in the closed mobile drawer: measuring would lay out what it keeps unrendered, and the box
    // does not scroll there (the drawer does).
    if (!box || !active || box.checkVisibility?.() === false) return;
    const a = active.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    // Scroll only the sidebar's own box, never the page.
    if (a.top < b.top || a.bottom > b.bottom) box.scrollTop += a.top - b.top - b.height / 2;
  }, [pathname]);
  return (
    <div className="sidebar-scroll" ref={ref}>
      {children}
    </div>
  );
}
