'use client';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';

/**
 * A menu copy of a navbar item (a list item's content, or the item itself in a theme layer's group):
 * an icon link shows its name in words, as in the drawer, and no id is repeated.
 */
function menuCopy(item: HTMLElement): HTMLLIElement {
  const copy = document.createElement('li');
  copy.hidden = true;
  for (const child of item.tagName === 'LI' ? item.children : [item]) copy.append(child.cloneNode(true));
  for (const el of copy.querySelectorAll('[id]')) el.removeAttribute('id');
  for (const link of copy.querySelectorAll<HTMLAnchorElement>('a.nav-icon-link[aria-label]')) {
    link.replaceChildren(link.getAttribute('aria-label') ?? '');
    link.removeAttribute('aria-label');
    link.classList.remove('nav-icon-link');
    if (link.target === '_blank') link.insertAdjacentHTML('beforeend', '<i class="icon icon-external" aria-hidden="true"></i>');
  }
  return copy;
}

/**
 * The navbar's left items wrap onto a second line that the bar clips (app/styles/layout.css) when
 * the window is too narrow for them, so the page never scrolls sideways. This moves what wrapped
 * into the "More" menu: the clipped items are hidden (out of the tab order too) and their copies
 * in the menu shown. The copies are made here, from the items as they are (the page's HTML has
 * none: without script the menu never shows), whenever the bar changes size or the page changes.
 */
export function NavbarOverflow() {
  const pathname = usePathname();
  useEffect(() => {
    const list = document.querySelector<HTMLElement>('.navbar-left');
    const more = document.querySelector<HTMLDetailsElement>('.navbar-more');
    const menu = more?.querySelector<HTMLElement>(':scope > ul');
    if (!list || !more || !menu) return;
    const items = [...list.children] as HTMLElement[];
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
      const copies = any ? items.map(menuCopy) : [];
      copies.forEach((li, i) => (li.hidden = !wrapped[i]));
      menu.replaceChildren(...copies);
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
  }, [pathname]);
  return null;
}
