'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { CardDoc } from '@/lib/api/content';
import type { PropSidebarItem } from '@/plugins/docusaurus/shared/prop-sidebar';

/** What the docs hooks a card list calls read (./docs-client.ts useCurrentSidebarCategory, useDocById): the page's category, or its sidebar's top, and their docs. */
export interface CardListValue {
  category?: Extract<PropSidebarItem, { type: 'category' }>;
  sidebar: PropSidebarItem[];
  docs: Record<string, CardDoc>;
}

// One context for the engine's copy of this module and the site components' bundle's (kept on globalThis).
const KEY = Symbol.for('docs-engine.card-list');
const holder = globalThis as { [KEY]?: ReturnType<typeof createContext<CardListValue | undefined>> };
const Context = (holder[KEY] ??= createContext<CardListValue | undefined>(undefined));

export function CardListProvider({ value, children }: { value: CardListValue; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useCardList(): CardListValue | undefined {
  return useContext(Context);
}
