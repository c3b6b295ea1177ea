'use client';
import type { ReactNode } from 'react';

/**
 * The rendered MDX of a page. A page whose content needs no hydration (`markupOnly`: plain markup
 * and behaviours that attach to it by delegation) has it removed from its payload by the build
 * (scripts/lib/strip-article-payload.ts): the HTML holds it once, and the browser keeps the
 * server's markup as it is, since React leaves inner HTML it was given alone when hydrating.
 */
export function ArticleBody({ children }: { children?: ReactNode; markupOnly?: boolean }) {
  if (children === undefined) return <div className="article-body" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <div className="article-body">{children}</div>;
}
