/**
 * The site's own components in the page pass's trial run of an article that hydrates
 * (./render-tree.tsx): which of the page's elements of them threw as the article rendered, so that
 * the page fails at that element's line, naming it as the page wrote it. Only the trial renders
 * through these wrappers; the page Next renders gets the site's components as the registry has them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createContext, createElement, type ReactElement } from 'react';
import { sharedContext } from '@/components/behaviour/shared-context';
import { placeOf } from '@/lib/mdx/node-origin';
import type { DocsClientData } from '@/lib/content/docs-client-data';

/** One element of a site component in the compiled page: its registry name, where it was written, the attributes it names. */
export interface SiteElement {
  name: string;
  file: string;
  line?: number;
  /** The element's name as written (`Badge` for `<Badge …>`), from its text. */
  written?: string;
  attributes: string[];
}

interface JsxNode {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string }[];
  position?: { start: { line: number; offset?: number } };
  data?: { origin?: { file: string } };
  children?: JsxNode[];
}

/** The page's elements of the site's components (`names`), in the order the page writes them. */
export function siteElements(tree: unknown, names: ReadonlySet<string>, source: string, text: string, rootDir: string): SiteElement[] {
  const out: SiteElement[] = [];
  const visit = (node: JsxNode) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && names.has(node.name)) {
      const [file, line] = placeOf(node as never, source).split(/:(?=\d+$)/);
      const own = file === source ? text : readText(path.join(rootDir, file));
      const offset = node.position?.start.offset;
      const written = offset === undefined ? undefined : /^<([\w.$-]+)/.exec(own.slice(offset))?.[1];
      const attributes = (node.attributes ?? []).map((a) => (a.type === 'mdxJsxAttribute' ? (a.name ?? '') : '...')).sort();
      out.push({ name: node.name, file, line: line ? Number(line) : undefined, written, attributes });
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree as JsxNode);
  return out;
}

function readText(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** What the trial's wrappers saw render: each call's registry name and the attributes its props name. */
export type TrialCalls = { name: string; attributes: string[] }[];

/**
 * The site's components for the trial, each behind a wrapper named as the registry names it (React's
 * component stack then says which the page's element was) that notes each element it renders. The
 * wrapper keeps the component's statics, and the mark by which a site component's parent gives its
 * children back as elements of the site's own functions (type identity: flight-children).
 */
export function trackedComponents(components: Record<string, unknown>, calls: TrialCalls): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(components).map(([name, component]) => {
      if (typeof component !== 'function' && !(typeof component === 'object' && component && '$$typeof' in component)) return [name, component];
      const { [name]: tracked } = {
        [name]: (props: Record<string, unknown>) => {
          calls.push({
            name,
            attributes: Object.keys(props)
              .filter((k) => k !== 'children')
              .sort(),
          });
          return createElement(component as never, props);
        },
      };
      return [name, Object.assign(tracked, typeof component === 'function' ? component : {}, { displayName: name })];
    }),
  );
}

/**
 * The page's element that threw: the innermost wrapper in React's component stack, and of that
 * component's elements the one its last render had the props of (the n-th with the same attributes,
 * n counted over the renders before it). An element the tree does not have (written in an
 * expression) is the page's, without a line. Undefined when the stack names none of the wrappers.
 */
export function failingSiteElement(
  componentStack: string | undefined,
  calls: TrialCalls,
  site: { components: Record<string, unknown>; elements: SiteElement[] },
  source: string,
): SiteElement | undefined {
  const stack = [...(componentStack ?? '').matchAll(/^\s*at ([\w$]+)/gm)].map((m) => m[1]);
  const name = stack.find((n) => Object.hasOwn(site.components, n));
  if (!name) return undefined;
  const mine = calls.filter((c) => c.name === name);
  const last = mine.at(-1);
  const same = (attributes: string[]) => attributes.join() === last?.attributes.join();
  const elements = site.elements.filter((e) => e.name === name);
  const candidates = elements.filter((e) => same(e.attributes));
  const found = candidates[mine.filter((c) => same(c.attributes)).length - 1] ?? candidates.at(-1) ?? elements[0];
  const written = (site.components[name] as { displayName?: string } | undefined)?.displayName;
  return found ?? { name, file: source, written, attributes: [] };
}

/**
 * The article inside what Next's page gives the site's components besides their props: on a doc page
 * the docs data, and the page's path, which `usePathname()` reads from Next's context (the one of the
 * `next` package the bundle imports, found from its folder).
 */
export function withPageContext(content: ReactElement, page: { docsData?: DocsClientData; pathname: string; bundleFile: string }): ReactElement {
  let out = content;
  if (page.docsData) {
    // (The docs plugin's data as Next's page gives it, components/doc/DocsContext.tsx through the theme layer: the theme
    // layer's context, one under this name for every copy of its module.)
    const Context = sharedContext<DocsClientData | undefined>('docs-engine.docs-context', undefined);
    out = createElement(Context.Provider, { value: page.docsData }, out);
  }
  try {
    const { PathnameContext } = createRequire(page.bundleFile)('next/dist/shared/lib/hooks-client-context.shared-runtime') as {
      PathnameContext: ReturnType<typeof createContext<string | null>>;
    };
    out = createElement(PathnameContext.Provider, { value: page.pathname }, out);
  } catch {
    // (No Next beside the bundle: usePathname() gives null, as outside a page.)
  }
  return out;
}
