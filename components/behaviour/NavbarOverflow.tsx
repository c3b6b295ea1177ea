'use client';
import { useEffect } from 'react';

/**
 * The navbar's left items wrap onto a second line that the bar clips (app/styles/layout.css) when
 * the window is too narrow for them, so the page never scrolls sideways. This moves what wrapped
 * into the "More" menu: the clipped items are hidden (out of the tab order too) and their copies
 * in the menu shown. It runs whenever the bar changes size.
 */
export function NavbarOverflow() {
  useEffect(() => {
    const list = document.querySelector<HTMLElement>('.navbar-left');
    const more = document.querySelector<HTMLDetailsElement>('.navbar-more');
    if (!list || !more) return;
    const items = [...list.children] as HTMLElement[];
    const copies = [...more.querySelectorAll<HTMLElement>(':scope > ul > li')];
    const wrappedItems = () => {
      const top = items[0]?.offsetTop ?? 0;
      // An item the site's CSS hides (Docusaurus sites show some only at some widths) takes no room: it never overflows.
      return items.map((li) => li.offsetWidth > 0 && li.offsetTop > top + 4);
    };
    const update = () => {
      // Measure with the whole room the bar gives the list; when something wrapped, again with
      // "More" in place, since the menu takes some of that room (in one go, so no state between the
      // two is ever drawn or read).
      list.style.maxWidth = '';
      more.hidden = true;
      let wrapped = wrappedItems();
      const any = wrapped.some(Boolean);
      if (any) {
        more.hidden = false;
        wrapped = wrappedItems();
      } else more.open = false;
      items.forEach((li, i) => li.toggleAttribute('data-overflow', wrapped[i]));
      copies.forEach((li, i) => (li.hidden = !wrapped[i]));
      // "More" sits right after the last item shown, not after the room the hidden ones left.
      const shown = items.filter((_, i) => !wrapped[i]).at(-1);
      if (any && shown) list.style.maxWidth = `${Math.ceil(shown.getBoundingClientRect().right - list.getBoundingClientRect().left)}px`;
    };
    const observer = new ResizeObserver(update);
    // The bar (window resizes) and the list (the menu appearing takes some of its room).
    observer.observe(list.parentElement ?? list);
    observer.observe(list);
    update();
    return () => observer.disconnect();
  }, []);
  return null;
}
