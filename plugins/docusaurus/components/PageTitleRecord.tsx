'use client';
import { useContext, useState, type ReactNode } from 'react';
import { siteContext } from './site-context';
import { TitleRecord, titleRecord, type TitleRecordValue } from './head-titles';

/** The site's title where nothing on the page wrote one (rendered after the page, so it knows). */
function SiteTitleFallback({ record }: { record: TitleRecordValue }) {
  return record.has('title') ? null : <title>{siteContext.title}</title>;
}

/**
 * A page the theme layer draws whole, whose head is its own (the engine writes no title for it): its
 * title is the last one a Head on it wrote, else the site's, as Docusaurus' SiteMetadataDefaults
 * writes it under every page.
 */
export function PageTitleRecord({ children }: { children: ReactNode }) {
  const parent = useContext(TitleRecord);
  const [record] = useState(() => titleRecord(parent));
  return (
    <TitleRecord.Provider value={record}>
      {children}
      <SiteTitleFallback record={record} />
    </TitleRecord.Provider>
  );
}
