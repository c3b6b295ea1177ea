/**
 * `<DocCardList items={useCurrentSidebarCategory().items} />`: the category index pattern Docusaurus
 * 2.0 generated for every category page, and still common. The hook runs in the browser in
 * Docusaurus; here the list is the cards of the category this page is the index of, which is what
 * the engine's <DocCardList /> shows without `items` (components/mdx/render.tsx). So the attribute
 * is dropped, and the hook's import with it once nothing else uses it. Other uses of the hook are
 * left as written (the page-code check names them).
 */
import type { Root } from 'mdast';
import type { Program } from 'estree';
import { toJs } from 'estree-util-to-js';
import { visit } from '../../lib/api/mdx';

const HOOK_MODULES = new Set(['@docusaurus/theme-common', '@docusaurus/plugin-content-docs/client']);

interface Specifier {
  type: string;
  local: { name: string };
  imported?: { name: string };
}
interface Statement {
  type: string;
  source?: { value: string };
  specifiers?: Specifier[];
}
interface EsmNode {
  data?: { estree?: { body: Statement[] } };
}
interface JsxAttribute {
  type: string;
  name?: string;
  value?: { type?: string; value?: string } | string | null;
}

/** Drops the idiom's `items` from the page's tree (docusaurusPageImports' beforeBind: ./page-imports.ts). */
export function dropCurrentCategoryItems(tree: Root): void {
  const hooks = new Set<string>();
  const cardLists = new Set<string>(['DocCardList']);
  visit(tree, 'mdxjsEsm', (node) => {
    for (const stmt of (node as unknown as EsmNode).data?.estree?.body ?? []) {
      if (stmt.type !== 'ImportDeclaration' || !stmt.source) continue;
      for (const s of stmt.specifiers ?? []) {
        if (HOOK_MODULES.has(stmt.source.value) && s.imported?.name === 'useCurrentSidebarCategory') hooks.add(s.local.name);
        if (stmt.source.value === '@theme/DocCardList' && s.type === 'ImportDefaultSpecifier') cardLists.add(s.local.name);
      }
    }
  });
  if (!hooks.size) return;
  const pattern = new RegExp(`^\\s*(${[...hooks].join('|')})\\(\\s*\\)\\.items\\s*$`);
  let dropped = 0;
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const el = node as unknown as { name: string | null; attributes: JsxAttribute[] };
    if (!el.name || !cardLists.has(el.name)) return;
    const before = el.attributes.length;
    el.attributes = el.attributes.filter(
      (a) => !(a.name === 'items' && typeof a.value === 'object' && a.value?.type === 'mdxJsxAttributeValueExpression' && pattern.test(a.value.value ?? '')),
    );
    dropped += before - el.attributes.length;
  });
  if (!dropped) return;
  // Is the hook still named anywhere (an expression, an attribute)? Then its import stays.
  let stillUsed = false;
  visit(tree, (node) => {
    if (node.type === 'mdxjsEsm') return;
    const text = JSON.stringify((node as { value?: unknown }).value ?? '') + JSON.stringify((node as { attributes?: unknown }).attributes ?? '');
    if ([...hooks].some((h) => text.includes(h))) stillUsed = true;
  });
  if (stillUsed) return;
  visit(tree, 'mdxjsEsm', (node) => {
    const estree = (node as unknown as EsmNode).data?.estree;
    if (!estree) return;
    const touches = estree.body.some(
      (s) => s.type === 'ImportDeclaration' && s.source && HOOK_MODULES.has(s.source.value) && s.specifiers?.some((x) => hooks.has(x.local.name)),
    );
    if (!touches) return;
    for (const stmt of estree.body) {
      if (stmt.type === 'ImportDeclaration' && stmt.source && HOOK_MODULES.has(stmt.source.value))
        stmt.specifiers = stmt.specifiers?.filter((s) => !hooks.has(s.local.name));
    }
    // An import left with nothing to bind is gone (a bare import of a Docusaurus module has no effect here).
    estree.body = estree.body.filter((s) => !(s.type === 'ImportDeclaration' && s.source && HOOK_MODULES.has(s.source.value) && !s.specifiers?.length));
    // The text follows the tree, for the endings that print the node (the page's Markdown).
    (node as { value: string }).value = toJs(estree as unknown as Program).value.trim();
  });
}
