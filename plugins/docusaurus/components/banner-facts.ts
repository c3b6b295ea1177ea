'use client';
import { useContext } from 'react';
import { sharedContext } from '@/components/api/page-state';

/** What the engine knows of a docs version's banner (components/doc/DocParts.tsx VersionBanner): none where the version has none. */
export interface BannerFacts {
  kind?: 'unreleased' | 'unmaintained';
  versionLabel?: string;
  /** The latest version's label, and the page there (its main doc where it lacks the page), the base URL in it. */
  latest?: { label: string; href: string };
}

// (One context for every bundle that carries this module, as ./docs-context.tsx keeps its own.)
const KEY = 'docs-engine.docusaurus.banner-facts';
export const BannerFactsContext = sharedContext<BannerFacts | undefined>(KEY, undefined);

/** The banner's facts where a place of the engine's frame draws a site's banner (./DocVersionBannerHost.tsx). */
export const useBannerFacts = () => useContext(BannerFactsContext);
