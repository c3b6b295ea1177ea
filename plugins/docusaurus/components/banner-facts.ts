'use client';
import { createContext, useContext } from 'react';

/** What the engine knows of a docs version's banner (components/doc/DocParts.tsx VersionBanner): none where the version has none. */
export interface BannerFacts {
  kind?: 'unreleased' | 'unmaintained';
  versionLabel?: string;
  /** The latest version's label, and the page there (its main doc where it lacks the page), the base URL in it. */
  latest?: { label: string; href: string };
}

// (One context for every bundle that carries this module, as ./docs-context.tsx keeps its own.)
const KEY = Symbol.for('docs-engine.docusaurus.banner-facts');
const holder = globalThis as { [KEY]?: ReturnType<typeof createContext<BannerFacts | undefined>> };
export const BannerFactsContext = (holder[KEY] ??= createContext<BannerFacts | undefined>(undefined));

/** The banner's facts where a place of the engine's frame draws a site's banner (./DocVersionBannerHost.tsx). */
export const useBannerFacts = () => useContext(BannerFactsContext);
