'use client';
import { useContext, type ReactNode } from 'react';
import { sharedContext } from '@/components/behaviour/shared-context';
import { ContentErrorBoundary } from '@/components/behaviour/ContentErrorBoundary';

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
const FrameContext = sharedContext<FrameParts | null>('docs-engine.page-frame', null);

/** Hands the frame's parts to the page, which places them around its content (InPageFrame). */
export function PageFrameParts({ parts, children }: { parts: FrameParts; children: ReactNode }) {
  return <FrameContext.Provider value={parts}>{children}</FrameContext.Provider>;
}

/**
 * The frame around `children`, where the shell left it to the page (a theme's Layout, which a page
 * renders inside whatever it renders around it): the outermost only; inside it, or where the shell
 * draws the frame itself, the children alone.
 */
export function InPageFrame({ children }: { children: ReactNode }) {
  const parts = useContext(FrameContext);
  if (!parts) return <>{children}</>;
  const Main = parts.mainElement;
  return (
    <FrameContext.Provider value={null}>
      {parts.before}
      <div className={parts.wrapperClassName}>
        {parts.lead}
        <Main id="main-content" className="main" tabIndex={-1}>
          <ContentErrorBoundary>{children}</ContentErrorBoundary>
        </Main>
      </div>
      {parts.after}
    </FrameContext.Provider>
  );
}
