/**
 * Every capitalised JSX tag in MDX must be a component of the registry (components/mdx/registry.tsx).
 * An unknown one fails the build at file:line:column with the list of known names, instead of
 * failing at render time with a vague React error; or, where the page's plugin says its pages draw
 * one as MDX 1 does (`unknownAs: 'div'`, PageImports.unknownComponents), it becomes a <div> with its
 * props and children, and a warning names it.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from './visit';
import { inclusionNote, placeOf } from './node-origin';
import { ENGINE_WARNING_SOURCE } from './engine-warning';

interface EstreeStatement {
  type: string;
  declaration?: EstreeStatement | null;
  declarations?: { id: { type: string; name?: string } }[];
  id?: { name: string } | null;
}

/** Names the page's own ESM declares (`export const Foo = …`, `function Bar() {}`): components too. */
export function declaredNames(tree: Root): string[] {
  const names: string[] = [];
  visit(tree, 'mdxjsEsm', (node) => {
    const body = ((node as unknown as { data?: { estree?: { body: EstreeStatement[] } } }).data?.estree?.body ?? []) as EstreeStatement[];
    for (const stmt of body) {
      const decl = stmt.type === 'ExportNamedDeclaration' ? stmt.declaration : stmt;
      if (!decl) continue;
      if (decl.type === 'VariableDeclaration') for (const d of decl.declarations ?? []) if (d.id.type === 'Identifier' && d.id.name) names.push(d.id.name);
      if ((decl.type === 'FunctionDeclaration' || decl.type === 'ClassDeclaration') && decl.id) names.push(decl.id.name);
    }
  });
  return names;
}

export default function remarkKnownComponents(options: { known: readonly string[]; source: string; unknownAs?: 'div' }) {
  return (tree: Root, file: VFile) => {
    const known = new Set([...options.known, ...declaredNames(tree)]);
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as unknown as { name: string | null };
      const name = element.name;
      if (!name || !/^[A-Z]/.test(name) || known.has(name) || known.has(name.split('.')[0])) return;
      // (MDX 1's shortcode is for a plain name: `<A.B>` names a member of something that is not there.)
      if (options.unknownAs === 'div' && !name.includes('.')) {
        element.name = 'div';
        file.message(
          `${placeOf(node, options.source, true)}: component <${name}>${inclusionNote(node)} was not imported, exported, or provided by MDXProvider as global scope: drawn as a <div>, as MDX 1 draws it — import it or remove it`,
          { place: node.position, source: ENGINE_WARNING_SOURCE, ruleId: 'unknown-component' },
        );
        return;
      }
      file.fail(
        `${placeOf(node, options.source, true)}: unknown component <${name}>${inclusionNote(node)}. ` + `Known components: ${[...known].sort().join(', ')}`,
        node,
      );
    });
  };
}
