import { createContext } from 'react';

/** The kinds of head tags written so far inside a provider ('title'). */
export interface TitleRecordValue {
  add(kind: string): void;
  has(kind: string): boolean;
}

/**
 * What a `@theme/Layout`, or a page the theme draws whole, learns of the `@docusaurus/Head` titles
 * inside it: under Docusaurus the deepest title wins (react-helmet), so a Layout whose page wrote
 * one writes no default title of its own (./Layout.tsx, ./Head.tsx): the titles written, added as
 * the page renders (the page's Heads render before the Layout's title, which follows them).
 */
export const TitleRecord = createContext<TitleRecordValue | null>(null);

/** A record that tells its parent too: a page's record knows of a title written inside any Layout on it. */
export function titleRecord(parent: TitleRecordValue | null): TitleRecordValue {
  const kinds = new Set<string>();
  return {
    add(kind) {
      kinds.add(kind);
      parent?.add(kind);
    },
    has: (kind) => kinds.has(kind),
  };
}
