'use client';
/**
 * A page's card list as theme-classic draws it: the place the engine gives a theme layer's list
 * (components/mdx/DocCardListPlace.tsx), handed what the page wrote and the facts the list is drawn
 * from. `@theme/DocCardList` is the site's where it swizzled one, else the installed theme's, else the
 * room's port (./DocCardList.tsx); its hooks (useCurrentSidebarCategory, useCurrentSidebarSiblings,
 * useDocById) read the facts. On a category's generated page (`categoryItems`) it is handed the
 * category's entries and sits in an article, as DocCategoryGeneratedIndexPage places it.
 */
import { useMemo, type ReactNode } from 'react';
import DocCardList from '@theme/DocCardList';
import type { CardListFacts } from '@/lib/api/content';
import { propSidebar } from '../shared/prop-sidebar';
import { CardListProvider, type CardListValue } from './card-list-context';
import { useLocation } from './router';

interface Props {
  facts: CardListFacts;
  categoryItems?: boolean;
  items?: unknown[];
  className?: string;
  children?: ReactNode;
}

/** What a card list's hooks read (./card-list-context.tsx), from the facts the page's list is drawn from. */
export function useCardListValue(facts: CardListFacts): CardListValue {
  const { pathname } = useLocation();
  return useMemo((): CardListValue => {
    // (Every entry whole: a card counts a category's entries and finds its first link.)
    const [category] = facts.category ? propSidebar([facts.category], pathname, { lazy: false }) : [];
    return {
      ...(category?.type === 'category' ? { category } : {}),
      sidebar: facts.sidebar ? propSidebar(facts.sidebar, pathname, { lazy: false }) : [],
      docs: facts.docs,
    };
  }, [facts, pathname]);
}

export default function DocCardListPart({ facts, categoryItems, ...props }: Props) {
  const value = useCardListValue(facts);
  if (categoryItems)
    return (
      <CardListProvider value={value}>
        <article className="margin-top--lg">
          <DocCardList items={value.category?.items ?? []} />
        </article>
      </CardListProvider>
    );
  return (
    <CardListProvider value={value}>
      <DocCardList {...(props as { items?: unknown[] })} />
    </CardListProvider>
  );
}
