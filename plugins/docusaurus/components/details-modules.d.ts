// The theme's details modules, as the site's components' bundle resolves them (../files.ts, the site's swizzles first).
declare module '@theme/Details' {
  import type { ComponentProps, ReactNode } from 'react';
  export default function Details(props: Omit<ComponentProps<'details'>, 'summary'> & { summary?: ReactNode }): ReactNode;
}
declare module '@theme/MDXComponents/Details' {
  import type { ComponentProps, ReactNode } from 'react';
  export default function MDXDetails(props: ComponentProps<'details'>): ReactNode;
}
