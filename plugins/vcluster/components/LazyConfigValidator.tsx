'use client';
import { lazy, Suspense, type ComponentProps } from 'react';

// (React's lazy, not next/dynamic: that one brings its loader's code to every page.)
const ConfigValidator = lazy(() => import('./ConfigValidator').then((m) => ({ default: m.ConfigValidator })));

/**
 * The validator's form as a chunk of its own: every doc page is one route, whose client components
 * all load on each page, so the validator is reached through this import and loads only on the
 * pages that show it (the static HTML has it in full either way).
 */
export function LazyConfigValidator(props: ComponentProps<typeof ConfigValidator>) {
  return (
    <Suspense fallback={<p className="config-validator-loading">Loading the validator…</p>}>
      <ConfigValidator {...props} />
    </Suspense>
  );
}
