import { createContext } from 'react';

/**
 * How deep a `@docusaurus/Head` is among the heads of the page, written on each tag it writes (../shared/head-depth.ts): under
 * Docusaurus, react-helmet keeps the deepest Head's tag of each kind (the page's own over its
 * Layout's PageMetadata, that over SiteMetadata), and the export drops the others (../helmet-head.ts).
 * The engine's own metadata of the page (SiteMetadata's) is unmarked: depth 0. A Layout's tags are
 * at its depth, the Heads inside it one deeper.
 */
export const HeadDepth = createContext(1);
