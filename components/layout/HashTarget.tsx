'use client';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';

/** Opens every closed <details> around the element the URL hash points at, marks it, scrolls to it. */
export function revealHashTarget(hash: string): boolean {
  if (!hash || hash === '#') return false;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = document.getElementById(id);
  if (!target) return false;
  document.querySelectorAll('[data-contains-target]').forEach((el) => el.removeAttribute('data-contains-target'));
  let opened = false;
  for (let el: Element | null = target; el; el = el.parentElement) {
    if (el instanceof HTMLDetailsElement) {
      if (!el.open) {
        el.open = true;
        opened = true;
      }
    }
  }
  const section = target instanceof HTMLDetailsElement ? target : target.closest('details');
  section?.setAttribute('data-contains-target', '');
  if (opened || section) {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  }
  return true;
}

/** Reveals the hash target on load, on hash changes and on back/forward navigation. */
export function HashTarget() {
  const pathname = usePathname();
  useEffect(() => {
    revealHashTarget(window.location.hash);
  }, [pathname]);
  useEffect(() => {
    const onChange = () => revealHashTarget(window.location.hash);
    window.addEventListener('hashchange', onChange);
    window.addEventListener('popstate', onChange);
    return () => {
      window.removeEventListener('hashchange', onChange);
      window.removeEventListener('popstate', onChange);
    };
  }, []);
  return null;
}
