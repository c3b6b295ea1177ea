'use client';
import { useContext, type ReactNode } from 'react';
import { ContentErrorBoundary } from '@/components/behaviour/ContentErrorBoundary';
import { FrameContext } from './page-frame-context';

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
