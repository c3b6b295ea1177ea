'use client';
import { useContext, useState, type ReactNode } from 'react';
import { siteContext } from './site-context';
import { useLayoutPart } from './layout-part';
import { TitleRecord, titleRecord, type TitleRecordValue } from './head-titles';
import { HeadDepth } from './head-depth';
import { HEAD_DEPTH_ATTRIBUTE } from '../shared/head-depth';
import LayoutProvider from './LayoutProvider';
import { InPageFrame } from '@/components/api/frame';

/**
 * The Layout's own title, unless a Head inside wrote one (rendered after the page, so it knows). A page
 * the theme draws whole around the Layout (`outer`) learns that it wrote one: ./PageTitleRecord.tsx.
 */
function DefaultTitle({ title, outer, own, mark }: { title: string; outer: TitleRecordValue | null; own: boolean; mark: Record<string, number> }) {
  const record = useContext(TitleRecord);
  // (The site's title, SiteMetadataDefaults', the shallowest: not where a PageMetadata beside the Layout,
  // rendered before it, wrote one. Its og:title stays: helmet keeps it where no deeper Head writes one.)
  const beside = !own && outer?.has('title') === true;
  const og = <meta property="og:title" content={title} {...mark} />;
  if (beside || record?.has('title')) return og;
  outer?.add('title');
  return (
    <>
      <title {...mark}>{title}</title>
      {og}
    </>
  );
}

/**
 * `@theme/Layout`: the page is already inside the site's shell (navbar, main, footer: the page route
 * renders it), so this is the page's wrapper and head: its title (after the children, so that a
 * <Head> title inside wins, as in Docusaurus), description and `noFooter`. On a page of the blog
 * or a Markdown page the engine titles (a site's blog layout, post page or MDXPage), the page's title is the engine's: the
 * site's title, Docusaurus' default here, which the blog's page metadata replaces, is not written (so too in a
 * docs frame the site draws, whose DocsRoot renders a Layout around a doc the engine titles);
 * nor is its title where a Head inside wrote one, which wins under Docusaurus (./head-titles.ts).
 */
export default function Layout(props: { children?: ReactNode; title?: string; description?: string; noFooter?: boolean; wrapperClassName?: string }) {
  const { children, title, description, noFooter, wrapperClassName } = props;
  const part = useLayoutPart();
  const engineTitled = part?.blog !== undefined || part?.mdxPage !== undefined || part?.docRoot !== undefined;
  const parent = useContext(TitleRecord);
  const [record] = useState(() => titleRecord(parent));
  const pageTitle = title ? `${title} ${siteContext.titleDelimiter} ${siteContext.title}` : siteContext.title;
  // (Its PageMetadata's tags at its depth, the Heads inside it deeper; the site's title without one of
  // its own is SiteMetadataDefaults', the shallowest: ./head-depth.ts.)
  const depth = useContext(HeadDepth);
  const mark = { [HEAD_DEPTH_ATTRIBUTE]: depth };
  const titleMark = { [HEAD_DEPTH_ATTRIBUTE]: title ? depth : 0 };
  return (
    <TitleRecord.Provider value={record}>
      {/* (Inside its provider, as theme-classic's Layout: the route's plugin on <html>.) */}
      <LayoutProvider>
        <HeadDepth.Provider value={depth + 1}>
          {/* (The shell's wrapper between navbar and footer is the main wrapper, `main-wrapper`, as theme-classic's: ../theme-classes.ts.
              Where the shell leaves the frame to the page, the frame is here, around the Layout's content, as theme-classic's Layout draws it.) */}
          <InPageFrame>{wrapperClassName ? <div className={wrapperClassName}>{children}</div> : children}</InPageFrame>
        </HeadDepth.Provider>
      </LayoutProvider>
      {/* (PageMetadata's: a title given to the Layout is the page's Open Graph title too; else SiteMetadataDefaults' site title.) */}
      {title || !engineTitled ? <DefaultTitle title={pageTitle} outer={parent} own={Boolean(title)} mark={titleMark} /> : null}
      {description ? <meta name="description" content={description} {...mark} /> : null}
      {description ? <meta property="og:description" content={description} {...mark} /> : null}
      {/* The footer is the shell's: a marker its stylesheet hides it by (app/styles/pages.css). */}
      {noFooter ? <span data-no-footer="" hidden /> : null}
    </TitleRecord.Provider>
  );
}
