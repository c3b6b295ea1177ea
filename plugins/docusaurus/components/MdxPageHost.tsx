'use client';
/**
 * A Markdown page of the pages folder drawn whole as the pages plugin's route draws it: its
 * `mdxPageComponent` (`@theme/MDXPage`, the site's or the installed theme's: ../site-components/mdx-page.ts)
 * handed the page's content, a component with the page's metadata, front matter, assets and TOC on it.
 */
import { useMemo, type ComponentType } from 'react';
import type { MdxPageParts } from '@/lib/api/plugins';
import { useLayoutPart } from './layout-part';
import { tocItem } from './docs-client';
import { PageTitleRecord } from './PageTitleRecord';

/** The page's content as plugin-content-pages hands it: its module's default export, with its data on it. */
function mdxPageContent({ body, meta }: MdxPageParts) {
  const Content = () => <>{body}</>;
  return Object.assign(Content, {
    metadata: {
      type: 'mdx',
      permalink: meta.url,
      source: '',
      title: meta.title,
      description: meta.description,
      frontMatter: meta.frontMatter,
      unlisted: meta.unlisted,
      ...(meta.editUrl ? { editUrl: meta.editUrl } : {}),
      // (Docusaurus 3 gives milliseconds.)
      ...(meta.lastUpdatedAt ? { lastUpdatedAt: meta.lastUpdatedAt * 1000 } : {}),
      ...(meta.lastUpdatedBy ? { lastUpdatedBy: meta.lastUpdatedBy } : {}),
    },
    frontMatter: meta.frontMatter,
    assets: meta.image ? { image: meta.image } : {},
    toc: meta.toc.map(tocItem),
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function mdxPageHost(Page: ComponentType<{ content: ComponentType<any> }>) {
  return function MdxPageHost() {
    const parts = useLayoutPart()?.mdxPage;
    // (One content component per page: a new one on each render would remount the page's content.)
    const content = useMemo(() => parts && mdxPageContent(parts), [parts]);
    // (Its head is its own, as MDXPage writes it: the site's title where the page writes none.)
    return content ? (
      <PageTitleRecord>
        <Page content={content} />
      </PageTitleRecord>
    ) : null;
  };
}
