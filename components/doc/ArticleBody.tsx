'use client';
import type { ReactNode } from 'react';
import { SlotHtml } from '@/components/layout/SlotHtml';
import { WrappedPart } from '@/components/layout/WrappedPart';

/**
 * The rendered MDX of a page. An article that needs no hydration (plain markup and behaviours that
 * attach to it by delegation) is not in the page's payload: the build's page pass renders it and
 * puts it into this element's empty slot after the export (lib/pipeline/fill-slots.ts), and the
 * browser keeps that markup as it is (components/layout/SlotHtml.tsx). An article that hydrates,
 * or one the page pass could not render, is rendered here by Next, payload and all. The live
 * preview passes the page pass's HTML in (`html`), since it has no export to fill. A theme
 * layer's own wrapper of the content (the `article-content` place), where the site has one, is around it.
 */
export function ArticleBody({ children, html, className }: { children?: ReactNode; html?: string; className: string }) {
  // (html: the page pass's article rendered in place, the live preview's. className: with a theme layer's classes, lib/shared/theme-classes.ts.)
  const body =
    children === undefined ? (
      <SlotHtml slot="article" className={className} html={html} />
    ) : (
      <div className={className} data-slot="article">
        {children}
      </div>
    );
  return (
    <WrappedPart place="article-content" props={{ children: body }} layerOriginal>
      {body}
    </WrappedPart>
  );
}
