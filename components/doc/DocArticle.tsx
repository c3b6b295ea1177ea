import type { DocPage } from '@/lib/content/routes';
import type { VersionRecord } from '@/lib/content/types';
import { renderCompiled, renderDoc } from '@/components/mdx/render';
import { DevContentError } from '@/components/layout/DevContentError';
import { Breadcrumbs, DocMeta, Pagination, VersionBadge, VersionBanner } from './DocParts';
import { Toc } from './Toc';
import { ArticleBody } from './ArticleBody';
import { PageActions } from './PageActions';
import { SearchMeta, searchAttributes } from './SearchMeta';
import { markdownPath } from '@/lib/output/markdown-path';
import { isPublished } from '@/lib/content/published';
import { prerenderedArticle } from '@/lib/content/prerendered-articles';

/** The page's MDX, or in `npm run dev` its error (file:line) in place of the content: builds still fail on it. */
async function renderOrDevError(page: DocPage, version: VersionRecord) {
  if (process.env.NODE_ENV !== 'development') return renderDoc(page.doc, version);
  try {
    return await renderDoc(page.doc, version);
  } catch (err) {
    return { content: <DevContentError message={(err as Error).message} />, toc: [], hasTitle: true };
  }
}

/**
 * The article: rendered by the build's page pass (an empty slot the build fills,
 * lib/content/prerendered-articles.ts), or here from the page pass's compile (it hydrates), or
 * here from the source (`npm run dev`).
 */
async function article(page: DocPage, version: VersionRecord) {
  const prerendered = prerenderedArticle(page.url);
  if (prerendered?.code !== undefined)
    return {
      toc: prerendered.toc,
      hasTitle: prerendered.hasTitle,
      body: <ArticleBody>{renderCompiled(page.doc, version, { ...prerendered, code: prerendered.code })}</ArticleBody>,
    };
  if (prerendered) return { ...prerendered, body: <ArticleBody /> };
  const { content, toc, hasTitle } = await renderOrDevError(page, version);
  return { toc, hasTitle, body: <ArticleBody>{content}</ArticleBody> };
}

export async function DocArticle({ page, version }: { page: DocPage; version: VersionRecord }) {
  const { toc, hasTitle, body } = await article(page, version);
  const fm = page.doc.frontmatter;
  const showToc = !fm.hide_table_of_contents && toc.length > 0;
  return (
    <div className={`doc-layout${showToc ? ' with-toc' : ''}`}>
      <div className="doc-column">
        <VersionBanner page={page} />
        <Breadcrumbs page={page} />
        <div className="doc-header-row">
          <VersionBadge page={page} />
          <PageActions markdownUrl={markdownPath(page.url)} />
        </div>
        {showToc ? <Toc entries={toc} /> : null}
        <article className="markdown theme-doc-markdown" {...searchAttributes(isPublished(page.doc))}>
          <SearchMeta page={page} />
          {hasTitle || fm.hide_title ? null : <h1>{page.title}</h1>}
          {body}
        </article>
        <DocMeta editUrl={page.editUrl} lastUpdated={page.doc.lastUpdated} />
        <Pagination prev={page.prev} next={page.next} />
      </div>
    </div>
  );
}
