'use client';
/**
 * The version banner's place where the site swizzled `DocVersionBanner` (../site-components/theme-parts.ts):
 * on a category's generated page, the site's component, as DocCategoryGeneratedIndexPage renders it, its
 * `@theme-original/DocVersionBanner` theme-classic's banner of the engine's facts (./doc-item/DocItemParts.tsx);
 * on a doc page, theme-classic's banner alone, around which the doc's item (the installed theme's layout,
 * ../site-components/doc-item.ts) renders the site's.
 */
import SiteBanner from '@theme/DocVersionBanner';
import DocVersionBannerPart from './DocVersionBannerPart';
import { BannerFactsContext, type BannerFacts } from './banner-facts';

export default function DocVersionBannerHost({ category, ...facts }: BannerFacts & { category?: boolean }) {
  if (!category) return <DocVersionBannerPart {...facts} />;
  return (
    <BannerFactsContext.Provider value={facts}>
      <SiteBanner />
    </BannerFactsContext.Provider>
  );
}
