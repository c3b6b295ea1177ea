import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser';

/** `@docusaurus/BrowserOnly`: renders `children()` only in the browser, `fallback` before. */
export default function BrowserOnly({ children, fallback = null }: { children: () => ReactNode; fallback?: ReactNode }) {
  return <>{useIsBrowser() ? children() : fallback}</>;
}
