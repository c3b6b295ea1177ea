'use client';
import { useLayoutPart } from './layout-part';

/**
 * `@theme-original/DocSidebar/Desktop/Content` inside a site's wrapper of it: the engine's sidebar
 * menu, the slot the build fills (components/layout/Sidebar.tsx). Its props (`sidebar`, `path`) are
 * Docusaurus'; the engine's menu does not need them.
 */
export default function DocSidebarDesktopContent() {
  return <>{useLayoutPart()?.original ?? null}</>;
}
