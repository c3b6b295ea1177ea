'use client';
/**
 * The docs' pages other than a doc's, drawn whole as their routes draw them (plugin-content-docs
 * routes.ts, props.ts): `@theme/DocTagsListPage`, `DocTagDocListPage` or `DocCategoryGeneratedIndexPage`
 * (the site's, or the installed theme's: ../site-components/docs-pages.ts), or the docs instance's own,
 * handed the route's props. A category's page reads its category through useCurrentSidebarCategory,
 * and stands in the docs' main column as DocRoot/Layout/Main places it. Its head is its own
 * (lib/content/page-head.ts ownHead): the site's title where the page writes none.
 */
import type { ComponentType } from 'react';
import type { DocsIndexPageFacts } from '@/lib/api/plugins';
import { useLayoutPart } from './layout-part';
import { useDocsContext } from './docs-context';
import { CardListProvider } from './card-list-context';
import { useCardListValue } from './DocCardListPart';
import { PageTitleRecord } from './PageTitleRecord';
import { DOC_MAIN_CONTAINER } from './doc-main-container';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Page = ComponentType<any>;

const side = (link: { label: string; href: string } | undefined) => link && { title: link.label, permalink: link.href };

/** The props the docs' route of the page's kind hands its component. */
function pageProps(facts: Exclude<DocsIndexPageFacts, { kind: 'category' }>): Record<string, unknown> {
  if (facts.kind === 'tags') return { tags: facts.tags.map(({ url, ...t }) => ({ ...t, permalink: url })) };
  const { url, allTagsUrl, docs, ...tag } = facts.tag;
  const items = docs.map((d) => ({ id: d.id, title: d.title, description: d.description, permalink: d.url }));
  return { tag: { ...tag, permalink: url, allTagsPath: allTagsUrl, count: items.length, items } };
}

function CategoryPage({ Drawn, facts }: { Drawn: Page; facts: Extract<DocsIndexPageFacts, { kind: 'category' }> }) {
  const value = useCardListValue(facts.cardList);
  const { url, sidebarId, previous, next, ...category } = facts.category;
  const categoryGeneratedIndex = { ...category, permalink: url, sidebar: sidebarId, navigation: { previous: side(previous), next: side(next) } };
  return (
    <CardListProvider value={value}>
      <div className={DOC_MAIN_CONTAINER}>
        <Drawn categoryGeneratedIndex={categoryGeneratedIndex} />
      </div>
    </CardListProvider>
  );
}

export function docsIndexPageHost(Page: Page, own: Record<string, Page> = {}) {
  return function DocsIndexPageHost() {
    const facts = useLayoutPart()?.docsPage;
    const docs = useDocsContext();
    const Drawn = (docs && own[docs.pluginId]) || Page;
    if (!facts) return null;
    // (Its head is its own, as the blog's pages: the site's title where nothing on it writes one.)
    return <PageTitleRecord>{facts.kind === 'category' ? <CategoryPage Drawn={Drawn} facts={facts} /> : <Drawn {...pageProps(facts)} />}</PageTitleRecord>;
  };
}
