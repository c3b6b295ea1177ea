/**
 * A page's admonition of a site whose swizzles draw them (themeParts.Admonition:
 * ./site-components/admonition-place.ts): the element is the bundle's `@theme/Admonition`, handed what
 * mdx-loader's admonitions plugin hands it — its type, its `title` as a prop where the title is text
 * alone, else an `<mdxAdmonitionTitle>` child the theme's processAdmonitionProps takes it from.
 */
import type { Root } from 'mdast';
import type { SiteComponentsContext } from '../../lib/api/mdx';
import { visit } from '../../lib/api/mdx';
import { registryName } from '../../lib/api/build';
import { ADMONITION_MODULE, ADMONITION_PART } from './site-components/admonition-place';

interface Jsx {
  type: string;
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: { type: string; name?: string | null; value?: string; children?: { type: string; value?: string }[] }[];
}

/** The registry's name of the site's Admonition, where its swizzles draw the admonitions. */
function admonitionName(ctx: SiteComponentsContext | undefined): string | undefined {
  if (!ctx?.manifest?.themeParts?.includes(ADMONITION_PART)) return undefined;
  const entry = ctx.manifest.modules[ADMONITION_MODULE];
  return entry && !entry.error && entry.exports.includes('default') ? registryName(entry.id, 'default') : undefined;
}

/** Its title child as Docusaurus hands it: text alone a `title` prop, anything more an `<mdxAdmonitionTitle>` child. */
function docusaurusTitle(el: Jsx): void {
  const i = el.children.findIndex((c) => c.type === 'mdxJsxFlowElement' && c.name === 'AdmonitionTitle');
  if (i < 0) return;
  const inline = el.children[i].children?.[0]?.type === 'paragraph' ? ((el.children[i].children![0] as Jsx['children'][number]).children ?? []) : [];
  if (inline.length === 1 && inline[0].type === 'text') {
    el.children.splice(i, 1);
    el.attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: inline[0].value });
  } else el.children[i] = { type: 'mdxJsxFlowElement', name: 'mdxAdmonitionTitle', attributes: [], children: inline } as unknown as Jsx['children'][number];
}

/** Renames the page's admonitions to the site's Admonition, where it draws them. */
export function admonitionElementsStage(tree: Root, ctx: SiteComponentsContext | undefined): void {
  const name = admonitionName(ctx);
  if (!name) return;
  visit(tree, (node) => {
    const el = node as unknown as Jsx;
    if (el.type !== 'mdxJsxFlowElement' || el.name !== 'Admonition') return;
    el.name = name;
    docusaurusTitle(el);
  });
}
