'use client';

/**
 * Test-only (registered only in builds with DOCS_EXTRA_CONTENT): throws in the browser while the
 * URL carries ?crash, so the e2e tests can check the crash boundary and its "Try again".
 */
export function TestCrash() {
  if (typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('crash')) {
    throw new Error('The test fixture component failed to render');
  }
  return <p className="test-crash-recovered">The component rendered.</p>;
}
