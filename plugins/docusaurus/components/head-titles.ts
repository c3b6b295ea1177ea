import { createContext } from 'react';

/**
 * What a `@theme/Layout` learns of the `@docusaurus/Head` titles inside it: under Docusaurus the
 * deepest title wins (react-helmet), so a Layout whose page wrote one writes no default title of its
 * own (./Layout.tsx, ./Head.tsx): the titles written, added as the page renders (the page's Heads
 * render before the Layout's title, which follows them).
 */
export const TitleRecord = createContext<Set<string> | null>(null);
