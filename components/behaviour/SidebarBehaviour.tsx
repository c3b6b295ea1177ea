'use client';
import { useEffect } from 'react';
import { caretLabel } from '@/lib/shared/sidebar-caret';
import type { SidebarClassNames } from '@/lib/shared/sidebar-html';
import { fetchSidebar } from '@/lib/browser/fetch-sidebar';
import { storeCategoryState, storedCategoryState } from '@/lib/browser/sidebar-state';
import { categoryList, categoryRow, isCategoryOpen } from '@/lib/browser/sidebar-category';

let lazyLoads = 0;

/** Collapsible categories have a toggle that states whether the list is expanded. */
const isCollapsible = (li: HTMLElement) => categoryRow(li).querySelector('[aria-expanded]') !== null;

/**
 * The sidebar's categories (lib/shared/sidebar-html.ts renders them as plain markup): the
 * caret or label opens and closes a category and the choice is kept for the session; a category
 * whose children the page left out loads them from the version's sidebar JSON; on load, the
 * reader's earlier choices are applied and the current page's entry is scrolled into view.
 */
export function SidebarBehaviour() {
  useEffect(() => {
    const nav = document.querySelector<HTMLElement>('.sidebar-menu[data-sidebar]');
    if (!nav) return;
    const sidebar = nav.dataset.sidebar!;
    const active = nav.dataset.active ?? location.pathname;
    // A theme layer's class names (components/layout/Sidebar.tsx), for what is rendered or toggled here.
    const classes = nav.dataset.classes ? (JSON.parse(nav.dataset.classes) as SidebarClassNames) : undefined;

    const load = (li: HTMLElement) => {
      const items = categoryList(li);
      const path = li.dataset.path!;
      items.innerHTML = '<p class="menu-loading">Loading…</p>';
      // The markup's code loads with the tree, on the first category opened (lib/browser/sidebar-lazy-list.ts).
      Promise.all([fetchSidebar(sidebar), import('@/lib/browser/sidebar-lazy-list')]).then(
        ([tree, { lazyCategoryHtml }]) => {
          items.innerHTML = lazyCategoryHtml(tree, path, { active, idPrefix: `sidebar-lazy-${++lazyLoads}-`, classes });
          li.removeAttribute('data-lazy');
          restore(items);
        },
        (err) => {
          items.innerHTML = '';
          console.warn('Could not load the sidebar:', err);
        },
      );
    };
    const setOpen = (li: HTMLElement, open: boolean) => {
      if (!classes?.drops?.includes('collapsed')) li.classList.toggle('collapsed', !open);
      if (classes?.collapsedItem) for (const name of classes.collapsedItem.split(' ')) li.classList.toggle(name, !open);
      categoryList(li).hidden = !open;
      for (const toggle of categoryRow(li).querySelectorAll('[aria-expanded]')) toggle.setAttribute('aria-expanded', String(open));
      const caret = categoryRow(li).querySelector('button[data-toggle="caret"]');
      caret?.setAttribute('aria-label', caretLabel(open, categoryRow(li).firstElementChild?.textContent ?? ''));
      if (open && li.hasAttribute('data-lazy') && !categoryList(li).firstElementChild) load(li);
    };
    /** The reader's choices of this session; the category holding the current page always shows it. */
    const restore = (root: HTMLElement) => {
      for (const li of root.querySelectorAll<HTMLElement>('li.menu-category[data-path]')) {
        const stored = storedCategoryState(sidebar, li.dataset.path!);
        if (stored === undefined || !isCollapsible(li) || (!stored && li.hasAttribute('data-active'))) continue;
        if (stored !== isCategoryOpen(li)) setOpen(li, stored);
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const li = target.closest<HTMLElement>('li.menu-category');
      if (!li || !nav.contains(li) || !isCollapsible(li) || !categoryRow(li).contains(target)) return;
      const toggle = target.closest('[data-toggle]');
      // A collapsed category's own link opens it as it navigates; a label that is a link only toggles.
      if (!toggle && (!target.closest('a') || isCategoryOpen(li))) return;
      if (toggle?.tagName === 'A') event.preventDefault();
      const open = toggle ? !isCategoryOpen(li) : true;
      storeCategoryState(sidebar, li.dataset.path!, open);
      setOpen(li, open);
    };

    restore(nav);
    // Keep the current entry visible: scroll only the sidebar's own box, never the page (not in
    // the closed mobile drawer, whose box does not scroll). A theme layer may have the list scroll itself.
    const scrolls = (el: HTMLElement) => /auto|scroll/.test(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight;
    const box = scrolls(nav) ? nav : nav.closest<HTMLElement>('.sidebar-scroll');
    const current = nav.querySelector<HTMLElement>('[aria-current="page"]');
    if (box && current && box.checkVisibility?.() !== false) {
      const a = current.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      if (a.top < b.top || a.bottom > b.bottom) box.scrollTop += a.top - b.top - b.height / 2;
    }
    nav.addEventListener('click', onClick);
    return () => nav.removeEventListener('click', onClick);
  }, []);
  return null;
}
