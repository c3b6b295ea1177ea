import type { ReactNode } from 'react';
import { places } from 'docs-site-components';
import { WrappedPart } from '@/components/layout/WrappedPart';
import type { CardListFacts } from '@/lib/content/routes';

/**
 * Where a page's card list stands (the `<DocCardList />` a page writes, a category's generated page): a theme
 * layer's own list where it has one (the `doc-card-list` place), handed what the page wrote (`props`) and what its list is drawn
 * from (`facts`, worked out only then); else `children`, the engine's grid.
 */
export function DocCardListPlace({ facts, props = {}, children }: { facts: () => CardListFacts; props?: Record<string, unknown>; children: ReactNode }) {
  if (!places['doc-card-list']) return <>{children}</>;
  return (
    <WrappedPart place="doc-card-list" props={{ ...props, facts: facts() }} layerOriginal>
      {children}
    </WrappedPart>
  );
}
