import { Children, type ComponentProps, type ReactNode } from 'react';
import { Heading } from '../../../components/api/mdx';
import Head from './Head';
import MDXDetails from '@theme/MDXComponents/Details';
import Link from './Link';
import CodeBlock from './CodeBlock';
import MDXImg from './MDXImg';
import { Admonition, AdmonitionTitle } from './Admonition';

/**
 * `@theme/MDXComponents` (theme-classic's MDXComponents/index.js and its parts): the elements the
 * Markdown a site's component imports renders with. Docusaurus' MDXContent provides this map to all
 * MDX (mdx-loader compiles with `providerImportSource: '@mdx-js/react'`); the components' bundle
 * compiles such files with it as their provider (plugins/docusaurus/site-components/bundle.ts). A page's own MDX is
 * the engine renderer's (components/mdx/registry.tsx).
 */

/** MDXComponents/Code: a fenced block's code is a code block, inline code stays `<code>`. */
export function MDXCode(props: ComponentProps<'code'>) {
  // (Docusaurus' shouldBeInline: children, all strings without a line break.)
  const inline = props.children !== undefined && Children.toArray(props.children).every((c) => typeof c === 'string' && !c.includes('\n'));
  return inline ? <code {...props} /> : <CodeBlock className={props.className}>{props.children}</CodeBlock>;
}

/** MDXComponents/Pre: only fenced code reaches it, whose `code` is the block. */
export function MDXPre({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export function MDXA(props: ComponentProps<typeof Link>) {
  return <Link {...props} />;
}

type HeadingProps = Omit<ComponentProps<typeof Heading>, 'as'>;
const heading = (as: ComponentProps<typeof Heading>['as']) => {
  const MDXHeading = (props: HeadingProps) => <Heading as={as} {...props} />;
  MDXHeading.displayName = `MDXHeading(${as})`;
  return MDXHeading;
};

const MDXComponents = {
  Head,
  details: MDXDetails,
  Details: MDXDetails,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  img: MDXImg,
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  admonition: Admonition,
  // (The engine's admonitions plugin names them so: lib/mdx/remark-admonitions.ts.)
  Admonition,
  AdmonitionTitle,
};

export default MDXComponents;
