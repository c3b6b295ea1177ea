import { SmartLink as Link } from '@/components/layout/SmartLink';
import type { CategoryPage } from '@/lib/content/routes';
import { Breadcrumbs, Pagination, VersionBadge, VersionBanner } from './DocParts';
import { SearchMeta, searchAttributes } from './SearchMeta';
import { DocCardListPlace } from '@/components/mdx/DocCardListPlace';
import { themed, type ThemeClassNames } from '@/lib/shared/theme-classes';
import { categoryFacts, drawsDocsIndexPage, SiteDocsIndexPage } from './SiteDocsIndexPage';

/** Page of a generated-index category: its title, description and a card per child. */
export function CategoryIndex({ page, theme }: { page: CategoryPage; theme?: ThemeClassNames }) {
  // (A site that draws the page itself, as its own component of the kind, ./SiteDocsIndexPage.tsx: what it draws is the page's searchable body.)
  if (drawsDocsIndexPage('category'))
    return (
      <div {...searchAttributes(true)}>
        <SearchMeta page={page} />
        <SiteDocsIndexPage facts={categoryFacts(page)} set={page.set.id} />
      </div>
    );
  return (
    <div className={themed(theme, 'doc-layout')}>
      <div className="doc-column">
        <VersionBanner page={page} category />
        <Breadcrumbs page={page} theme={theme} />
        <VersionBadge page={page} theme={theme} />
        <article className={themed(theme, 'article-prose generated-index')} {...searchAttributes(true)}>
          <SearchMeta page={page} />
          <h1>{page.title}</h1>
          {page.description ? <p className="lead">{page.description}</p> : null}
          {/* (A theme layer's list is handed the category's entries, as Docusaurus' generated page hands its DocCardList.) */}
          <DocCardListPlace facts={() => page.cardList} props={{ categoryItems: true }}>
            <ul className="card-grid">
              {page.cards.map((card) => (
                <li key={card.href} className="card">
                  <Link href={card.href}>
                    <span className="card-title">{card.label}</span>
                    {card.description ? <span className="card-description">{card.description}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </DocCardListPlace>
        </article>
        <Pagination prev={page.prev} next={page.next} label={page.navLabels?.paginator} theme={theme} />
      </div>
    </div>
  );
}
