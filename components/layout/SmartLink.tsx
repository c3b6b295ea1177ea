import Link from 'next/link';
import type { AnchorHTMLAttributes } from 'react';

/**
 * Every internal link of the site. Site paths navigate client-side, other sites open in a new
 * tab. Next.js treats a last path segment with a dot as a file and drops its trailing slash
 * (/docs/vcluster/0.24.0/ → /0.24.0), so version roots are plain links that keep the slash.
 */
export function SmartLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    const path = href.split(/[?#]/)[0];
    if (/\.[^/]+\/$/.test(path)) {
      return (
        <a href={href} {...rest}>
          {children}
        </a>
      );
    }
    return (
      <Link href={href} prefetch={false} {...rest}>
        {children}
      </Link>
    );
  }
  if (/^(https?:)?\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
