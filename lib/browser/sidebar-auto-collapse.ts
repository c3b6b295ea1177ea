/**
 * Categories that close their open siblings as they open (config.docsSidebar.autoCollapseCategories;
 * the sidebar's `data-auto-collapse`). The sidebar's own behaviour opens and closes a category
 * (components/behaviour/SidebarBehaviour.tsx); this listens after it, and closes each open sibling of
 * a category a reader opened through that sibling's own toggle, so its state is kept as a reader's would be.
 */
import { categoryRow, isCategoryOpen } from './sidebar-category';

export function attachAutoCollapse(nav: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const li = target.closest<HTMLElement>('li.menu-category');
    if (!li || !isCategoryOpen(li) || !categoryRow(li).contains(target)) return;
    for (const other of li.parentElement?.children ?? [])
      if (other !== li && other.matches('li.menu-category') && isCategoryOpen(other as HTMLElement))
        categoryRow(other as HTMLElement)
          .querySelector<HTMLElement>('[data-toggle][aria-expanded="true"]')
          ?.click();
  };
  nav.addEventListener('click', onClick);
  return () => nav.removeEventListener('click', onClick);
}
