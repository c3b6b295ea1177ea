'use client';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { SearchConfig } from '@/lib/search/types';
import type { OtherSet } from '@/lib/search/cross-set';
import { SearchIcon } from './SearchIcon';
import type { Draft } from './draft';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);

/** Same cap as the dialog's input (kept here so this always-loaded module does not import it). */
const MAX_QUERY = 64;

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/**
 * The dialog's look with only its input, shown while the dialog's code loads: keys typed at once
 * after Ctrl+K land here (a real input, so IME, paste and phone keyboards work too).
 */
function DraftDialog({ placeholder, draftRef, onClose }: { placeholder: string; draftRef: Draft; onClose: () => void }) {
  return (
    <div className="search-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="search-modal" role="dialog" aria-modal="true" aria-label="Search the documentation">
        <form className="search-form" role="search" onSubmit={(e) => e.preventDefault()}>
          <SearchIcon size={20} />
          <input
            className="search-input"
            type="search"
            aria-label={placeholder}
            placeholder={placeholder}
            maxLength={MAX_QUERY}
            autoComplete="off"
            spellCheck={false}
            autoFocus
            onInput={(e) => (draftRef.current = e.currentTarget.value)}
          />
        </form>
      </div>
    </div>
  );
}

/**
 * The navbar search button. Opens the search dialog on click, Ctrl/Cmd+K or "/"; the dialog and
 * the search backend load only then (or on hover, to be ready sooner).
 */
export function SearchButton({
  scope,
  scopeLabel,
  otherSets,
  placeholder,
  config,
}: {
  scope: string;
  scopeLabel: string;
  otherSets: OtherSet[];
  placeholder: string;
  config: SearchConfig;
}) {
  const [open, setOpen] = useState(false);
  const draftRef = useRef('');
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback((next: boolean) => {
    if (next) draftRef.current = '';
    setOpen(next);
  }, []);

  // Focus returns to the button once the dialog is gone (not before, or the unmount could take it).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // (Taken already: another search box on the page, in a site's own sidebar, opened its dialog.)
      if (e.defaultPrevented) return;
      if ((e.key === 'k' || e.key === 'K') && (e.metaKey || e.ctrlKey)) {
        e.preventDefault();
        toggle(!open);
      } else if (e.key === '/' && !open && !isTyping(e.target)) {
        e.preventDefault();
        toggle(true);
      } else if (e.key === 'Escape' && open) {
        // Also while the dialog code is still loading (its own handler is not there yet).
        close();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close, toggle]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        // Named by its visible text (a label differing from it fails WCAG 2.5.3); the shortcut as ARIA has it.
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => toggle(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <SearchIcon size={16} />
        <span className="search-button-placeholder">{placeholder}</span>
        <kbd className="search-button-keys" aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open ? (
        <Suspense fallback={<DraftDialog placeholder={placeholder} draftRef={draftRef} onClose={close} />}>
          <SearchDialog
            scope={scope}
            scopeLabel={scopeLabel}
            otherSets={otherSets}
            placeholder={placeholder}
            config={config}
            draftRef={draftRef}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
