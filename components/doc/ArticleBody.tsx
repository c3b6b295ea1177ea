'use client';
import type { ReactNode } from 'react';
import { SlotHtml } from '@/components/layout/SlotHtml';

/**
 * The rendered MDX of a page. An article that needs no hydration (`markupOnly`: plain markup and
 * behaviours that attach to it by delegation) is not in the page's payload: it is rendered before
 * Next and put into this element's empty slot after the export (scripts/build/insert-articles.ts),
 * or, when Next rendered it, removed from the payload by the build (strip-article-payload.ts).
 * Either way the browser keeps the server's markup as it is (components/layout/SlotHtml.tsx).
 */
export function ArticleBody({ children }: { children?: ReactNode; markupOnly?: boolean }) {
  if (children === undefined) return <SlotHtml slot="article" className="article-body" />;
  return (
    <div className="article-body" data-slot="article">
      {children}
    </div>
  );
}
