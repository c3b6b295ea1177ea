import type { ReactNode } from 'react';
import { AfterHydration } from './AfterHydration';

/**
 * `@docusaurus/BrowserOnly` in MDX. A page's MDX renders on the server, and a function cannot go to
 * the browser: `children()` is called here, and what it returns is shown once the page has
 * hydrated, `fallback` before (as Docusaurus does). A function that needs the browser to run at all
 * (it reads `window`) leaves the fallback.
 */
export function BrowserOnly({ children, fallback = null }: { children?: () => ReactNode; fallback?: ReactNode }) {
  let content: ReactNode = null;
  try {
    content = typeof children === 'function' ? children() : null;
  } catch {
    return <>{fallback}</>;
  }
  return <AfterHydration fallback={fallback}>{content}</AfterHydration>;
}
