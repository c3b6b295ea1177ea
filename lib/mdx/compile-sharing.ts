/**
 * One compile for a page that several versions share. After the remark stage, the same text in two
 * versions differs only in the URLs its links and images were resolved to. The page's URLs are put
 * aside as tokens, and what is left is the key: a page whose key was compiled before takes that
 * compile (rehype, highlighting, MDX's code) and puts its own URLs back. Every page goes through
 * the tokens, the first of its kind too, so sharing cannot change a byte: scripts/__tests__ build
 * with sharing and without it (RunSettings.shareCompiles) and compare.
 * A URL reaches the compiled code as a JavaScript string (astring writes JSON.stringify), after
 * mdast-util-to-hast's normalizeUri for a link's, an image's or a definition's URL; a JSX
 * attribute's string as written.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { normalizeUri } from 'micromark-util-sanitize-uri';
import { eachNode } from './each-node';

/** Where a URL sits in the tree, and how it reaches the compiled code: u, through normalizeUri; r, as it is. */
interface Slot {
  holder: Record<string, unknown>;
  field: string;
  value: string;
  kind: 'u' | 'r';
}

/** The JSX attributes whose strings the remark stage resolves per version (remark-links, remark-images). */
const URL_ATTRIBUTES = new Set(['href', 'to', 'src']);

/** This process's token marker: page text never holds it (a page that does is not shared). */
const MARK = `pw${randomBytes(5).toString('hex')}`;
const TOKEN = new RegExp(`${MARK}([ur])(\\d+)z`, 'g');

/** A page's URLs put aside for the rest of the compile. */
export interface Tokenized {
  key: string;
  /** Each token's value as the compiled code and the rehype stage's data get it. */
  values: string[];
  /** Puts the page's own URLs back into its tree. */
  restore(): void;
}

function urlSlots(tree: Root): Slot[] {
  const slots: Slot[] = [];
  eachNode(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      slots.push({ holder: node as unknown as Record<string, unknown>, field: 'url', value: node.url, kind: 'u' });
      return;
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    for (const attr of node.attributes)
      if (attr.type === 'mdxJsxAttribute' && typeof attr.value === 'string' && URL_ATTRIBUTES.has(attr.name))
        slots.push({ holder: attr as unknown as Record<string, unknown>, field: 'value', value: attr.value, kind: 'r' });
  });
  return slots;
}

/**
 * The tree as data, without which partial each node came from (lib/mdx/node-origin.ts: the same
 * partial in another version is another file; no later stage reads it). Positions stay: pages of
 * one text have the same. JSON.stringify without a replacer, which would run for every key of the
 * expressions' estree; a tree it cannot write (a BigInt literal) is written with one.
 */
function treeText(tree: Root): string {
  const held: [{ origin?: unknown }, unknown][] = [];
  eachNode(tree, (node) => {
    const data = node.data as { origin?: unknown } | undefined;
    if (data?.origin === undefined) return;
    held.push([data, data.origin]);
    data.origin = undefined;
  });
  try {
    return JSON.stringify(tree);
  } catch {
    return JSON.stringify(tree, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value));
  } finally {
    for (const [data, origin] of held) data.origin = origin;
  }
}

/**
 * Puts the tree's URLs aside as tokens and gives its key: the tree without them, `options` (what
 * else the rest of the compile reads: TOC levels, anchor aliases, format…) and what `read` gives,
 * read from the tree with the tokens in it, as the rest of the compile reads it.
 * Undefined when the page's text holds the token marker.
 */
export function tokenizeUrls(tree: Root, file: VFile, options: unknown, read: () => unknown = () => null): Tokenized | undefined {
  if (String(file.value).includes(MARK)) return undefined;
  const slots = urlSlots(tree);
  slots.forEach((slot, i) => (slot.holder[slot.field] = `${MARK}${slot.kind}${i}z`));
  const key = createHash('sha256')
    .update(JSON.stringify([options, read()]))
    .update('\0')
    .update(treeText(tree))
    .digest('hex');
  return {
    key,
    values: slots.map((slot) => (slot.kind === 'u' ? normalizeUri(slot.value) : slot.value)),
    restore: () => slots.forEach((slot) => (slot.holder[slot.field] = slot.value)),
  };
}

/**
 * The compiled code with the page's URLs in place of the tokens (as JavaScript strings). A token
 * that a step of the compile changed on its way is an engine error: never published.
 */
export function codeWithUrls(code: string, values: readonly string[]): string {
  const out = code.replace(TOKEN, (_, _kind: string, i: string) => JSON.stringify(values[Number(i)]).slice(1, -1));
  if (out.includes(MARK)) throw new Error('compile sharing: a URL reached the compiled code changed — build with DOCS_SHARE_COMPILES=0, and report it');
  return out;
}

/** Data of the rehype stage (the TOC…) with the page's URLs in place of the tokens. */
export function dataWithUrls<T>(value: T, values: readonly string[]): T {
  if (typeof value === 'string') return value.replace(TOKEN, (_, _kind: string, i: string) => values[Number(i)]) as T;
  if (Array.isArray(value)) return value.map((v) => dataWithUrls(v, values)) as T;
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, dataWithUrls(v, values)])) as T;
  return value;
}

/**
 * A compile kept for the pages that share its key: its code and what the rehype stage added to
 * file.data, both with tokens. The code is MDX's JavaScript, or (form "hast") the rehype stage's
 * tree as JSON, for an article rendered from it (components/mdx/hast-render.tsx); URLs go into
 * either as JSON string content.
 */
export interface SharedCompile {
  code: string;
  form: CompiledForm;
  data: Record<string, unknown>;
}

export type CompiledForm = 'mdx' | 'hast';

/**
 * The compiles kept in this thread: the last one. Pages of one text are compiled one after the
 * other (the page pass orders and batches them so: lib/check/page-jobs.ts sameTextOrder), so the
 * pages that take a compile take the one just made; keeping more only held the thread's memory
 * (the largest pages' code runs to megabytes).
 */
let kept: { key: string; compile: SharedCompile } | undefined;
/** How many compiles this thread kept and gave out (tests read them). */
export const sharingCounts = { kept: 0, taken: 0 };
const KEEP_CHARS = 16_000_000;

export function sharedCompile(key: string): SharedCompile | undefined {
  if (kept?.key !== key) return undefined;
  sharingCounts.taken++;
  return kept.compile;
}

/** Keeps `compile` in place of the one kept before, unless its code is too large to hold. */
export function keepCompile(key: string, compile: SharedCompile): void {
  if (compile.code.length > KEEP_CHARS) return;
  sharingCounts.kept++;
  kept = { key, compile };
}
