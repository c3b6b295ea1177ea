'use client';
import { SmartLink as Link } from '@/components/layout/SmartLink';
import { useEffect, useRef, useState } from 'react';
import type { VersionLink } from '@/lib/content/routes';

/** Versions of the active doc set; each entry points at the same page in that version when it exists. */
export function VersionDropdown({ links }: { links: VersionLink[] }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const active = links.find((l) => l.active);

  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('click', onDoc);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onDoc);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="version-dropdown" ref={ref}>
      <button type="button" className="nav-link version-button" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {active?.label ?? 'Versions'}
        <span className="caret" aria-hidden="true" />
      </button>
      <ul className="dropdown-menu" hidden={!open}>
        {links.map((l) => (
          <li key={l.name}>
            <Link href={l.href} className={`dropdown-link${l.active ? ' active' : ''}`} aria-current={l.active ? 'page' : undefined} onClick={() => setOpen(false)}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
