/**
 * A lazy sidebar category's children, rendered in the browser when the reader opens it
 * (components/behaviour/SidebarBehaviour.tsx): loaded with the version's sidebar JSON on that first
 * opening, not with every page.
 */
import { findCategory, pruneSidebar } from '@/lib/shared/sidebar-tree';
import { sidebarListHtml, type SidebarRender } from '@/lib/shared/sidebar-html';
import type { SidebarItem } from '@/lib/content/types';

/** The markup of the category at `path` of `tree` below the page at `r.active`, or '' when the tree has no such category. */
export function lazyCategoryHtml(tree: SidebarItem[], path: string, r: SidebarRender): string {
  const category = findCategory(tree, path);
  return category ? sidebarListHtml(pruneSidebar(category.items, r.active), 1, path, r) : '';
}
