/**
 * Every tag MDX content may use. Capitalised names not listed here fail the build
 * (lib/mdx/remark-known-components) with the list in the message; the names are also in
 * components/mdx/known-components.ts, for the checker, which loads no React.
 */
import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { Admonition, AdmonitionTitle } from './Admonition';
import { CodeBlock } from './CodeBlock';
import { SmartLink } from '@/components/layout/SmartLink';
import { Card, CardGrid } from './Cards';
import { Tabs, TabItem } from './Tabs';
import { CodeBlockSource } from './CodeBlockSource';
import { Details, Heading } from './Details';
import { Highlight } from './Highlight';
import { Mermaid } from './Mermaid';
import { PassThrough, PassThroughInline } from './PassThrough';
import { TOCInline } from './TOCInline';
import { pluginStaticComponentNames } from '@/lib/plugins/engine';
import type { RegistryComponentName } from './known-components';

export { KNOWN_COMPONENTS } from './known-components';

function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-wrap">
      <table {...props} />
    </div>
  );
}

/** Every name of components/mdx/known-components.ts (what the checker accepts) is defined here. */
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
  Tabs,
  TabItem,
  Details,
  Heading,
  Highlight,
  Mermaid,
  PassThrough,
  PassThroughInline,
  TOCInline,
  Link: ({ to, href, ...rest }: ComponentProps<typeof SmartLink> & { to?: string }) => <SmartLink href={to ?? href} {...rest} />,
} satisfies MDXComponents & Record<RegistryComponentName, unknown>;

/**
 * Components that render plain markup (their behaviour, if any, attaches by delegation from the
 * site shell): a page using only these needs no hydration of its article. Any other name — Tabs,
 * Mermaid, the site's own components, a page's exported ones — keeps the article hydrated.
 */
const MARKUP_ONLY = new Set([
  'Admonition',
  'AdmonitionTitle',
  'CodeBlock',
  'CodeBlockSource',
  'Card',
  'CardGrid',
  'Details',
  'Heading',
  'Highlight',
  'PassThrough',
  'PassThroughInline',
  'TOCInline',
  'Link',
  'TabItem',
  'DocCardList',
  ...pluginStaticComponentNames(),
]);

export const isMarkupOnly = (used: readonly string[]) => used.every((name) => !/^[A-Z]/.test(name) || MARKUP_ONLY.has(name));
