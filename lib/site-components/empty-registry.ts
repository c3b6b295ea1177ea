/**
 * The site-components registry of a site that has none of its own. next.config.ts aliases
 * `docs-site-components` to the generated registry when lib/site-components/bundle.ts wrote one;
 * tsconfig paths point here so that type checks and unit tests resolve the name too.
 */
import type { ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const siteComponents: Record<string, ComponentType<any>> = {};
