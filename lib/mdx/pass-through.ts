/**
 * MDX's own nodes (JSX, expressions, ESM) as remark-rehype hands them to the hast tree: a copy, as
 * mdast-util-to-hast's passThrough makes one (the same keys in the same order), by copyTree instead
 * of @ungap/structured-clone, which on a site of JSX-heavy reference pages took 3% of the page pass
 * and made garbage for more.
 */
import type { Options } from 'remark-rehype';
import { copyTree } from './copy-tree';

type Handlers = NonNullable<Options['handlers']>;
type Handler = NonNullable<Handlers['mdxJsxFlowElement']>;

/** The node types @mdx-js/mdx passes through (its lib/node-types.js). */
const MDX_NODE_TYPES = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'];

const passThrough: Handler = (state, node) => {
  if (!('children' in node)) return copyTree(node) as never;
  const shallow: Record<string, unknown> = { ...node };
  delete shallow.children;
  return { ...copyTree(shallow), children: state.all(node) } as never;
};

/** remark-rehype's handlers for MDX's nodes (createProcessor's remarkRehypeOptions). */
export const MDX_PASS_THROUGH: Handlers = Object.fromEntries(MDX_NODE_TYPES.map((type) => [type, passThrough]));
