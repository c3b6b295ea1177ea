/**
 * The HTML elements a page writes that Docusaurus draws with its theme's components: mdx-loader's
 * remark `details` and `head` plugins (3.x, lib/remark/details, lib/remark/head) rename a flow
 * `<details>` to `<Details>` and a flow `<head>` to `<Head>`, since MDX 2 and later no longer hand
 * an element written as JSX to the provider's components; an inline one stays the browser's. MDX 1
 * (Docusaurus 2) handed every element to the provider (@mdx-js/react 1's createElement), inline ones
 * too, so there both are renamed. Runs on the page with its partials inlined, as mdx-loader runs on
 * each partial (PageImports.themeStage).
 */
import type { Root } from 'mdast';
import type { SiteComponentsContext } from '../../lib/api/mdx';
import { visit } from '../../lib/api/mdx';
import { registryName } from '../../lib/api/build';
import { readsMdx1 } from './in-place/reading-file';
import { DETAILS_MODULE, DETAILS_PART } from './site-components/details-place';

interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
}

/** Renames the page's elements of `names` (`inline`: the text ones too, as MDX 1). */
export function renameThemeElements(tree: Root, names: Readonly<Record<string, string>>, inline: boolean): void {
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && (!inline || node.type !== 'mdxJsxTextElement')) return;
    const el = node as unknown as JsxElement;
    const name = el.name && Object.hasOwn(names, el.name) ? names[el.name] : undefined;
    if (name) el.name = name;
  });
}

/**
 * What draws a page's details: the site's MDXComponents' `Details` where its map gives one (`global`:
 * the registry's name of a global component), else the site's swizzle of Details or MDXComponents/Details
 * (./site-components/details-place.ts), else the engine's registry's (../components/page-components.tsx).
 */
function detailsName(ctx: SiteComponentsContext | undefined, global: (name: string) => string | undefined): string {
  const own = ctx?.globals?.Details !== undefined ? global('Details') : undefined;
  if (own) return own;
  const entry = ctx?.manifest?.themeParts?.includes(DETAILS_PART) ? ctx.manifest.modules[DETAILS_MODULE] : undefined;
  return entry && !entry.error && entry.exports.includes('default') ? registryName(entry.id, 'default') : 'Details';
}

/** The Docusaurus plugin's theme stage; `global`: the registry's name of one of the site's global components. */
export function themeElementsStage(tree: Root, ctx: SiteComponentsContext | undefined, global: (name: string) => string | undefined): void {
  renameThemeElements(tree, { details: detailsName(ctx, global), head: 'Head' }, ctx ? readsMdx1(ctx.root) : false);
}
