import type { ReactNode } from 'react';
import { sharedContext } from '@/components/behaviour/shared-context';

/**
 * The page frame's parts, where the shell leaves their placing to the page (SiteShell `frameInPage`):
 * what comes before the page's column (skip link, bar, navbar), the wrapper around it with what leads
 * it (the sidebar's column or drawer), the element the page's content is in, and what follows (footer).
 */
export interface FrameParts {
  before: ReactNode;
  wrapperClassName: string;
  lead: ReactNode;
  mainElement: 'main' | 'div';
  after: ReactNode;
}

// (One context for the engine's copy of this module and a plugin bundle's, which places the frame.)
export const FrameContext = sharedContext<FrameParts | null>('docs-engine.page-frame', null);
