/**
 * Heading ids as Docusaurus gives them (@docusaurus/mdx-loader remark/headings): github-slugger over
 * the heading's text, one slugger per compiled file. Docusaurus compiles an imported partial as a
 * file of its own, so the partial's headings are slugged apart from the page's (and apart from
 * another inclusion of the same partial): a partial's "### Update App" is `update-app` even when the
 * page has a "## Update: App" of its own. remark-imports slugs each inlined partial with
 * `slugHeadings` before it joins the page; this plugin then slugs the page's own headings.
 * A heading that already has an id (an explicit `{#id}`, remark-heading-id) keeps it and does not
 * count for the slugger, as there.
 */
import type { Heading, Root } from 'mdast';
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from './visit';

type WithId = { hProperties?: { id?: unknown } };

/** An expression that was an HTML comment (lib/mdx/preprocess.ts htmlCommentsToMdx). */
const HTML_COMMENT = /^\/\*\*[\s\S]*\*\/$/;

export function headingId(node: Heading): string | undefined {
  const id = (node.data as WithId | undefined)?.hProperties?.id;
  return typeof id === 'string' ? id : undefined;
}

/** Gives every heading of `tree` without an id one, from a slugger of its own. */
export function slugHeadings(tree: Root): void {
  const slugger = new GithubSlugger();
  visit(tree, 'heading', (node: Heading) => {
    if (headingId(node) !== undefined) return;
    // Raw HTML inside the heading (a CommonMark page's <span>) is not part of its text there either,
    // nor is an HTML comment, which Docusaurus' remark-comment drops (preprocess.ts writes it `{/** … */}`).
    const textNodes = node.children.filter((c) => c.type !== 'html' && !(c.type === 'mdxTextExpression' && HTML_COMMENT.test(c.value)));
    const id = slugger.slug(toString(textNodes.length ? textNodes : node));
    node.data = { ...node.data, hProperties: { ...((node.data as WithId | undefined)?.hProperties ?? {}), id } };
  });
}

export default function remarkHeadingSlugs() {
  return (tree: Root) => slugHeadings(tree);
}
