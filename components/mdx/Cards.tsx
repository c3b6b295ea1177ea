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
        {children ? <span className="card-description">{children}</span> : null}
      </SmartLink>
    </li>
  );
}
