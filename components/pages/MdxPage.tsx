import type { MdxPageRecord, PagesIndex } from '@/lib/pages/types';
import { renderCompiled, renderDoc } from '@/components/mdx/render';
import { prerenderedArticle } from '@/lib/content/prerendered-articles';
import { ArticleBody } from '@/components/doc/ArticleBody';
import { Toc } from '@/components/doc/Toc';
import { DevContentError } from '@/components/layout/DevContentError';
import { searchAttributes } from '@/components/doc/SearchMeta';
import { isPublished } from '@/lib/content/published';

/** The page's article: the page pass's (a slot the build fills), its compile (it hydrates), or in `npm run dev` its source. */
async function article(page: MdxPageRecord, pages: PagesIndex) {
  const prerendered = prerenderedArticle(page.url);
  if (prerendered?.code !== undefined)
    return { toc: prerendered.toc, body: <ArticleBody>{renderCompiled(page.doc, pages.container, { ...prerendered, code: prerendered.code })}</ArticleBody> };
  if (prerendered) return { toc: prerendered.toc, body: <ArticleBody /> };
  try {
    const { content, toc } = await renderDoc(page.doc, pages.container);
    return { toc, body: <ArticleBody>{content}</ArticleBody> };
  } catch (err) {
    if (process.env.NODE_ENV !== 'development') throw err;
    return { toc: [], body: <ArticleBody>{<DevContentError message={(err as Error).message} />}</ArticleBody> };
  }
}

/** A Markdown/MDX page, laid out as Docusaurus' MDXPage: the article, with its TOC unless `hide_table_of_contents`. */
export async function MdxPage({ page, pages }: { page: MdxPageRecord; pages: PagesIndex }) {
  const { toc, body } = await article(page, pages);
  const showToc = !page.hideTableOfContents && toc.length > 0;
  return (
    <div className={['mdx-page', 'doc-layout', showToc ? 'with-toc' : '', page.wrapperClassName ?? ''].filter(Boolean).join(' ')}>
      <div className="doc-column">
        {showToc ? <Toc entries={toc} /> : null}
        <article className="markdown" {...searchAttributes(isPublished(page.doc))}>
          {body}
        </article>
      </div>
    </div>
  );
}
