/**
 * react-helmet-async's last word on a page's `<title>`, `<meta>` and `<link>` tags (its
 * getTagsFromPropsList, run over the Heads from the deepest up, and the innermost title): of the tags
 * of one kind, the deepest Head's stay and the shallower ones' go. A page has one title; another
 * tag's kind is its primary attribute and that attribute's value, lowercased:
 * - a `<meta>`'s last of name, charset, http-equiv, property and itemprop;
 * - a `<link>`'s last of rel and href, but a canonical link's is its rel (a page has one canonical
 *   link) and a stylesheet's rel is never its kind (its href is).
 * Tags of one Head share no kind with each other here, as in helmet, which keeps every tag of the
 * deepest Head with that kind (SiteMetadata's og:locale:alternate tags, one per locale). The depth is
 * the one the Head port wrote (plugins/docusaurus/components/head-depth.ts); the engine's own metadata, unmarked, is
 * SiteMetadata's, the shallowest.
 */
import { writtenAttributes } from '../../lib/api/shared';
import { HEAD_DEPTH_ATTRIBUTE } from './shared/head-depth';

const TAG = /<(meta|link)\b([^>]*?)\/?>|<(title)\b([^>]*)>[\s\S]*?<\/title>/gi;
const PRIMARY = { meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'], link: ['rel', 'href'] } as const;

interface Written {
  start: number;
  end: number;
  kind?: string;
  depth: number;
}

/** The tag's kind, as helmet tells its tags apart; none for a tag without a primary attribute (helmet writes it regardless). */
export function helmetKind(tagName: string, attributes: readonly [string, string][]): string | undefined {
  const name = tagName.toLowerCase() as keyof typeof PRIMARY;
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

function writtenTags(head: string): Written[] {
  const out: Written[] = [];
  for (const m of head.matchAll(TAG)) {
    const tagName = m[1] ?? m[3];
    const attributes = writtenAttributes(m[2] ?? m[4]);
    const depth = Number(attributes.find(([n]) => n.toLowerCase() === HEAD_DEPTH_ATTRIBUTE)?.[1] ?? 0);
    const kind = tagName.toLowerCase() === 'title' ? 'title' : helmetKind(tagName, attributes);
    out.push({ start: m.index, end: m.index + m[0].length, kind, depth: Number.isFinite(depth) ? depth : 0 });
  }
  return out;
}

/** The page's head with each kind's tags of shallower Heads than its deepest taken out (DocsPlugin.finishHead). */
export function settleHelmetTags(head: string): string {
  if (!head.includes(HEAD_DEPTH_ATTRIBUTE)) return head;
  const tags = writtenTags(head);
  const deepest = new Map<string, number>();
  for (const t of tags) if (t.kind !== undefined) deepest.set(t.kind, Math.max(deepest.get(t.kind) ?? 0, t.depth));
  const dropped = tags.filter((t) => t.kind !== undefined && t.depth < deepest.get(t.kind)!);
  if (!dropped.length) return head;
  let out = '';
  let from = 0;
  for (const t of dropped) {
    out += head.slice(from, t.start);
    from = t.end;
  }
  return out + head.slice(from);
}
