/**
 * `@theme/DocCard` where the site's installed theme has none: theme-classic's card for a sidebar
 * entry, its icon and label as an h2 and its description (the entry's, else its doc's, else a
 * category's count of entries) below, the whole card a link.
 */
import type { ReactNode } from 'react';
import Link from './Link';
import isInternalUrl from './isInternalUrl';
import Heading from '@theme/Heading';
import { findFirstSidebarItemLink, useDocById } from './docs-client';
import { useDocCardDescriptionCategoryItemsPlural } from './doc-card-text';
import type { PropSidebarItem } from '../shared/prop-sidebar';
import styles from './DocCard.module.css';

type Item = Exclude<PropSidebarItem, { type: 'lazy' }>;

function CardLayout({ href, icon, title, description }: { href: string; icon: ReactNode; title: string; description?: string }) {
  return (
    <Link href={href} className={`card padding--lg ${styles.cardContainer}`}>
      <Heading as="h2" className={`text--truncate ${styles.cardTitle}`} title={title}>
        {icon} {title}
      </Heading>
      {description && (
        <p className={`text--truncate ${styles.cardDescription}`} title={description}>
          {description}
        </p>
      )}
    </Link>
  );
}

function CardCategory({ item }: { item: Extract<Item, { type: 'category' }> }) {
  const href = findFirstSidebarItemLink(item);
  const plural = useDocCardDescriptionCategoryItemsPlural();
  if (!href) return null;
  return <CardLayout href={href} icon="🗃️" title={item.label} description={item.description ?? plural(item.items.length)} />;
}

function CardLink({ item }: { item: Extract<Item, { type: 'link' }> }) {
  const doc = useDocById(item.docId ?? undefined);
  return <CardLayout href={item.href} icon={isInternalUrl(item.href) ? '📄️' : '🔗'} title={item.label} description={item.description ?? doc?.description} />;
}

export default function DocCard({ item }: { item: Item }) {
  switch (item.type) {
    case 'link':
      return <CardLink item={item} />;
    case 'category':
      return <CardCategory item={item} />;
    default:
      throw new Error(`unknown item type ${JSON.stringify(item)}`);
  }
}
