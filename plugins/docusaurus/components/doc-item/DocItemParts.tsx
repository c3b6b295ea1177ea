'use client';
import type { HTMLAttributes, ReactNode } from 'react';
import type { DocItemParts } from '@/lib/api/plugins';
import { useLayoutPart } from '../layout-part';
import { useInEngineFrame } from './engine-frame';
import { useBannerFacts } from '../banner-facts';
import DocVersionBannerPart from '../DocVersionBannerPart';

/**
 * The parts of a doc page as Docusaurus' modules name them (`@theme/DocItem/Footer`, …), each the
 * engine's own, drawn with the page (lib/plugins/types.ts DocItemParts): a layout of the site's
 * or a plugin's arranges them.
 */
function usePart(name: Exclude<keyof DocItemParts, 'article' | 'meta' | 'body'>): ReactNode {
  return useLayoutPart()?.doc?.[name] ?? null;
}

/** `@theme/DocItem/Content`: the title the content lacks, then the content, in the engine's article. */
export function DocItemContent({ children }: { children?: ReactNode }) {
  const doc = useLayoutPart()?.doc;
  const inFrame = useInEngineFrame();
  if (!doc) return <>{children}</>;
  const attributes = doc.article as HTMLAttributes<HTMLElement>;
  const content = (
    <>
      {doc.head}
      {children}
    </>
  );
  // (Docusaurus' content is a <div> inside the layout's <article>; the engine's frame has none.)
  return inFrame ? <article {...attributes}>{content}</article> : <div {...attributes}>{content}</div>;
}

export const DocItemFooter = () => <>{usePart('footer')}</>;
export const DocItemPaginator = () => <>{usePart('paginator')}</>;
export const DocItemTOCMobile = () => <>{usePart('tocMobile')}</>;
export const DocItemTOCDesktop = () => <>{usePart('tocDesktop')}</>;
export const DocBreadcrumbs = () => <>{usePart('breadcrumbs')}</>;
/** The version badge, with the page's actions beside it. */
export const DocVersionBadge = () => <>{usePart('header')}</>;
/** `@theme/DocVersionBanner`: the doc's banner; on a category's page, where a site's banner wraps it, theme-classic's of the engine's facts (../DocVersionBannerHost.tsx). */
export function DocVersionBanner() {
  const part = usePart('banner');
  const facts = useBannerFacts();
  return <>{part ?? (facts ? <DocVersionBannerPart {...facts} /> : null)}</>;
}
/** `@theme/DocItem/Metadata`: the page's title, description and image are already in its head. */
export const DocItemMetadata = () => null;
