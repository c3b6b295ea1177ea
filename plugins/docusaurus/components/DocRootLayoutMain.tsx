import type { ReactNode } from 'react';

/**
 * `@theme-original/DocRoot/Layout/Main` (and 2.x's `DocPage/Layout/Main`), which a site's wrapper
 * of the docs' main column renders: what the wrapper hands it, in the engine's column, which the
 * engine draws around it (../site-components/docs-main.ts).
 */
export default function DocRootLayoutMain({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
