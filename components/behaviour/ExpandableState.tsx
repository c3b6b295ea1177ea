'use client';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { replaceQueryParam } from '@/lib/browser/query-param';

/**
 * Expandable sections (<details> in the article) and tabs keep their state in the URL query with a
 * numbered key per element: `d3=1` while the 3rd expandable is open, `t2=<value>` for the 2nd tab
 * group (unless it has its own queryString). replaceState keeps the back button clean; loading a
 * URL with those keys restores the state. An element marked `data-url-state="none"`, or inside one,
 * keeps its state out of the address: a reference field has its own link (#id), which is what a
 * reader shares.
 */
export const DETAILS_KEY = (n: number) => `d${n}`;
export const TABS_KEY = (n: number) => `t${n}`;

export function ExpandableState() {
  const pathname = usePathname();
  useEffect(() => {
    const article = document.querySelector<HTMLElement>('main article');
    if (!article) return;
    const details = [...article.querySelectorAll<HTMLDetailsElement>('details')].filter((d) => !d.closest('[data-url-state="none"]'));
    const tabGroups = [...article.querySelectorAll<HTMLElement>('.tabs')];
    const params = new URLSearchParams(window.location.search);
    details.forEach((d, i) => {
      if (params.get(DETAILS_KEY(i + 1)) === '1') d.open = true;
    });
    tabGroups.forEach((g, i) => {
      const value = params.get(TABS_KEY(i + 1));
      if (value) g.querySelector<HTMLButtonElement>(`[role="tab"][data-value="${CSS.escape(value)}"]`)?.click();
    });
    const onToggle = (e: Event) => {
      const i = details.indexOf(e.target as HTMLDetailsElement);
      if (i >= 0) replaceQueryParam(DETAILS_KEY(i + 1), (e.target as HTMLDetailsElement).open ? '1' : null);
    };
    const onTab = (e: MouseEvent) => {
      const tab = (e.target as Element).closest?.<HTMLElement>('[role="tab"]');
      const group = tab?.closest<HTMLElement>('.tabs');
      if (!tab || !group || !e.isTrusted) return;
      const i = tabGroups.indexOf(group);
      if (i >= 0 && !group.dataset.queryKey) replaceQueryParam(TABS_KEY(i + 1), tab.dataset.value ?? null);
    };
    article.addEventListener('toggle', onToggle, true);
    article.addEventListener('click', onTab);
    return () => {
      article.removeEventListener('toggle', onToggle, true);
      article.removeEventListener('click', onTab);
    };
  }, [pathname]);
  return null;
}
