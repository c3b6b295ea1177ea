'use client';
import type { ReactNode } from 'react';
import { FrameSlotsProvider } from '@/components/api/doc';
import { useLayoutPart } from '../layout-part';
import { EngineFrameProvider } from './engine-frame';
import DocItemContent from '@theme/DocItem/Content';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';

/**
 * `@theme/DocItem/Layout`: the engine's doc frame, each of its places filled by the module
 * Docusaurus' layout renders there — the engine's part (./DocItemParts.tsx), or the site's swizzle of it.
 */
export default function DocItemLayout({ children }: { children?: ReactNode }) {
  const part = useLayoutPart();
  const slots = {
    banner: <DocVersionBanner />,
    breadcrumbs: <DocBreadcrumbs />,
    header: <DocVersionBadge />,
    tocMobile: <DocItemTOCMobile />,
    tocDesktop: <DocItemTOCDesktop />,
    content: <DocItemContent>{children}</DocItemContent>,
    footer: <DocItemFooter />,
    paginator: <DocItemPaginator />,
  };
  return (
    <EngineFrameProvider value={true}>
      <FrameSlotsProvider slots={slots}>{part?.original}</FrameSlotsProvider>
    </EngineFrameProvider>
  );
}
