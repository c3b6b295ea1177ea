/**
 * react-helmet's `<html>` and `<body>` attributes: a Head's `<html className="…"/>` (theme-common's
 * HtmlClassNameProvider, theme-classic's SiteMetadata `<body className=…/>`) sets the document's
 * element, in the exported page and in the browser. A Head writes each attribute as a meta tag of its
 * own (its name says which element and attribute), so that the helmet rule for the head's tags
 * (./helmet-kind.ts) settles them as helmet settles attributes: by attribute, the deepest Head's.
 * Of those left, a class is every one's classes (an inner HtmlClassNameProvider's holds its outer
 * ones'), any other attribute the last one's.
 */
import type { DocumentAttributes } from '../../../lib/api/plugins';

const PREFIX = { html: 'helmet:html:', body: 'helmet:body:' } as const;

/** React's prop names that are not the attribute's (the rest are written as they are named). */
const ATTRIBUTE_NAMES: Record<string, string> = { className: 'class', htmlFor: 'for' };

/**
 * The meta tags that stand for an `<html>` or `<body>` element's props in a Head; none for props that write
 * no attribute. A boolean is written as its word, as helmet writes the exported page's (`data-has-hydrated="false"`).
 */
export function attributeMetas(element: 'html' | 'body', props: Record<string, unknown>): { name: string; content: string }[] {
  return Object.entries(props).flatMap(([prop, value]) => {
    if (prop === 'children' || !['string', 'number', 'boolean'].includes(typeof value)) return [];
    const attribute = ATTRIBUTE_NAMES[prop] ?? prop;
    return [{ name: `${PREFIX[element]}${attribute.toLowerCase()}`, content: String(value) }];
  });
}

/** What the meta tags a page's head keeps say for its `<html>` and `<body>` (`metas`: name and content, in the head's order). */
export function documentAttributesOf(metas: Iterable<{ name: string; content: string }>): DocumentAttributes {
  const out: { html: Record<string, string>; body: Record<string, string> } = { html: {}, body: {} };
  for (const { name, content } of metas) {
    const element = name.startsWith(PREFIX.html) ? 'html' : name.startsWith(PREFIX.body) ? 'body' : undefined;
    if (!element) continue;
    const attribute = name.slice(PREFIX[element].length);
    const had = out[element][attribute];
    out[element][attribute] = attribute === 'class' && had ? [...new Set(`${had} ${content}`.split(/\s+/).filter(Boolean))].join(' ') : content;
  }
  return out;
}

/**
 * Whether a meta tag is a class's: those of every Head stay, whatever their depth. Under Docusaurus an inner
 * HtmlClassNameProvider's class holds its outer ones' (through its context), so the deepest Head's is all of
 * them; the frames the engine draws (./frame-classes.ts) are outside that context, so their classes and the
 * theme's are joined here instead.
 */
export const isClassMeta = (name: string | null | undefined): boolean => name === `${PREFIX.html}class` || name === `${PREFIX.body}class`;

/** Whether a meta tag's name is one of these. */
export const isAttributeMeta = (name: string | null | undefined): boolean => !!name && (name.startsWith(PREFIX.html) || name.startsWith(PREFIX.body));
