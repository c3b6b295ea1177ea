/**
 * Every tag MDX content may use. Capitalised names not listed here fail the build
 * (lib/mdx/remark-known-components) with the list in the message; the names are also in
 * lib/mdx/known-components.ts, for the checker, which loads no React.
 */
import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { Admonition, AdmonitionTitle } from './Admonition';
import { CodeBlock } from './CodeBlock';
import { SmartLink } from '@/components/layout/SmartLink';
import { Card, CardGrid, DocCard } from './Cards';
import { Tabs } from './Tabs';
import { TabItem } from './TabItem';
import { themeLayer } from 'docs-site-components';
import { CodeBlockSource } from './CodeBlockSource';
import { Details, Heading } from './Details';
import { Highlight } from './Highlight';
import { Mermaid } from './Mermaid';
import { PassThrough, PassThroughInline } from './PassThrough';
import { TOCInline } from './TOCInline';
import { InlineSvg } from './InlineSvg';
import { BrowserOnly } from './BrowserOnly';
import Head from '@/components/mdx/Head';
import type { RegistryComponentName } from '@/lib/mdx/known-components';

export { KNOWN_COMPONENTS } from '@/lib/mdx/known-components';

function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-wrap">
      <table {...props} />
    </div>
  );
}

/** Every name of lib/mdx/known-components.ts (what the checker accepts) is defined here. */
export const mdxComponents = {
  a: SmartLink,
  table: Table,
  Admonition,
  AdmonitionTitle,
  CodeBlock,
  // An async server component: wrapped so the registry keeps MDX's synchronous component type.
  CodeBlockSource: (props: ComponentProps<typeof CodeBlockSource>) => <CodeBlockSource {...props} />,
  Card,
  CardGrid,
  DocCard,
  Tabs,
  // (A site's own components may read each tab's props: its registry's TabItem is a client component.)
  TabItem: themeLayer.TabItem ?? TabItem,
  Details,
  Heading,
  Highlight,
  Mermaid,
  PassThrough,
  PassThroughInline,
  TOCInline,
  InlineSvg,
  BrowserOnly,
  // (A theme layer's, where the site has one: its heads decide against the page's metadata.)
  Head: themeLayer.Head ?? Head,
  Link: ({ to, href, ...rest }: ComponentProps<typeof SmartLink> & { to?: string }) => <SmartLink href={to ?? href} {...rest} />,
} satisfies MDXComponents & Record<RegistryComponentName, unknown>;
