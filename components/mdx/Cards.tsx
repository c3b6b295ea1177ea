import type { ReactNode } from 'react';
import { SmartLink } from '@/components/layout/SmartLink';

/** <CardGrid><Card title="…" href="…">text</Card></CardGrid>: link cards for landing and overview pages. */
export function CardGrid({ children, variant }: { children?: ReactNode; variant?: 'products' }) {
  // "products": the large two-up cards of the front page.
  return <ul className={variant === 'products' ? 'card-grid card-grid-products' : 'card-grid'}>{children}</ul>;
}

export function Card({ title, href, children }: { title: string; href: string; children?: ReactNode }) {
  return (
    <li className="card">
      <SmartLink href={href}>
        <span className="card-title">{title}</span>
        {/* A div: a theme's DocCard may hold paragraphs. */}
        {children ? <div className="card-description">{children}</div> : null}
      </SmartLink>
    </li>
  );
}

/** A sidebar item as Docusaurus' DocCard receives it. */
interface DocCardItem {
  href?: string;
  label?: string;
  description?: string;
}

/**
 * Docusaurus' `<DocCard item={…} />`, and the form some themes give it:
 * `<DocCard header="…" href="…">text</DocCard>`. Either way, one link card.
 */
export function DocCard({ item, header, href, children }: { item?: DocCardItem; header?: string; href?: string; children?: ReactNode }) {
  const link = href ?? item?.href;
  if (!link) return null;
  return (
    <Card title={header ?? item?.label ?? link} href={link}>
      {children ?? item?.description ?? null}
    </Card>
  );
}
