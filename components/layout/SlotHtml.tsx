'use client';
import type { HTMLAttributes } from 'react';

const kept = new Map<string, string>();

/** The markup the page was loaded with in the slot, read once, before React may replace it. */
function loadedHtml(slot: string): string {
  if (typeof document === 'undefined') return '';
  let html = kept.get(slot);
  if (html === undefined) {
    html = document.querySelector(`[data-slot="${slot}"]`)?.innerHTML ?? '';
    kept.set(slot, html);
  }
  return html;
}

/**
 * An element whose content the build writes into the exported page (the article, the sidebar):
 * Next renders it empty, and hydration leaves the written markup alone. Should React render the
 * page on the client instead (it does when a component throws while hydrating), the element gets
 * the markup the page was loaded with rather than coming out empty. `html`: the content when it
 * is rendered in place (the dev server).
 */
export function SlotHtml({ slot, html = '', as: Tag = 'div', ...rest }: { slot: string; html?: string; as?: 'div' | 'nav' } & HTMLAttributes<HTMLElement>) {
  return <Tag {...rest} data-slot={slot} dangerouslySetInnerHTML={{ __html: html || loadedHtml(slot) }} suppressHydrationWarning />;
}
