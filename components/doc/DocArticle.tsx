import type { ReactNode } from 'react';
import { places, themeLayer } from 'docs-site-components';
import type { DocPage } from '@/lib/content/routes';
import type { VersionRecord } from '@/lib/content/types';
import type { LoadedSite } from '@/lib/content/store';
import type { DocItemMeta, DocItemParts } from '@/lib/plugins/types';
import { Breadcrumbs, DocMeta, Pagination, VersionBadge, VersionBanner } from './DocParts';
import { PageActions } from './PageActions';
import { SearchMeta, searchAttributes } from './SearchMeta';
import { exportsMarkdown, markdownPath } from '@/lib/output/markdown-path';
import { siteBase } from '@/lib/shared/site-paths';
import { isPublished } from '@/lib/content/published';
import { ArticleFrame } from './ArticleFrame';
import { FrameSlot } from './FrameSlot';
import { Toc } from './Toc';
import { tocClasses } from './toc-classes';
import { pageArticle } from './page-article';
import { BlogTags } from '@/components/blog/BlogTags';
import { docTags } from '@/lib/content/doc-tags';
import { partClass, themed, type ThemeClassNames } from '@/lib/shared/theme-classes';
import { WrappedPart } from '@/components/layout/WrappedPart';

export async function DocArticle({ site, page, version, theme }: { site: LoadedSite; page: DocPage; version: VersionRecord; theme?: ThemeClassNames }) {
  const { toc, hasTitle, body } = await pageArticle(site, page.doc, version, undefined, theme, 'doc-article-body');
  const fm = page.doc.frontmatter;
  const showToc = !fm.hide_table_of_contents && toc.length > 0;
  const tocClassNames = tocClasses(theme);
  const tags = docTags(page.doc, version);
  const banner = <VersionBanner page={page} />;
  const breadcrumbs = <Breadcrumbs page={page} theme={theme} />;
  const actions = exportsMarkdown(site.config) ? <PageActions markdownUrl={markdownPath(page.url, siteBase(site.config))} /> : null;
  // (None where it would be empty: a theme layer's rules for the article's first child then find the next.)
  const header =
    page.version.badge || actions ? (
      <div className="doc-header-row">
        <VersionBadge page={page} theme={theme} />
        {actions}
      </div>
    ) : null;
  const searchMeta = <SearchMeta page={page} />;
  // (In a `<header>` where the layer's theme draws it so: ThemeClassNames.docTitleHeader.)
  const heading = hasTitle || fm.hide_title ? null : <h1>{page.title}</h1>;
  const title = heading && theme?.docTitleHeader ? <header>{heading}</header> : heading;
  // Its tags, each linking to the tag's page (lib/content/doc-tags.ts), as Docusaurus' doc footer lists them.
  const tagList = <BlogTags tags={tags} />;
  const docMetaRow = <DocMeta editUrl={page.editUrl} lastUpdated={page.doc.lastUpdated} lastUpdateAuthor={page.doc.lastUpdateAuthor} theme={theme} />;
  // (A theme layer's footer, where it draws one, takes them all.)
  const footerProps = {
    tags: tags.map((t) => ({ label: t.label, permalink: t.url, ...(t.description ? { description: t.description } : {}) })),
    editUrl: page.editUrl,
    lastUpdatedAt: page.doc.lastUpdated ? page.doc.lastUpdated * 1000 : undefined,
    lastUpdatedBy: page.doc.lastUpdateAuthor,
  };
  const docFooter = (
    <WrappedPart place="doc-footer" props={footerProps} layerOriginal>
      {tagList}
      {docMetaRow}
    </WrappedPart>
  );
  const paginator = <Pagination prev={page.prev} next={page.next} label={page.navLabels?.paginator} theme={theme} docPage />;
  const article = { className: themed(theme, 'article-prose doc-markdown'), ...searchAttributes(isPublished(page.doc)) };
  // (`layout`: the box's classes; a theme layer's own, its container's, unless a doc item of the site's stands in that container.)
  const frame = (
    slots: { toc?: ReactNode; article?: ReactNode; before: ReactNode; after: ReactNode },
    children?: ReactNode,
    layout = themed(theme, 'doc-layout'),
  ) => (
    <ArticleFrame
      layout={layout}
      column="doc-column"
      container={partClass(theme, 'doc-container', '')}
      toc={toc}
      theme={theme}
      showToc={showToc}
      tocHidden={Boolean(fm.hide_table_of_contents)}
      before={slots.before}
      tocNode={slots.toc}
      articleNode={slots.article}
      article={article}
      after={slots.after}
    >
      {children}
    </ArticleFrame>
  );
  // A site that draws its doc pages itself (a theme layer's in the `doc-item` place) gets the parts and the
  // engine's frame with a place for each; the rest get the frame with the parts in it.
  const DocItem = places['doc-item'];
  const { LayoutPartProvider } = themeLayer;
  if (DocItem && LayoutPartProvider) {
    const parts: DocItemParts = {
      body,
      banner,
      breadcrumbs,
      header,
      // (The title first: a site's `.markdown h1:first-child`, as under Docusaurus; the hidden facts after it.)
      head: (
        <>
          {title}
          {searchMeta}
        </>
      ),
      tocMobile: showToc ? <Toc entries={toc} classes={tocClassNames} only="mobile" /> : null,
      tocDesktop: showToc ? <Toc entries={toc} classes={tocClassNames} only="desktop" /> : null,
      footer: docFooter,
      paginator,
      article,
      meta: docMeta(page, toc, tags, hasTitle),
    };
    const slot = (...names: string[]) => names.map((name) => <FrameSlot key={name} name={name} />);
    const slotted = frame(
      {
        before: slot('banner', 'breadcrumbs', 'header'),
        toc: slot('tocMobile', 'tocDesktop'),
        article: slot('content'),
        after: slot('footer', 'paginator'),
      },
      undefined,
      'doc-layout',
    );
    return (
      <LayoutPartProvider original={slotted} doc={parts} set={page.set.id} versionLinks={page.versionLinks}>
        <DocItem />
      </LayoutPartProvider>
    );
  }
  return frame(
    {
      before: (
        <>
          {banner}
          {breadcrumbs}
          {header}
        </>
      ),
      after: (
        <>
          {docFooter}
          {paginator}
        </>
      ),
    },
    // (The title first: a site's `.markdown h1:first-child` is the page's title, as under Docusaurus; the hidden facts, which the search index reads anywhere, last.)
    <>
      {title}
      {body}
      {searchMeta}
    </>,
  );
}

/** What the doc's parts show, as data, for a site's parts that draw them from it. */
function docMeta(page: DocPage, toc: { id: string; text: string; level: number }[], tags: { label: string; url: string }[], hasTitle: boolean): DocItemMeta {
  const crumbs = page.sidebarId && page.set.breadcrumbs !== false;
  return {
    toc: toc.map(({ id, text, level }) => ({ id, text, level })),
    ...(hasTitle ? { contentTitle: page.title } : {}),
    ...(page.editUrl ? { editUrl: page.editUrl } : {}),
    ...(page.doc.lastUpdated ? { lastUpdated: page.doc.lastUpdated } : {}),
    ...(page.doc.lastUpdateAuthor ? { lastUpdateAuthor: page.doc.lastUpdateAuthor } : {}),
    tags: tags.map((t) => ({ label: t.label, href: t.url })),
    ...(page.prev ? { previous: page.prev } : {}),
    ...(page.next ? { next: page.next } : {}),
    ...(crumbs ? { breadcrumbs: [...page.breadcrumbs, { label: page.crumb ?? page.doc.sidebarLabel ?? page.title, href: page.url }] } : {}),
    ...(page.doc.pluginFacts ? { pluginFacts: page.doc.pluginFacts } : {}),
  };
}
