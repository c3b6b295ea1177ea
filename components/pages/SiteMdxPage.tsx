import type { ReactNode } from 'react';
import type { MdxPageParts } from '@/lib/api/plugins';
import type { MdxPageRecord } from '@/lib/pages/types';
import { hasLayerPart, LayerPage } from '@/components/layout/WrappedPart';

/** Whether the site draws its Markdown pages whole (a theme layer's in the `mdx-page` place). */
export const drawsMdxPages = (): boolean => hasLayerPart('mdx-page');

/** A Markdown page's facts as the site's page reads them. */
export function mdxPageMeta(page: MdxPageRecord, toc: { id: string; text: string; level: number }[]): MdxPageParts['meta'] {
  return {
    url: page.url,
    title: page.title,
    description: page.description,
    frontMatter: page.doc.frontmatter as Record<string, unknown>,
    toc: toc.map(({ id, text, level }) => ({ id, text, level })),
    unlisted: Boolean(page.doc.unlisted),
    ...(page.editUrl ? { editUrl: page.editUrl } : {}),
    ...(page.lastUpdate?.at ? { lastUpdatedAt: page.lastUpdate.at } : {}),
    ...(page.lastUpdate?.author ? { lastUpdatedBy: page.lastUpdate.author } : {}),
    ...(page.image ? { image: page.image } : {}),
  };
}

/** A Markdown page drawn whole by the site's own page component (a theme layer's in the `mdx-page` place), given its rendered body and its facts. */
export function SiteMdxPage({ body, meta }: { body: ReactNode; meta: MdxPageParts['meta'] }) {
  return <LayerPage place="mdx-page" facts={{ mdxPage: { body, meta } }} />;
}
