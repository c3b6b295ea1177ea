/**
 * `@theme/DocCardList` where the site's installed theme has none: theme-classic's list of cards, two
 * to a row, of the entries it is handed or else of the page's category (./docs-client.ts
 * useCurrentSidebarCategory), leaving out categories with no link.
 */
import DocCard from '@theme/DocCard';
import { filterDocCardListItems, useCurrentSidebarCategory } from './docs-client';
import type { PropSidebarItem } from '../shared/prop-sidebar';

interface Props {
  items?: PropSidebarItem[];
  className?: string;
}

function CurrentCategoryCards({ className }: Props) {
  return <DocCardList items={useCurrentSidebarCategory().items} className={className} />;
}

export default function DocCardList({ items, className }: Props) {
  if (!items) return <CurrentCategoryCards className={className} />;
  return (
    <section className={className ? `row ${className}` : 'row'}>
      {filterDocCardListItems(items).map((item, index) => (
        <article key={index} className="col col--6 margin-bottom--lg">
          <DocCard item={item} />
        </article>
      ))}
    </section>
  );
}
