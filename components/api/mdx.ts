/**
 * The core's public surface for plugins' components: the native theme's MDX components a plugin's
 * components render or wrap. Client-safe: a plugin's browser code imports it.
 * A room (plugins/…) imports the core only through such entry modules (scripts/lib/rooms.ts).
 */
export { Admonition, AdmonitionTitle } from '../mdx/Admonition';
export { CodeFrame } from '../mdx/CodeBlock';
export { Details, Heading } from '../mdx/Details';
export { default as Head } from '../mdx/Head';
export type { TabItemProps } from '../mdx/Tabs';
// The engine's icons (an empty element the stylesheet draws), for a theme layer's own parts.
export { Icon } from '../layout/Icon';
// A page's headings nested by level, as a table of contents lists them.
export { tocTree, type TocNode } from '../../lib/mdx/toc-tree';
