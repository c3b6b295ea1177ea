'use client';
import { useContext, type ReactNode } from 'react';
import { sharedContext } from '@/components/api/page-state';
import type { VersionLink } from '@/lib/api/content';
import type { BlogPageParts, DocItemParts, DocsIndexPageFacts, MdxPageParts } from '@/lib/api/plugins';
import type { SiteConfig } from '@/lib/api/config';
import type { PropSidebarItem } from '../shared/prop-sidebar';

/** A docs page in a docs frame the site draws (./DocRootHost.tsx): the page, its sidebar's name and its version's sidebars in Docusaurus' shape. */
export interface DocRootFacts {
  page: ReactNode;
  url: string;
  sidebar?: string;
  /** The page's sidebar's JSON, which its lazy entries load from. */
  sidebarUrl: string;
  sidebars: Record<string, PropSidebarItem[]>;
}

/** What a site's wrapper of a layout part finds around it: the engine's part and the page's doc set. */
export interface LayoutPart {
  /** The engine's own part, which `@theme-original/<Name>` renders. */
  original: ReactNode;
  /** The part whose place this is (`TOCCollapsible`): a wrapper of another part finds not its original here (../OriginalPart.tsx). */
  part?: string;
  /** The page's doc set and its version links (the same page in each version). */
  set?: string;
  versionLinks: VersionLink[];
  /** On a doc page the site draws itself: the doc's parts, each the engine's (./doc-item/). */
  doc?: DocItemParts;
  /** Around the footer: the page's footer, in its locale (./footer/Footer.tsx). */
  footer?: SiteConfig['footer'];
  /** In the site's own page frame (its ejected Layout): the engine's parts it places, by name (./FrameParts.tsx). */
  frame?: Record<string, ReactNode>;
  /** Around the navbar: the engine's search box, which its search place shows (./NavbarSearch.tsx). */
  search?: ReactNode;
  /** On a blog page whose posts the site draws: its posts, whether it is a post's own page, the blog's sidebar (./blog/BlogPostsHost.tsx). */
  blog?: BlogPageParts;
  /** On a docs page other than a doc's the site draws whole: what it is about (./DocsPagesHost.tsx). */
  docsPage?: DocsIndexPageFacts;
  /** On a Markdown page the site draws whole: its body and facts (./MdxPageHost.tsx). */
  mdxPage?: MdxPageParts;
  /** On a docs page whose docs frame the site draws (./DocRootHost.tsx). */
  docRoot?: DocRootFacts;
}

/**
 * One context for the engine's copy of this module and the site components' bundle's (esbuild
 * bundles the shims, plugins/docusaurus/site-components/bundle.ts): kept on globalThis under one key.
 */
const KEY = 'docs-engine.layout-part';
const Context = sharedContext<LayoutPart | undefined>(KEY, undefined);

export function LayoutPartProvider({ children, ...part }: LayoutPart & { children: ReactNode }) {
  return <Context.Provider value={part}>{children}</Context.Provider>;
}

export function useLayoutPart(): LayoutPart | undefined {
  return useContext(Context);
}
