/**
 * A TOC entry's `value` as Docusaurus' MDX loader writes it (mdx-loader 3.x remark/toc/utils.ts
 * toHeadingHTMLValue, on the Markdown tree at the point its toc plugin runs): the heading's inline
 * code, emphasis, strong and deleted text kept as HTML, a link by its content, an inline JSX element by
 * its tag and class (an image by nothing), anything else as mdast-util-to-string gives it (unescaped,
 * as Docusaurus leaves it: a text directive the site did not use is its label's text only). Text is
 * escaped as the engine escapes HTML text (an apostrophe kept, where escape-html writes `&#39;`: the
 * same characters on the page).
 */
import type { Heading, Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { escapeHtml } from '../../../lib/api/shared';

function children(node: { children: Nodes[] }): string {
  return node.children
    .map((child) => label(child))
    .join('')
    .trim();
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

function jsxElement(node: { name: string | null; attributes: JsxAttribute[]; children: Nodes[] }): string {
  const tag = node.name;
  if (tag === 'img') return '';
  const attributes = node.attributes.filter((a) => a.type === 'mdxJsxAttribute');
  const cls = attributes.find((a) => a.name === 'className') ?? attributes.find((a) => a.name === 'class');
  const classAttribute = cls ? ` class="${escapeHtml(String(cls.value))}"` : '';
  return `<${tag}${classAttribute}>${children(node)}</${tag}>`;
}

function label(node: Nodes): string {
  switch (node.type) {
    case 'mdxJsxTextElement':
      return jsxElement(node);
    case 'text':
      return escapeHtml(node.value);
    case 'heading':
    case 'link':
      return children(node);
    case 'inlineCode':
      return `<code>${escapeHtml(node.value)}</code>`;
    case 'emphasis':
      return `<em>${children(node)}</em>`;
    case 'strong':
      return `<strong>${children(node)}</strong>`;
    case 'delete':
      return `<del>${children(node)}</del>`;
    default:
      return toString(node);
  }
}

/** The `value` of the heading's TOC entry. */
export function docusaurusTocLabel(heading: Heading): string {
  return label(heading);
}
