'use client';
/**
 * A hideable sidebar's collapse button as theme-classic draws it (`@theme/DocSidebar/Desktop/CollapseButton`,
 * the site's where it swizzled one, else the installed theme's): its box at the foot of the sidebar's column,
 * sticky to the window's bottom. The element around it carries the engine's hook, whose click hides the
 * sidebar (lib/browser/sidebar-hide.ts), and lays out nothing of its own (../styles/sidebar.css).
 */
import CollapseButton from '@theme/DocSidebar/Desktop/CollapseButton';

const hidesByDelegation = () => {};

export default function CollapseButtonPart() {
  return (
    <div className="sidebar-hide-place" data-sidebar-hide="">
      <CollapseButton onClick={hidesByDelegation} />
    </div>
  );
}
