/**
 * Fenced code blocks the site's plugin draws with a component of its own (PageImports.codeBlock:
 * Docusaurus' live code blocks become the theme's playground): each such `<pre><code>` becomes that
 * element, before the engine highlights the others (./rehype-code.ts). The site's rehype plugins
 * have seen it as code, as in Docusaurus, and the page's Markdown export (made from the remark
 * tree) keeps it as code. A site whose plugin has no such rule is not walked.
 */
import type { Element, ElementContent, Root } from 'hast';
import { visit, SKIP } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';
import type { PageImports, SiteComponentsContext } from './page-imports';

export default function rehypeCodeComponents(options: { pageImports?: PageImports; siteComponents?: SiteComponentsContext }) {
  return (tree: Root) => {
    const { pageImports, siteComponents } = options;
    if (!pageImports?.codeBlock || !siteComponents) return;
    visit(tree, 'element', (pre: Element, index, parent) => {
      const code = pre.children[0];
      if (pre.tagName !== 'pre' || !parent || index === undefined || code?.type !== 'element' || code.tagName !== 'code') return;
      const classes = (code.properties?.className as string[] | undefined) ?? [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const meta = (code.data as { meta?: string } | undefined)?.meta;
      // (mdast-util-to-hast ended the block's text with a line break.)
      const element = pageImports.codeBlock!({ lang, meta, value: toString(code).replace(/\n$/, '') }, siteComponents);
      if (!element) return;
      const attributes = Object.entries(element.props).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value: value === true ? null : value }));
      const children = element.withCode ? code.children : [];
      parent.children[index] = { type: 'mdxJsxFlowElement', name: element.name, attributes, children, position: pre.position } as unknown as ElementContent;
      return SKIP;
    });
  };
}
