import type { ReactNode } from 'react';

/**
 * A Markdown module as a plugin page gets it (Docusaurus' mdx-loader exports), but for its default
 * export: the server renders the content (components/pages/markdown-module.tsx), and the browser
 * side makes the module a component that renders it (plugins/docusaurus/components/PluginRoute.tsx).
 */
export interface MarkdownModuleValue {
  /** The file, relative to the content folder. */
  __markdownModule: string;
  content: ReactNode;
  frontMatter: Record<string, unknown>;
  /** Docusaurus' TOC items: the heading's HTML, its id and level. */
  toc: { value: string; id: string; level: number }[];
  contentTitle?: string;
  assets: Record<string, unknown>;
  metadata?: unknown;
}

export const isMarkdownModuleValue = (v: unknown): v is MarkdownModuleValue =>
  typeof v === 'object' && v !== null && typeof (v as { __markdownModule?: unknown }).__markdownModule === 'string';
