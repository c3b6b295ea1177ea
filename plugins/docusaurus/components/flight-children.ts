import { createElement, isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';

/**
 * Children as Docusaurus' components receive them. The engine renders MDX on the server, so a site
 * component gets its children through React's server-to-client payload, which may hand a child over
 * as a lazy reference (any element after the first 3,200 characters of a payload row is sent as a
 * row of its own) or, a keyed element in an implicit slot, as a one-element array (`[<TabItem/>]`
 * where MDX wrote `<TabItem/>`). React.Children resolves both, but a component that reads
 * `children` as written (Docusaurus' swizzled Tabs:
 * `(Array.isArray(children) ? children : [children]).map((tab) => tab.props.value)`) would meet a
 * lazy object or an array. Each becomes its element again (a lazy one not yet loaded suspends, as
 * React would); anything else is kept as it is.
 */
const LAZY = Symbol.for('react.lazy');
type Lazy = { $$typeof: symbol; _payload: unknown; _init: (payload: unknown) => unknown };
const isLazy = (child: unknown): child is Lazy => typeof child === 'object' && child !== null && (child as Lazy).$$typeof === LAZY;

/** The site's own component a wrapper of withSlotChildren stands for. */
const ORIGINAL = Symbol.for('docs-engine.slot-children.original');
type Wrapper = { [ORIGINAL]?: ComponentType<{ children?: ReactNode }> };

/** The wrapper a part loaded apart stands for, as React.lazy loads it (siteLazy). */
const LOADED = Symbol.for('docs-engine.lazy-part.loaded');
type LazyPart = { [LOADED]?: Lazy };

/**
 * A part loaded apart (the registry's lazy-parts.ts): next/dynamic's component, which renders it
 * and preloads its chunk, marked with the same export as React.lazy loads it, so that a parent given
 * it as a child gets the site's own component (asOriginal), loaded or suspended for.
 */
export function siteLazy<T extends object>(component: T, loaded: object): T {
  (component as LazyPart)[LOADED] = loaded as Lazy;
  return component;
}

/**
 * An element of a wrapped site component as an element of the component itself: under webpack the
 * page's `<Tab>` is the very function its module exports, and a parent may check it
 * (`child.type !== Tab`). The element's own children are unslotted here, as its wrapper would.
 * (A client reference not yet loaded arrives as a lazy type, a part loaded apart as next/dynamic's
 * component: each resolved, or suspended for, as React would.)
 */
function asOriginal(element: ReactElement<{ children?: ReactNode }>): ReactElement {
  const lazy = isLazy(element.type) ? element.type._init(element.type._payload) : element.type;
  const part = typeof lazy === 'function' ? (lazy as LazyPart)[LOADED] : undefined;
  const type = part ? part._init(part._payload) : lazy;
  const original = typeof type === 'function' ? (type as Wrapper)[ORIGINAL] : undefined;
  if (!original) return element;
  const { children } = element.props;
  const props = children === undefined ? element.props : { ...element.props, children: unslotChildren(children) };
  return createElement(original, element.key === null ? props : { ...props, key: element.key });
}

function unwrap(child: unknown): unknown {
  const value = isLazy(child) ? child._init(child._payload) : child;
  const single = Array.isArray(value) && value.length === 1 && isValidElement(value[0]) && value[0].key !== null ? value[0] : value;
  return isValidElement(single) ? asOriginal(single as ReactElement<{ children?: ReactNode }>) : single;
}

export function unslotChildren(children: ReactNode): ReactNode {
  if (!Array.isArray(children)) return unwrap(children) as ReactNode;
  const single = unwrap(children);
  if (single !== children) return single as ReactNode;
  const items = children.map(unwrap);
  return items.some((c, i) => c !== children[i]) ? (items as ReactNode) : children;
}

/**
 * A site component as the engine's MDX renders it: its children unslotted, and those that are
 * elements of other wrapped site components given back as elements of the components themselves
 * (asOriginal). Anything that is not a component (a constant, data, a context) is returned as it is.
 */
export function withSlotChildren<T>(component: T): T {
  const kind = typeof component === 'object' && component !== null ? (component as { $$typeof?: symbol }).$$typeof : undefined;
  const isComponent = typeof component === 'function' || kind === Symbol.for('react.memo') || kind === Symbol.for('react.forward_ref');
  if (!isComponent) return component;
  const Inner = component as unknown as ComponentType<{ children?: ReactNode }>;
  function SlotChildren(props: { children?: ReactNode }) {
    const children = unslotChildren(props.children);
    return createElement(Inner, children === props.children ? props : { ...props, children });
  }
  SlotChildren.displayName = (Inner as { displayName?: string }).displayName ?? Inner.name;
  (SlotChildren as Wrapper)[ORIGINAL] = Inner;
  // (Statics stay on the original: the server cannot read them from a client reference, and the site's own modules import the original.)
  return SlotChildren as unknown as T;
}
