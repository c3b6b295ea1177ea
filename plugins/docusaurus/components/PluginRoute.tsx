'use client';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { isMarkdownModuleValue, type MarkdownModuleValue } from '@/lib/api/shared';

type Module = (() => ReactNode) & Omit<MarkdownModuleValue, 'content' | '__markdownModule'>;

/**
 * A Markdown module as Docusaurus' ComponentCreator hands it to a route's component: its default
 * export (a component rendering the content) with the module's other exports set on it.
 */
function asModule({ content, __markdownModule, ...exports }: MarkdownModuleValue): Module {
  const MDXContent = () => content;
  MDXContent.displayName = `MDXContent(${__markdownModule})`;
  return Object.assign(MDXContent, exports);
}

function withModules(value: unknown): unknown {
  if (isMarkdownModuleValue(value)) return asModule(value);
  if (Array.isArray(value)) return value.map(withModules);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withModules(v)]));
  return value;
}

/**
 * A plugin's route whose modules include Markdown (components/pages/markdown-module.tsx): the
 * route's component rendered with each such module made a component here, where functions live.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function PluginRoute({ Page, props }: { Page: ComponentType<any>; props: Record<string, unknown> }) {
  const resolved = useMemo(() => withModules(props) as Record<string, unknown>, [props]);
  return <Page {...resolved} />;
}
