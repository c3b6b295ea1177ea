'use client';
import type { ReactNode } from 'react';
import { useLayoutPart } from './layout-part';

/**
 * `@theme/Navbar`, `@theme/Footer`, `@theme/AnnouncementBar` and `@theme/SkipToContent` (not
 * swizzled) in the site's code. Inside a site's own page frame (its ejected `Layout`, which the
 * engine's shell renders around every page: ../site-components/theme-parts.ts), each is the
 * engine's part, which the shell hands the frame, where the frame places it (its skip link too: the
 * shell writes none of its own then). Anywhere else (a page drawing its own frame inside
 * `@theme/Layout/Provider`) nothing: the shell already draws the site's bar, navbar and footer around
 * every page, and its skip link first of all.
 */
function framePart(name: string) {
  return function FramePart(): ReactNode {
    const place = useLayoutPart();
    return place?.part === 'Layout' ? (place.frame?.[name] ?? null) : null;
  };
}

export const Navbar = framePart('Navbar');
export const Footer = framePart('Footer');
export const AnnouncementBar = framePart('AnnouncementBar');
const FrameSkipToContent = framePart('SkipToContent');

/**
 * In the skip link's own place, where a site's SkipToContent wraps the original: the shell's skip link,
 * which the shell hands its place. In a frame, the frame's; elsewhere nothing (the shell's own skip link
 * comes first in every page, a second would repeat it).
 */
export function SkipToContent(): ReactNode {
  const place = useLayoutPart();
  return place?.part === 'SkipToContent' ? place.original : <FrameSkipToContent />;
}
