import type { AnchorHTMLAttributes } from 'react';
import { isExternalHref, opensElsewhere, withTrailingSlash } from '@/lib/shared/html';

/**
 * Every link in the site. Pages are plain documents: a site path loads the next page's HTML
 * (prefetched on hover by LinkPrefetch), which downloads less than the App Router's payload files
 * and lets the export skip writing them (see lib/pipeline/payload-files.ts). Other sites open in a
 * new tab.
 */
export function SmartLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (isExternalHref(href))
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  // A site path in next/link's attribute order (its props, then href), so pages read as before;
  // one that opens in another tab (a pathname:// link: not a route) keeps its path as written.
  if (href.startsWith('/') && opensElsewhere(rest.target))
    return (
      <a {...rest} href={href}>
        {children}
      </a>
    );
  if (href.startsWith('/'))
    return (
      <a {...rest} href={withTrailingSlash(href)}>
        {children}
      </a>
    );
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
