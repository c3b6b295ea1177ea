import type { MdxPageRecord, PagesIndex } from '@/lib/pages/types';
import { searchAttributes, SearchFacts } from '@/components/doc/SearchMeta';
import { isPublished } from '@/lib/content/published';
import { ArticleFrame } from '@/components/doc/ArticleFrame';
import { DocMeta } from '@/components/doc/DocParts';
import { pageArticle } from '@/components/doc/page-article';
import { siteThemeClasses } from '@/components/site';
import { themed } from '@/lib/shared/theme-classes';
import type { LoadedSite } from '@/lib/content/store';
import { sitePageSearchFacts } from '@/lib/content/site-pages-search';
import { drawsMdxPages, mdxPageMeta, SiteMdxPage } from './SiteMdxPage';

/** A Markdown/MDX page, laid out as Docusaurus' MDXPage: the article, with its TOC unless `hide_table_of_contents`, then its edit link and last update where the pages show them. */
export async function MdxPage({ page, pages, site }: { page: MdxPageRecord; pages: PagesIndex; site: LoadedSite }) {
  const { toc, body } = await pageArticle(site, page.doc, pages.container);
  const published = isPublished(page.doc);
  const { index, config } = site;
  const theme = siteThemeClasses(config);
  const facts = published ? <SearchFacts {...sitePageSearchFacts(index, config.title, page.doc)} /> : null;
  // (A site that draws its Markdown pages itself, ./SiteMdxPage.tsx: what it draws is the page's searchable body.)
  if (drawsMdxPages())
    return (
      <div {...searchAttributes(published)}>
        {facts}
        <SiteMdxPage body={body} meta={mdxPageMeta(page, toc)} />
      </div>
    );
  return (
    <ArticleFrame
      theme={theme}
      layout="mdx-page doc-layout"
      extraClass={page.wrapperClassName}
      column="doc-column"
      toc={toc}
      showToc={!page.hideTableOfContents && toc.length > 0}
      tocHidden={!!page.hideTableOfContents}
      article={{ className: themed(theme, 'article-prose'), ...searchAttributes(published) }}
      after={<DocMeta editUrl={page.editUrl} lastUpdated={page.lastUpdate?.at} lastUpdateAuthor={page.lastUpdate?.author} theme={theme} row="page-meta" />}
    >
      {facts}
      {body}
    </ArticleFrame>
  );
}
