/**
 * Docusaurus' HTML tags (`HtmlTags`: a tag object, a string of HTML, or a list of them), as a
 * plugin's injectHtmlTags and the config's headTags give them, read as the engine's tags
 * (site.config.json head). Docusaurus writes them into its page template as they are
 * (core server/htmlTags.ts: an object's attributes escaped, `true` bare, `false` left out; a
 * string as written); the engine renders each element with React, so a string is parsed into its
 * elements (parse5, the HTML standard's parser). What React cannot write is left out and named:
 * event-handler attributes, text or comments between the elements.
 */
import { parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { headTagProblems, isEventHandlerAttribute, type HeadTag } from '../../../lib/api/config';

type Obj = Record<string, unknown>;
type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/** Attributes HTML reads by their presence (`async=""` is `async`): React writes them from `true`. */
const BOOLEAN_ATTRIBUTES = new Set([
  'async',
  'defer',
  'nomodule',
  'hidden',
  'allowfullscreen',
  'disabled',
  'autofocus',
  'autoplay',
  'controls',
  'loop',
  'muted',
  'playsinline',
  'open',
  'inert',
  'itemscope',
]);

export interface TagsRead {
  tags: HeadTag[];
  /** What is left out, each with why. */
  dropped: string[];
}

/** A tag object's attributes as the engine's: strings, `true`; `false`, null and undefined left out. */
function attributesOf(given: unknown): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries((given ?? {}) as Obj)) {
    if (value === true) out[name] = true;
    else if (value !== false && value !== null && value !== undefined) out[name] = String(value);
  }
  return out;
}

function elementTag(el: Element): HeadTag {
  const attributes: Record<string, string | boolean> = {};
  for (const { name, value } of el.attrs) attributes[name] = value === '' && BOOLEAN_ATTRIBUTES.has(name) ? true : value;
  const inner = serialize(el.tagName === 'template' ? (el as unknown as { content: DefaultTreeAdapterMap['documentFragment'] }).content : el);
  return { tagName: el.tagName, attributes, ...(inner ? { innerHTML: inner } : {}) };
}

/** The elements of a string of HTML; text other than white space and comments are named in `dropped`. */
function stringTags(html: string, where: string, dropped: string[]): HeadTag[] {
  const tags: HeadTag[] = [];
  for (const node of parseFragment(html).childNodes as Node[]) {
    if ('tagName' in node) tags.push(elementTag(node));
    else if (node.nodeName === '#text' && (node as { value: string }).value.trim())
      dropped.push(`${where}: text outside an element ("${(node as { value: string }).value.trim().slice(0, 40)}")`);
  }
  return tags;
}

/** A tag as the engine takes it, or why not: an event handler attribute is dropped and named, a tag the engine refuses is dropped whole. */
function checked(tag: HeadTag, where: string, dropped: string[]): HeadTag | undefined {
  const handlers = Object.keys(tag.attributes).filter(isEventHandlerAttribute);
  for (const name of handlers) dropped.push(`${where}: attribute "${name}" of <${tag.tagName}> (an event handler, which React does not write)`);
  const kept = handlers.length ? { ...tag, attributes: Object.fromEntries(Object.entries(tag.attributes).filter(([n]) => !handlers.includes(n))) } : tag;
  const problems = headTagProblems(kept, where);
  if (!problems.length) return kept;
  dropped.push(...problems.map((p) => `${p} (not carried over)`));
  return undefined;
}

/** Docusaurus' `HtmlTags` (`where`: their place, for what is dropped) as the engine's tags. */
export function htmlTagsOf(given: unknown, where: string): TagsRead {
  const dropped: string[] = [];
  const tags: HeadTag[] = [];
  (Array.isArray(given) ? given : [given]).forEach((item, i) => {
    const at = Array.isArray(given) ? `${where}[${i}]` : where;
    const read =
      typeof item === 'string'
        ? stringTags(item, at, dropped)
        : item && typeof item === 'object' && typeof (item as Obj).tagName === 'string'
          ? [
              {
                tagName: String((item as Obj).tagName),
                attributes: attributesOf((item as Obj).attributes),
                ...(typeof (item as Obj).innerHTML === 'string' && (item as Obj).innerHTML ? { innerHTML: String((item as Obj).innerHTML) } : {}),
              },
            ]
          : [];
    if (item && !read.length && typeof item !== 'string') dropped.push(`${at}: not a tag object (it needs a "tagName")`);
    for (const tag of read) {
      const kept = checked(tag, at, dropped);
      if (kept) tags.push(kept);
    }
  });
  return { tags, dropped };
}

/** What a plugin's injectHtmlTags gives, by where the engine puts it (site.config.json `head`'s lists). */
export interface InjectedTags {
  tags: HeadTag[];
  bodyStart: HeadTag[];
  bodyEnd: HeadTag[];
  dropped: string[];
}

/** A plugin's injectHtmlTags() result (`{ headTags, preBodyTags, postBodyTags }`) as the engine's three lists. */
export function injectedTagsOf(given: unknown): InjectedTags {
  const o = (given && typeof given === 'object' ? given : {}) as Obj;
  const head = htmlTagsOf(o.headTags ?? [], 'headTags');
  const bodyStart = htmlTagsOf(o.preBodyTags ?? [], 'preBodyTags');
  const bodyEnd = htmlTagsOf(o.postBodyTags ?? [], 'postBodyTags');
  return { tags: head.tags, bodyStart: bodyStart.tags, bodyEnd: bodyEnd.tags, dropped: [...head.dropped, ...bodyStart.dropped, ...bodyEnd.dropped] };
}
