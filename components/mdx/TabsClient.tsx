'use client';
import { Children, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { safeStorage } from '@/lib/browser/storage';

export interface TabSpec {
  value: string;
  label: string;
}

const GROUP_EVENT = 'docs:tab-group';
const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

/** Selection, keyboard navigation (arrows, Home/End), groupId sync and ?queryString for Tabs. */
export function TabsClient(props: {
  tabs: TabSpec[];
  defaultValue: string;
  groupId?: string;
  queryKey?: string;
  lazy: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { tabs, defaultValue, groupId, queryKey, lazy } = props;
  const panels = Children.toArray(props.children);
  const [selected, setSelected] = useState(defaultValue);
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const valid = useCallback((v: string | null | undefined): v is string => !!v && tabs.some((t) => t.value === v), [tabs]);

  // After hydration: the URL query wins, then the remembered group choice.
  useEffect(() => {
    const fromQuery = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null;
    const fromGroup = groupId ? safeStorage.get(storageKey(groupId)) : null;
    const initial = valid(fromQuery) ? fromQuery : valid(fromGroup) ? fromGroup : null;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading browser-only state after hydration
    if (initial) setSelected(initial);
  }, [groupId, queryKey, valid]);

  useEffect(() => {
    if (!groupId) return;
    const onGroup = (e: Event) => {
      const { group, value } = (e as CustomEvent<{ group: string; value: string }>).detail;
      if (group === groupId && valid(value)) setSelected(value);
    };
    window.addEventListener(GROUP_EVENT, onGroup);
    return () => window.removeEventListener(GROUP_EVENT, onGroup);
  }, [groupId, valid]);

  const select = (value: string) => {
    setSelected(value);
    if (queryKey) {
      const url = new URL(window.location.href);
      url.searchParams.set(queryKey, value);
      window.history.replaceState(window.history.state, '', url);
    }
    if (groupId) {
      safeStorage.set(storageKey(groupId), value);
      window.dispatchEvent(new CustomEvent(GROUP_EVENT, { detail: { group: groupId, value } }));
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = e.key === 'ArrowRight' ? index + 1 : e.key === 'ArrowLeft' ? index - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const i = (next + tabs.length) % tabs.length;
    select(tabs[i].value);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[i]?.focus();
  };

  return (
    <div className={`tabs${props.className ? ` ${props.className}` : ''}`} data-query-key={queryKey}>
      <div className="tabs-list" role="tablist" aria-orientation="horizontal" ref={listRef}>
        {tabs.map((t, i) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={t.value === selected}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={t.value === selected ? 0 : -1}
            className={`tabs-tab${t.value === selected ? ' tabs-tab-active' : ''}`}
            data-value={t.value}
            onClick={() => select(t.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) =>
        lazy && t.value !== selected ? null : (
          <div
            key={t.value}
            role="tabpanel"
            id={`${baseId}-panel-${i}`}
            aria-labelledby={`${baseId}-tab-${i}`}
            hidden={t.value !== selected}
            className="tabs-panel"
          >
            {panels[i]}
          </div>
        ),
      )}
    </div>
  );
}
