/**
 * MDX 1's JSX that holds Markdown inside an expression: a JSX block that opens an expression
 * (`{props.debug && <div>`), Markdown after it, and a later block that closes it (`</div>}`). MDX 1
 * wrote the blocks' text around the compiled Markdown, one JSX program; MDX 3 has no Markdown inside
 * an expression ("Could not parse expression with acorn"). Written for MDX 3, the blocks are one
 * expression whose Markdown parts are placeholders (`{__mdx1Parts[0]}`, a parameter of its own: a
 * placeholder left in place is nothing, not an undefined name), each part follows it as Markdown in a
 * `<mdx1-part>` element, and the page pass puts each part's compiled content in its placeholder
 * (../mdx1-parts.ts). Blocks whose Markdown stands between tags only
 * (`<TabItem>` … `</TabItem>`) MDX 3 reads as they are, and stay.
 */
import { Parser, type Node as AcornNode } from 'acorn';
import jsx from 'acorn-jsx';

export const PARTS = '__mdx1Parts';
export const PART_ELEMENT = 'mdx1-part';

const JsxParser = Parser.extend(jsx());

interface Mdx1Node {
  type: string;
  value?: string;
  children?: Mdx1Node[];
  position?: { start: { offset: number }; end: { offset: number } };
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

type AnyNode = AcornNode & Record<string, unknown>;

/** `<>text</>` as JSX, whole, or undefined where it is not. */
function fragment(text: string): AnyNode | undefined {
  const source = `<>${text}</>`;
  try {
    const node = JsxParser.parseExpressionAt(source, 0, { ecmaVersion: 'latest', sourceType: 'module' }) as AnyNode;
    return source.slice(node.end).trim() === '' ? node : undefined;
  } catch {
    return undefined;
  }
}

const isPlaceholder = (node: AnyNode) =>
  node.type === 'JSXExpressionContainer' &&
  (node.expression as AnyNode).type === 'MemberExpression' &&
  ((node.expression as AnyNode).object as AnyNode & { name?: string }).name === PARTS;

/** Whether a placeholder stands inside an expression (or an attribute), where MDX 3 has no Markdown. */
function placeholderInExpression(node: AnyNode, inExpression = false): boolean {
  if (isPlaceholder(node)) return inExpression;
  const inside = inExpression || node.type === 'JSXExpressionContainer' || node.type === 'JSXAttribute';
  for (const value of Object.values(node)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children)
      if (child && typeof child === 'object' && typeof (child as AnyNode).type === 'string' && placeholderInExpression(child as AnyNode, inside)) return true;
  }
  return false;
}

/** The children from `i` to `j` as one JSX text, each run of Markdown a placeholder; and the runs. */
function joined<N extends Mdx1Node>(children: N[], i: number, j: number): { text: string; runs: N[][] } {
  const runs: N[][] = [];
  let text = '';
  for (let k = i; k <= j; k++) {
    const child = children[k];
    if (child.type === 'jsx') text += (text ? '\n' : '') + (child.value ?? '');
    else if (children[k - 1]?.type === 'jsx') {
      runs.push([child]);
      text += `{${PARTS}[${runs.length - 1}]}`;
    } else runs.at(-1)!.push(child);
  }
  return { text, runs };
}

/** The text of `from`–`to` of `source` with the edits inside it made. */
function edited(source: string, from: number, to: number, edits: Edit[]): string {
  let out = '';
  let at = from;
  for (const e of edits.filter((e) => e.start >= from && e.end <= to).sort((a, b) => a.start - b.start)) {
    out += source.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + source.slice(at, to);
}

/**
 * The regions of a parent's children that hold Markdown inside an expression, each written for
 * MDX 3 (`runEdits`: the edits MDX 1's reading makes inside a run of Markdown), and the children
 * they take, which the reading leaves to them.
 */
export function interleavedEdits<N extends Mdx1Node>(
  source: string,
  parent: { children?: N[] },
  runEdits: (node: N) => Edit[],
): { edits: Edit[]; taken: Set<N> } {
  const children = parent.children ?? [];
  const edits: Edit[] = [];
  const taken = new Set<N>();
  for (let i = 0; i < children.length; i++) {
    if (children[i].type !== 'jsx' || !children[i].position || fragment(children[i].value ?? '')) continue;
    for (let j = i + 1; j < children.length; j++) {
      if (children[j].type !== 'jsx' || !children[j].position) continue;
      const { text, runs } = joined(children, i, j);
      const tree = fragment(text);
      if (!tree) continue;
      if (runs.length && placeholderInExpression(tree)) {
        const parts = runs.map((run) => {
          const from = run[0].position!.start.offset;
          const to = run.at(-1)!.position!.end.offset;
          return `\n\n<${PART_ELEMENT}>\n\n${edited(source, from, to, run.flatMap(runEdits))}\n\n</${PART_ELEMENT}>`;
        });
        edits.push({
          start: children[i].position!.start.offset,
          end: children[j].position!.end.offset,
          text: `{((${PARTS}) => <>${text}</>)([])}${parts.join('')}`,
        });
        for (let k = i; k <= j; k++) taken.add(children[k]);
      }
      i = j;
      break;
    }
  }
  return { edits, taken };
}
