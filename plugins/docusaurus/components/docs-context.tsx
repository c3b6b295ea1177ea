'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { DocsClientData } from '@/lib/api/content';

/**
 * The page's docs plugin, version and doc for `@docusaurus/plugin-content-docs/client` (./docs-client.ts).
 * One context for the engine's copy of this module and the site components' bundle's (esbuild
 * bundles the shims, plugins/docusaurus/site-components/bundle.ts): kept on globalThis under one key.
 */
const KEY = Symbol.for('docs-engine.docs-context');
const holder = globalThis as { [KEY]?: ReturnType<typeof createContext<DocsClientData | undefined>> };
const Context = (holder[KEY] ??= createContext<DocsClientData | undefined>(undefined));

export function DocsContextProvider({ data, children }: { data: DocsClientData | undefined; children: ReactNode }) {
  return <Context.Provider value={data}>{children}</Context.Provider>;
}

export function useDocsContext(): DocsClientData | undefined {
  return useContext(Context);
}
