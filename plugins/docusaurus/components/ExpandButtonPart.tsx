'use client';
/**
 * The strip a hidden sidebar leaves, as theme-classic draws it (`@theme/DocRoot/Layout/Sidebar/ExpandButton`,
 * the site's where it swizzled one, else the installed theme's). In the engine's sidebar the element around
 * it carries the engine's hook, whose click shows the sidebar again (lib/browser/sidebar-hide.ts); a key
 * pressed on it does too, as the theme's onKeyDown toggles. Beside a sidebar the site's code draws
 * (./sidebar/SiteDocSidebarFrame.tsx) it is handed that sidebar's own toggle.
 */
import type { KeyboardEvent, MouseEvent } from 'react';
import ExpandButton from '@theme/DocRoot/Layout/Sidebar/ExpandButton';

// (The key's own default is dropped: focus moves to the collapse button, which an Enter would otherwise press.)
const showByDelegation = (event?: KeyboardEvent | MouseEvent) => {
  if (event?.type !== 'keydown') return;
  event.preventDefault();
  (event.currentTarget as HTMLElement).click();
};

export default function ExpandButtonPart({ toggleSidebar }: { toggleSidebar?: () => void }) {
  if (toggleSidebar) return <ExpandButton toggleSidebar={toggleSidebar} />;
  return (
    <div className="sidebar-show-place" data-sidebar-show="">
      <ExpandButton toggleSidebar={showByDelegation} />
    </div>
  );
}
