'use client';
import { useContext, type ReactNode } from 'react';
import { sharedContext } from '@/components/api/page-state';
import type { CardDoc } from '@/lib/api/content';
import type { PropSidebarItem } from '@/plugins/docusaurus/shared/prop-sidebar';

/** What the docs hooks a card list calls read (./docs-client.ts useCurrentSidebarCategory, useDocById): the page's category, or its sidebar's top, and their docs. */
export interface CardListValue {
  category?: Extract<PropSidebarItem, { type: 'category' }>;
  sidebar: PropSidebarItem[];
  docs: Record<string, CardDoc>;
}

// One context for the engine's copy of this module and the site components' bundle's (kept on globalThis).
const Context = sharedContext<CardListValue | undefined>('docs-engine.card-list', undefined);

export function CardListProvider({ value, children }: { value: CardListValue; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useCardList(): CardListValue | undefined {
  return useContext(Context);
}
