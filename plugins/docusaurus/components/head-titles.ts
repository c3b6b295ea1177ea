import { createContext } from 'react';

/**
 * What a `@theme/Layout` learns of the `@docusaurus/Head` titles inside it: under Docusaurus the
 * deepest title wins (react-helmet), so a Layout whose page wrote one writes no default title of its
 * own (./Layout.tsx, ./Head.tsx). Set as the page renders: the page's Heads render before the
 * Layout's title, which follows them.
 */
export const TitleRecord = createContext<{ written: boolean } | null>(null);
