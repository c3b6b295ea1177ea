/**
 * react-helmet-async's rule for a page's `<title>`, `<meta>` and `<link>` tags, which the export
 * (../helmet-head.ts) and the browser (../components/HeadSettle.tsx) both apply: of the tags of one
 * kind, the deepest Head's stay and the shallower ones' go. A page has one title; another tag's kind
 * is its primary attribute and that attribute's value, lowercased:
 * - a `<meta>`'s last of name, charset, http-equiv, property and itemprop;
 * - a `<link>`'s last of rel and href, but a canonical link's is its rel (a page has one canonical
 *   link) and a stylesheet's rel is never its kind (its href is).
 * Tags of one Head share no kind with each other here, as in helmet, which keeps every tag of the
 * deepest Head with that kind (SiteMetadata's og:locale:alternate tags, one per locale). A tag's depth
 * is the one the Head port wrote (./head-depth.ts); an unmarked tag (the engine's own metadata,
 * SiteMetadata's) is the shallowest.
 */
import { HEAD_DEPTH_ATTRIBUTE } from './head-depth';
import { isClassMeta } from './document-attributes';

const PRIMARY = { meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'], link: ['rel', 'href'] } as const;

/** The tag's kind, as helmet tells its tags apart; none for a tag without a primary attribute (helmet writes it regardless). */
export function helmetKind(tagName: string, attributes: readonly (readonly [string, string])[]): string | undefined {
  const name = tagName.toLowerCase();
  if (name === 'title') return 'title';
  if (name !== 'meta' && name !== 'link') return undefined;
  // (An <html> or <body> class no deeper Head replaces: ./document-attributes.ts isClassMeta.)
  if (name === 'meta' && isClassMeta(attributes.find(([a]) => a.toLowerCase() === 'name')?.[1])) return undefined;
  let primary: [string, string] | undefined;
  for (const [attr, value] of attributes) {
    const lower = attr.toLowerCase();
    if (!(PRIMARY[name] as readonly string[]).includes(lower)) continue;
    if (primary?.[0] === 'rel' && primary[1].toLowerCase() === 'canonical') continue;
    if (lower === 'rel' && value.toLowerCase() === 'stylesheet') continue;
    primary = [lower, value];
  }
  return primary && primary[1] ? `${name}\0${primary[0]}\0${primary[1].toLowerCase()}` : undefined;
}

/** A head tag as the rule reads it: its kind and the depth of the Head that wrote it. */
export interface HelmetTag {
  kind?: string;
  depth: number;
}

/** The tag's kind and depth, from its name and attributes as written. */
export function helmetTag(tagName: string, attributes: readonly (readonly [string, string])[]): HelmetTag {
  const depth = Number(attributes.find(([n]) => n.toLowerCase() === HEAD_DEPTH_ATTRIBUTE)?.[1] ?? 0);
  return { kind: helmetKind(tagName, attributes), depth: Number.isFinite(depth) ? depth : 0 };
}

/** The tags a deeper Head's tag of the same kind overrides. */
export function overriddenTags<T extends HelmetTag>(tags: readonly T[]): T[] {
  const deepest = new Map<string, number>();
  for (const t of tags) if (t.kind !== undefined) deepest.set(t.kind, Math.max(deepest.get(t.kind) ?? 0, t.depth));
  return tags.filter((t) => t.kind !== undefined && t.depth < deepest.get(t.kind)!);
}
