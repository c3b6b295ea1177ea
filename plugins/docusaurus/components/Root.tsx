import type { ReactNode } from 'react';

/** `@theme-original/Root` (theme-classic's Root), which a site's wrapper of Root renders: the page, as it is. */
export default function Root({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
