/**
 * The theme modules the engine's doc item imports by Docusaurus' names (`@theme/DocItem/Layout`,
 * `@theme/DocBreadcrumbs`, …), which the bundle resolves (../../site-components/shim-plugin.ts): each a
 * component, some of which take children.
 */
declare module '@theme/Doc*' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ children?: ReactNode }>;
  export default Component;
}

declare module '@theme/PaginatorNavLink' {
  import type { ComponentType, ReactNode } from 'react';
  const PaginatorNavLink: ComponentType<{ permalink: string; title: ReactNode; subLabel?: ReactNode; isNext?: boolean }>;
  export default PaginatorNavLink;
}

declare module '@theme/DocPaginator' {
  import type { ComponentType } from 'react';
  type Side = { title: string; permalink: string };
  const DocPaginator: ComponentType<{ className?: string; previous?: Side; next?: Side }>;
  export default DocPaginator;
}

declare module '@theme/DocCardList' {
  import type { ComponentType, ReactNode } from 'react';
  const DocCardList: ComponentType<{ items?: unknown[]; className?: string; children?: ReactNode }>;
  export default DocCardList;
}

declare module '@theme/DocCard' {
  import type { ComponentType, ReactNode } from 'react';
  const DocCard: ComponentType<{ item?: unknown; children?: ReactNode }>;
  export default DocCard;
}

declare module '@theme/Heading' {
  import type { ComponentType, ReactNode } from 'react';
  const Heading: ComponentType<{ as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; id?: string; className?: string; title?: string; children?: ReactNode }>;
  export default Heading;
}

declare module '@theme/DocSidebar/Desktop/CollapseButton' {
  import type { ComponentType } from 'react';
  const CollapseButton: ComponentType<{ onClick: () => void }>;
  export default CollapseButton;
}

declare module '@theme/DocRoot/Layout/Sidebar/ExpandButton' {
  import type { ComponentType, KeyboardEvent, MouseEvent } from 'react';
  const ExpandButton: ComponentType<{ toggleSidebar: (event?: KeyboardEvent | MouseEvent) => void }>;
  export default ExpandButton;
}

declare module '@theme/EditMetaRow' {
  import type { ComponentType } from 'react';
  const EditMetaRow: ComponentType<{ className?: string; editUrl?: string | null; lastUpdatedAt?: number | null; lastUpdatedBy?: string | null }>;
  export default EditMetaRow;
}

declare module '@theme/EditThisPage' {
  import type { ComponentType } from 'react';
  const EditThisPage: ComponentType<{ editUrl: string }>;
  export default EditThisPage;
}

declare module '@theme/LastUpdated' {
  import type { ComponentType } from 'react';
  const LastUpdated: ComponentType<{ lastUpdatedAt?: number | null; lastUpdatedBy?: string | null }>;
  export default LastUpdated;
}

declare module '@theme/Tag' {
  import type { ComponentType } from 'react';
  export interface TagProps {
    permalink: string;
    label: string;
    count?: number;
    description?: string;
  }
  const Tag: ComponentType<TagProps>;
  export default Tag;
}

declare module '@theme/TagsListInline' {
  import type { ComponentType } from 'react';
  const TagsListInline: ComponentType<{ tags: readonly { permalink: string; label: string; description?: string }[] }>;
  export default TagsListInline;
}

declare module '@theme/ThemedImage' {
  import type { ComponentType, ImgHTMLAttributes } from 'react';
  const ThemedImage: ComponentType<ImgHTMLAttributes<HTMLImageElement> & { sources: { light: string; dark: string } }>;
  export default ThemedImage;
}
