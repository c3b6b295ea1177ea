'use client';
import type { ReactNode } from 'react';
import { useDocsSidebar } from './docs-client';

/**
 * `@theme/DocRoot/Layout/Main` (2.x `DocPage/Layout/Main`) in a docs frame the site draws
 * (../site-components/doc-root.ts), and what a site's wrapper of it wraps there: theme-classic's main
 * column, as wide as the sidebar leaves it and wider where the sidebar is hidden or there is none
 * (../styles/doc-root.css). The container inside is the engine's page, whose own frame has the
 * container's width and padding (../styles/doc-item.css).
 */
export default function DocRootMainColumn({ hiddenSidebarContainer, children }: { hiddenSidebarContainer?: boolean; children?: ReactNode }) {
  const sidebar = useDocsSidebar();
  const classes = ['doc-root-main', (hiddenSidebarContainer || !sidebar) && 'doc-root-main--enhanced', hiddenSidebarContainer && 'sidebar-hidden'];
  return <main className={classes.filter(Boolean).join(' ')}>{children}</main>;
}
