'use client';
import type { ReactNode } from 'react';
import { FrameContext, type FrameParts } from './page-frame-context';

/**
 * Hands the frame's parts to the page, which places them around its content (InPageFrame.tsx).
 * (Its own module: every page's shell loads it, only a theme's Layout loads InPageFrame.)
 */
export function PageFrameParts({ parts, children }: { parts: FrameParts; children: ReactNode }) {
  return <FrameContext.Provider value={parts}>{children}</FrameContext.Provider>;
}
