import type { ReactNode } from 'react';
import { themeParts } from 'docs-site-components';
import { WrappedPart } from '@/components/layout/WrappedPart';
import type { CardListFacts } from '@/lib/content/routes';

/**
 * Where a page's card list stands (Docusaurus' `<DocCardList />`, a category's generated page): a theme
 * layer's own list where it has one, handed what the page wrote (`props`) and what its list is drawn
 * from (`facts`, worked out only then); else `children`, the engine's grid.
 */
export function DocCardListPlace({ facts, props = {}, children }: { facts: () => CardListFacts; props?: Record<string, unknown>; children: ReactNode }) {
  if (!themeParts.DocCardList) return <>{children}</>;
  return (
    <WrappedPart part="DocCardList" props={{ ...props, facts: facts() }} layerOriginal>
      {children}
    </WrappedPart>
  );
}
