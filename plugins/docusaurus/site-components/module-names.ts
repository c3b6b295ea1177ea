/**
 * The names of what a page's own module gives (./page-module.ts compiles it): its components, and
 * the expressions it takes over from the page (./page-expressions.ts), named by their place. Kept
 * apart from the compilers, so that binding a page's imports (../page-imports.ts) loads neither.
 */

/** The node and all it holds is the component. */
export const HOISTED_WHOLE = 'MdxExpression_';
/** The element and its attributes are the component; its children stay in the page and are passed to it. */
export const HOISTED_ELEMENT = 'MdxElement_';

/** The component a hoisted node becomes, by its place in the file. */
export function hoistedName(position: { start: { line: number; column: number } } | undefined, keepsChildren = false): string | undefined {
  return position ? `${keepsChildren ? HOISTED_ELEMENT : HOISTED_WHOLE}${position.start.line}_${position.start.column}` : undefined;
}

/** A capitalised name: what MDX renders as a component (lowercase exports may be read by the page's text, so they stay with it). */
export function isComponentName(name: string): boolean {
  return /^[A-Z]/.test(name);
}
