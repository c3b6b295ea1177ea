'use client';
import { useContext, type ReactNode } from 'react';
import { sharedContext } from '@/components/api/page-state';
import type { DocsClientData } from '@/lib/api/content';

/**
 * The page's docs plugin, version and doc for `@docusaurus/plugin-content-docs/client` (./docs-client.ts).
 * One context for the engine's copy of this module and the site components' bundle's (esbuild
 * bundles the shims, plugins/docusaurus/site-components/bundle.ts): kept on globalThis under one key.
 */
const Context = sharedContext<DocsClientData | undefined>('docs-engine.docs-context', undefined);

export function DocsContextProvider({ data, children }: { data: DocsClientData | undefined; children: ReactNode }) {
  return <Context.Provider value={data}>{children}</Context.Provider>;
}

export function useDocsContext(): DocsClientData | undefined {
  return useContext(Context);
}
