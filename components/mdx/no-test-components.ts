/**
 * The `docs-test-components` module of every build but the test build: no components. A test build
 * (DOCS_EXTRA_CONTENT with a `_components/index.ts`) gets that file instead (next.config.ts, and
 * lib/content/test-fixtures.ts for the checker), so test fixtures never reach a production bundle.
 */
import type { ComponentType } from 'react';

export const testComponents: Record<string, ComponentType> = {};
