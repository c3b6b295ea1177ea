/**
 * Every tag MDX content may use. Capitalised names not listed here fail the build
 * (lib/mdx/remark-known-components) with this list in the message.
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
import { pluginComponentNames, pluginStaticComponentNames } from '@/lib/plugins/engine';

function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-wrap">
      <table {...props} />
    </div>
  );
}

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
} satisfies MDXComponents;

/** Bound per page in render.tsx (they need the page), but known to the checker: DocCardList and the plugins' components. */
const PAGE_BOUND = ['DocCardList', ...pluginComponentNames()];

export const KNOWN_COMPONENTS = [...Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name)), ...PAGE_BOUND];

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
