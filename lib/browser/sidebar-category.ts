/**
 * A sidebar category's parts, by the three hooks every theme layer keeps on the markup
 * (lib/shared/sidebar-html.ts: `menu-category`, `-row`, `-items`), whatever classes of look it drops.
 */
export const categoryRow = (li: HTMLElement) => li.querySelector<HTMLElement>(':scope > .menu-category-row')!;
export const categoryList = (li: HTMLElement) => li.querySelector<HTMLElement>(':scope > .menu-category-items')!;
/** Open: its list shows. */
export const isCategoryOpen = (li: HTMLElement) => !categoryList(li).hidden;
