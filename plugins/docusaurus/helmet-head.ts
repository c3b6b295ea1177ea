/**
 * react-helmet-async's last word on a page's `<title>`, `<meta>` and `<link>` tags in the written page
 * (its getTagsFromPropsList, run over the Heads from the deepest up, and the innermost title): the
 * rule is ./shared/helmet-kind.ts, which the browser applies too (plugins/docusaurus/components/HeadSettle.tsx).
 */
import { writtenAttributes } from '../../lib/api/shared';
import { HEAD_DEPTH_ATTRIBUTE } from './shared/head-depth';
import { helmetTag, overriddenTags, type HelmetTag } from './shared/helmet-kind';
import { documentAttributesOf, isAttributeMeta } from './shared/document-attributes';
import type { FinishedHead } from '../../lib/api/plugins';

const TAG = /<(meta|link)\b([^>]*?)\/?>|<(title)\b([^>]*)>[\s\S]*?<\/title>/gi;

interface Written extends HelmetTag {
  start: number;
  end: number;
}

function writtenTags(head: string): Written[] {
  return [...head.matchAll(TAG)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    ...helmetTag(m[1] ?? m[3], writtenAttributes(m[2] ?? m[4])),
  }));
}

/**
 * The page's head settled (settleHelmetTags), and the `<html>` and `<body>` attributes its Heads'
 * tags left say (./shared/document-attributes.ts): DocsPlugin.finishHead.
 */
export function finishHelmetHead(head: string): FinishedHead {
  const settled = settleHelmetTags(head);
  const metas = [...settled.matchAll(META)].flatMap((m) => {
    const attributes = new Map(writtenAttributes(m[1]));
    const name = attributes.get('name');
    return isAttributeMeta(name) ? [{ name: name!, content: attributes.get('content') ?? '' }] : [];
  });
  return metas.length ? { head: settled, ...documentAttributesOf(metas) } : settled;
}

const META = /<meta\b([^>]*?)\/?>/gi;

/** The page's head with each kind's tags of shallower Heads than its deepest taken out. */
export function settleHelmetTags(head: string): string {
  if (!head.includes(HEAD_DEPTH_ATTRIBUTE)) return head;
  const dropped = overriddenTags(writtenTags(head));
  if (!dropped.length) return head;
  let out = '';
  let from = 0;
  for (const t of dropped) {
    out += head.slice(from, t.start);
    from = t.end;
  }
  return out + head.slice(from);
}
