/**
 * MDX 1 nodes that a site's remark plugin adds, made MDX 3 nodes. A plugin written for MDX 1 (a
 * Docusaurus 2 site's, such as @docusaurus/remark-plugin-npm2yarn 2.x) inserts `import`/`export`
 * nodes holding ES module text and `jsx` nodes holding JSX text, one tag at a time when Markdown
 * goes between (`<Tabs>`, `<TabItem value="npm">`, a code block, `</TabItem>`, …). MDX 1 wrote
 * those values into its output as they are, around the compiled Markdown between them; MDX 3 knows
 * no such nodes ("Cannot handle unknown node `import`"). Here each parent's `jsx` values are
 * joined, with a placeholder expression for each node between them, parsed as MDX by the page's
 * own parser (./parser.ts), and the placeholders put back: the same elements MDX 1 built. Runs
 * after each stage of the site's remark plugins (./remark-stage.ts).
 */
import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { parseForCheck } from './parser';

interface AnyNode {
  type: string;
  value?: unknown;
  children?: AnyNode[];
  position?: unknown;
}

const PLACEHOLDER = /^\s*__mdx1Node(\d+)__\s*$/;
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell', 'mdxJsxTextElement']);

/** Parses MDX text as the page's own text is parsed; a failure names the page and the text. */
function parseMdx(text: string, what: string, file: VFile | undefined, source: string, problem?: string): Root {
  let reason = problem;
  if (!reason)
    try {
      return parseForCheck(text, 'mdx');
    } catch (err) {
      reason = String((err as { reason?: string }).reason ?? (err as Error).message ?? err).split('\n')[0];
    }
  const message = `${source}: a remark plugin of the site added MDX 1 ${what} that does not parse as MDX (${reason}): ${JSON.stringify(text.slice(0, 200))} — fix the plugin or remove it from site.config.json markdownPlugins`;
  if (file) file.fail(message);
  throw new Error(message);
}

/** The `mdxjsEsm` nodes of an MDX 1 `import` or `export` node. (What they import is bound by remark-imports' second run, which the page's own imports went through already.) */
function esmNodes(node: AnyNode, file: VFile | undefined, source: string): RootContent[] {
  const what = `${node.type} text`;
  const tree = parseMdx(String(node.value ?? ''), what, file, source);
  if (!tree.children.every((c) => c.type === 'mdxjsEsm')) parseMdx(String(node.value), what, file, source, 'it is not ES module code');
  unplaced(tree as unknown as AnyNode);
  return tree.children;
}

/** Replaces the placeholder expressions of `tree` by the nodes they stand for. */
function putBack(node: AnyNode, between: AnyNode[]): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    const m = (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') && PLACEHOLDER.exec(String(child.value));
    if (m) return [between[Number(m[1])]];
    putBack(child, between);
    return [child];
  });
}

/** Drops the positions of parsed nodes: they are offsets in the joined text, not in the page. */
function unplaced(node: AnyNode): void {
  delete node.position;
  for (const child of node.children ?? []) unplaced(child);
}

/** A parent's children with its `jsx` nodes (and the nodes between them) parsed into MDX 3 elements. */
function joinedJsx(parent: AnyNode, file: VFile | undefined, source: string): AnyNode[] {
  const children = parent.children!;
  const phrasing = PHRASING_PARENTS.has(parent.type);
  const between: AnyNode[] = [];
  const text = children
    .map((c) => {
      if (c.type === 'jsx') return String(c.value ?? '');
      between.push(c);
      return `{__mdx1Node${between.length - 1}__}`;
    })
    .join(phrasing ? '' : '\n\n');
  const tree = parseMdx(text, 'JSX', file, source) as unknown as AnyNode;
  unplaced(tree);
  putBack(tree, between);
  const out = tree.children ?? [];
  // Inline JSX parses as one paragraph: its content is the parent's.
  return phrasing && out.length === 1 && out[0].type === 'paragraph' ? (out[0].children ?? []) : out;
}

/** Converts MDX 1 nodes below `node`, depth first (a `jsx` run's Markdown may hold more of them). */
function convert(node: AnyNode, file: VFile | undefined, source: string): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) =>
    child.type === 'import' || child.type === 'export' ? (esmNodes(child, file, source) as unknown as AnyNode[]) : [child],
  );
  for (const child of node.children) convert(child, file, source);
  if (node.children.some((c) => c.type === 'jsx')) node.children = joinedJsx(node, file, source);
}

/** Whether a tree holds an MDX 1 node (most pages do not: no walk is spent on them beyond this). */
function hasMdx1(node: AnyNode): boolean {
  if (node.type === 'import' || node.type === 'export' || node.type === 'jsx') return true;
  return (node.children ?? []).some(hasMdx1);
}

/** Remark plugin: MDX 1 `import`, `export` and `jsx` nodes as MDX 3's (`source` names the page in errors). */
export default function remarkMdx1Nodes(options: { source?: string } = {}) {
  return (tree: Root, file?: VFile) => {
    const root = tree as unknown as AnyNode;
    if (!hasMdx1(root)) return;
    convert(root, file, options.source ?? file?.path ?? '');
  };
}

/** The same, after the site's other remark plugins: a function of its own, as unified attaches a plugin once. */
export function remarkMdx1NodesAgain(options: { source?: string } = {}) {
  return remarkMdx1Nodes(options);
}
