'use client';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { SearchConfig } from '@/lib/search/types';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/**
 * The navbar search button. Opens the search dialog on click, Ctrl/Cmd+K or "/"; the dialog and
 * the search backend load only then (or on hover, to be ready sooner).
 */
export function SearchButton({ scope, placeholder, config }: { scope: string; placeholder: string; config: SearchConfig }) {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);

  // Focus returns to the button once the dialog is gone (not before, or the unmount could take it).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key === 'k' || e.key === 'K') && (e.metaKey || e.ctrlKey)) {
        e.preventDefault();
        setOpen((v) => !v);
      } else if (e.key === '/' && !open && !isTyping(e.target)) {
        e.preventDefault();
        setOpen(true);
      } else if (e.key === 'Escape' && open) {
        // Also while the dialog code is still loading (its own handler is not there yet).
        close();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        aria-label={`${placeholder} (Ctrl+K)`}
        onClick={() => {
          setInitialQuery('');
          setOpen(true);
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5-5-5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z" />
        </svg>
        <span className="search-button-placeholder">{placeholder}</span>
        <kbd className="search-button-keys">Ctrl K</kbd>
      </button>
      {open ? (
        <Suspense fallback={<div className="search-backdrop" aria-hidden="true" onMouseDown={close} />}>
          <SearchDialog scope={scope} placeholder={placeholder} config={config} initialQuery={initialQuery} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
