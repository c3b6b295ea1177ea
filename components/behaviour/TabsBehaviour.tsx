'use client';
import { useEffect } from 'react';
import { safeStorage } from '@/lib/browser/storage';
import { replaceQueryParam } from '@/lib/browser/query-param';

/** The site's tabs' storage prefix (SiteConfig.tabs), a constant next.config.ts defines (compiler.define). */
declare const __DOCS_TAB_STORAGE_PREFIX__: string | undefined;
const STORAGE_PREFIX = typeof __DOCS_TAB_STORAGE_PREFIX__ === 'string' ? __DOCS_TAB_STORAGE_PREFIX__ : 'tabs.';
const storageKey = (groupId: string) => `${STORAGE_PREFIX}${groupId}`;

/** Shows one tab of a .tabs box (components/mdx/Tabs), if it has a tab of that value. */
function show(box: Element, value: string): boolean {
  const tabs = [...box.querySelectorAll<HTMLButtonElement>(':scope > .tabs-list > [role="tab"]')];
  if (!tabs.some((t) => t.dataset.value === value)) return false;
  for (const tab of tabs) {
    const on = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    tab.classList.toggle('tabs-tab-active', on);
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !on;
  }
  return true;
}

/** Selects a tab as a reader does: its group on the whole page follows, remembered; the URL carries it under queryString. */
function select(box: HTMLElement, value: string): void {
  if (!show(box, value)) return;
  const { groupId, queryKey } = box.dataset;
  if (queryKey) replaceQueryParam(queryKey, value);
  if (groupId) {
    safeStorage.set(storageKey(groupId), value);
    for (const other of document.querySelectorAll(`.tabs[data-group-id="${CSS.escape(groupId)}"]`)) if (other !== box) show(other, value);
  }
}

/**
 * The behaviour of every Tabs box on the page, by delegation: clicks, arrow keys and Home/End
 * (focus follows), and at load the choice the URL's query or the remembered group holds.
 */
export function TabsBehaviour() {
  useEffect(() => {
    for (const box of document.querySelectorAll<HTMLElement>('.tabs')) {
      const { groupId, queryKey } = box.dataset;
      const fromQuery = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null;
      if (fromQuery && show(box, fromQuery)) continue;
      const fromGroup = groupId ? safeStorage.get(storageKey(groupId)) : null;
      if (fromGroup) show(box, fromGroup);
    }
    const tabOf = (target: EventTarget | null) => (target as Element | null)?.closest?.<HTMLButtonElement>('.tabs > .tabs-list > [role="tab"]');
    const onClick = (e: MouseEvent) => {
      const tab = tabOf(e.target);
      if (tab?.dataset.value) select(tab.closest<HTMLElement>('.tabs')!, tab.dataset.value);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      const tab = tabOf(e.target);
      if (!tab) return;
      const tabs = [...tab.parentElement!.querySelectorAll<HTMLButtonElement>(':scope > [role="tab"]')];
      const index = tabs.indexOf(tab);
      const next = e.key === 'ArrowRight' ? index + 1 : e.key === 'ArrowLeft' ? index - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : null;
      if (next === null) return;
      e.preventDefault();
      const target = tabs[(next + tabs.length) % tabs.length];
      select(tab.closest<HTMLElement>('.tabs')!, target.dataset.value ?? '');
      target.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  return null;
}
