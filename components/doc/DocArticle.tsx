import type { DocPage } from '@/lib/content/routes';
import type { VersionRecord } from '@/lib/content/types';
import type { LoadedSite } from '@/lib/content/store';
import { Breadcrumbs, DocMeta, Pagination, VersionBadge, VersionBanner } from './DocParts';
import { PageActions } from './PageActions';
import { SearchMeta, searchAttributes } from './SearchMeta';
import { markdownPath } from '@/lib/output/markdown-path';
import { siteBase } from '@/lib/shared/site-paths';
import { isPublished } from '@/lib/content/published';
import { ArticleFrame } from './ArticleFrame';
import { WrappedPart } from '@/components/layout/WrappedPart';
import { pageArticle } from './page-article';
import { BlogTags } from '@/components/blog/BlogTags';
import { docTags } from '@/lib/content/doc-tags';
import { themed, type ThemeClassNames } from '@/lib/shared/theme-classes';

export async function DocArticle({ site, page, version, theme }: { site: LoadedSite; page: DocPage; version: VersionRecord; theme?: ThemeClassNames }) {
  const { toc, hasTitle, body } = await pageArticle(site, page.doc, version);
  const fm = page.doc.frontmatter;
  return (
    <WrappedPart part="DocItem/Layout" page={{ set: page.set.id, versionLinks: page.versionLinks }}>
      <ArticleFrame
        layout="doc-layout"
        column="doc-column"
        toc={toc}
        theme={theme}
        showToc={!fm.hide_table_of_contents && toc.length > 0}
        before={
          <>
            <VersionBanner page={page} />
            <Breadcrumbs page={page} theme={theme} />
            <div className="doc-header-row">
              <VersionBadge page={page} />
              <PageActions markdownUrl={markdownPath(page.url, siteBase(site.config))} />
            </div>
          </>
        }
        article={{ className: themed(theme, 'markdown doc-markdown'), ...searchAttributes(isPublished(page.doc)) }}
        after={
          <>
            {/* Its tags, each linking to the tag's page (lib/content/doc-tags.ts), as Docusaurus' doc footer lists them. */}
            <BlogTags tags={docTags(page.doc, version)} />
            <DocMeta editUrl={page.editUrl} lastUpdated={page.doc.lastUpdated} />
            <Pagination prev={page.prev} next={page.next} theme={theme} />
          </>
        }
      >
        <SearchMeta page={page} />
        {hasTitle || fm.hide_title ? null : <h1>{page.title}</h1>}
        {body}
      </ArticleFrame>
    </WrappedPart>
  );
}
