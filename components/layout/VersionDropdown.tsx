'use client';
import { SmartLink as Link } from '@/components/layout/SmartLink';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { VersionLink } from '@/lib/content/routes';
import { NEW_TAB } from '@/lib/shared/html';

/**
 * Versions of the active doc set; each entry points at the same page in that version when it
 * exists. Keyboard use follows the WAI-ARIA menu button pattern: Enter, Space or ArrowDown open the
 * menu on its first item (ArrowUp on its last); ArrowUp/ArrowDown/Home/End move, Escape closes and
 * returns to the button, Tab closes and moves on.
 */
export function VersionDropdown({
  links,
  menuLabel = 'Versions',
  label,
  unchecked = false,
}: {
  /** `newTab`: a link that is not a route of the site (a pathname:// one), opened as Docusaurus' Link opens it. */
  links: (VersionLink & { lang?: string; newTab?: boolean })[];
  menuLabel?: string;
  /** The button's label where no link is the page's own (an every-page menu elsewhere: its stable version). */
  label?: string;
  /** Links the link check leaves alone (the locale dropdown's, see lib/output/link-check.ts). */
  unchecked?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const active = links.find((l) => l.active);

  const items = () => [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (which: number | 'first' | 'last') => {
    const all = items();
    const i = which === 'first' ? 0 : which === 'last' ? all.length - 1 : (which + all.length) % all.length;
    all[i]?.focus();
  };
  const openAt = (which: 'first' | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(which));
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('click', onDoc);
    return () => document.removeEventListener('click', onDoc);
  }, [open]);

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      openAt('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt('last');
    } else if (e.key === 'Escape' && open) {
      e.preventDefault(); // the drawer around the menu stays open (see MobileMenu)
      close(true);
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem('first'),
      End: () => focusItem('last'),
      Escape: () => close(true),
    };
    if (e.key === 'Tab') return setOpen(false);
    const move = moves[e.key];
    if (!move) return;
    // preventDefault also tells the mobile drawer that Escape was used here. (stopPropagation
    // alone does not: React listens on the document, where the drawer listens too.)
    e.preventDefault();
    e.stopPropagation();
    move();
  };

  return (
    <div
      className="version-dropdown"
      ref={ref}
      // Focus leaving the button and its menu (Tab before the menu took focus, a click elsewhere)
      // closes the menu.
      onBlur={(e) => open && !ref.current?.contains(e.relatedTarget as Node | null) && setOpen(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-item-link version-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={(e) => {
          // Enter and Space arrive as a click with detail 0: the menu opens on its first item.
          if (!open && e.detail === 0) openAt('first');
          else setOpen(!open);
        }}
        onKeyDown={onButtonKey}
      >
        {active?.label ?? label ?? menuLabel}
        <span className="caret" aria-hidden="true" />
      </button>
      <ul id={menuId} className="nav-dropdown-menu" role="menu" aria-label={menuLabel} hidden={!open} onKeyDown={onMenuKey}>
        {links.map((l) => (
          <li key={l.name} role="none">
            <Link
              href={l.href}
              role="menuitem"
              tabIndex={-1}
              className={`dropdown-link${l.active ? ' active' : ''}`}
              aria-current={l.active ? 'page' : undefined}
              {...(l.lang ? { hrefLang: l.lang, lang: l.lang } : {})}
              {...(l.newTab ? NEW_TAB : {})}
              {...(unchecked ? { 'data-noBrokenLinkCheck': true } : {})}
              onClick={() => setOpen(false)}
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
