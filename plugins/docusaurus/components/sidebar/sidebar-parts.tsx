'use client';
import { createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { sharedContext } from '@/components/api/page-state';
import type { SidebarClassNames } from '@/lib/api/shared';

/**
 * What the engine's sidebar entries find around them: the site's own entry components by part
 * name (`DocSidebarItem/Category` …; plugins/docusaurus/site-components/theme-parts.ts), which they render in
 * place of their own, the URL of the version's sidebar JSON, which lazy entries load from, and the
 * classes of their labels.
 * One context for the engine's copy of this module and the site components' bundle's (kept on globalThis).
 */
export interface SidebarParts {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  parts: Partial<Record<string, ComponentType<any>>>;
  sidebarUrl: string;
  /** The classes of the entries' label spans, where the site's theme draws them (3.9 on: ./SidebarLabel.tsx). */
  labels?: Pick<SidebarClassNames, 'linkLabel' | 'categoryLabel' | 'categoryLabelLead'>;
}

const KEY = 'docs-engine.sidebar-parts';
const Context = sharedContext<SidebarParts>(KEY, { parts: {}, sidebarUrl: '' });

export function SidebarPartsProvider({ value, children }: { value: SidebarParts; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useSidebarParts = () => useContext(Context);

/**
 * The site's component for `part` where it has one, else the engine's, given `props`. (Without
 * `engine`, the part must be there: DocSidebarItems always is, the list the sidebar starts from.
 * An entry that renders a list takes it from here, so the engine's modules import no cycle.)
 */
export function SidebarPart<P extends object>({ part, engine, props }: { part: string; engine?: ComponentType<P>; props: P }) {
  const component = (useContext(Context).parts[part] as ComponentType<P> | undefined) ?? engine;
  return component ? createElement(component, props) : null;
}
