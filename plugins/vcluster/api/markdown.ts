/**
 * An <ApiFields>'s Markdown, for the page's .md export and llms-full.txt: the resource's own fields at
 * every depth as a nested list (name, type, "required", description). A field of a Kubernetes type
 * or of another documented kind names that type instead of listing its fields again: a reader of the
 * Markdown knows ObjectMeta and PodSpec, and the kind has its own page.
 */
import type { List, ListItem, PhrasingContent, RootContent } from 'mdast';
import type { ApiEntry } from './entries';
import { loadApiEntries } from './load';
import { codeSpans } from '../data/code-spans';

/** Description text with its `code` spans. */
const phrasing = (text: string): PhrasingContent[] =>
  codeSpans(text).map((part) => (part.code ? { type: 'inlineCode', value: part.text } : { type: 'text', value: part.text }));

function item(e: ApiEntry): ListItem {
  const head: PhrasingContent[] = [
    { type: 'inlineCode', value: e.name },
    { type: 'text', value: ' ' },
    { type: 'inlineCode', value: e.type },
  ];
  if (e.typeName) head.push({ type: 'text', value: ` (${e.typeName})` });
  if (e.required) head.push({ type: 'text', value: ', required' });
  head.push({ type: 'text', value: ': ' }, ...phrasing(e.description));
  const nested = e.typeName ? [] : e.children;
  return {
    type: 'listItem',
    spread: false,
    children: [{ type: 'paragraph', children: head }, ...(nested.length ? [list(nested)] : [])],
  };
}

const list = (entries: ApiEntry[]): List => ({ type: 'list', ordered: false, spread: false, children: entries.map(item) });

export function apiFieldsMarkdown(attrs: Record<string, string>, pageVersion: string, contentDir: string): RootContent[] {
  return [list(loadApiEntries(attrs.resource, attrs.version ?? pageVersion, contentDir))];
}
