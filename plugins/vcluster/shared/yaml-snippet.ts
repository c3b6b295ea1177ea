/**
 * Entry → the minimal valid YAML that sets that field at its full path: its default (or a value
 * of the right type when there is none), with the description as a comment above the key.
 * Generated from the schema (in the browser, when a reader copies a field: the page carries no
 * snippet); nothing is read back from the page.
 */
import { Document, isMap, isSeq, type Scalar, type YAMLMap } from 'yaml';
import { MAP_KEY, type ConfigEntry } from './config-entries';

/** A value of the right type for a field without a default. */
export function placeholder(entry: ConfigEntry): unknown {
  if (entry.enum?.length) return entry.enum[0];
  if (entry.examples?.length) return entry.examples[0];
  const t = entry.type.split(' | ')[0];
  if (t.endsWith('[]')) return [];
  if (t.startsWith('map[')) return {};
  switch (t) {
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return 0;
    case 'object':
      return {};
    case 'string':
      return '';
    default:
      return null;
  }
}

function wrap(text: string, width = 76): string {
  const lines: string[] = [];
  let line = '';
  for (const w of text.replace(/\s+/g, ' ').trim().split(' ')) {
    if (line && (line + ' ' + w).length > width) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  return lines.map((l) => ` ${l}`).join('\n');
}

const valueOf = (e: ConfigEntry) => (e.default !== undefined ? e.default : placeholder(e));

/**
 * @param containers the entries that contain each level of the path, outermost first (the schema
 *   root for level 0), when known: their required fields are added so the snippet validates.
 */
export function yamlSnippet(entry: ConfigEntry, containers: (ConfigEntry | undefined)[] = []): string {
  const keys = entry.path.map((k) => (k === MAP_KEY ? 'my-name' : k));
  let value: unknown = valueOf(entry);
  for (let i = keys.length - 1; i >= 0; i--) {
    const obj: Record<string, unknown> = {};
    for (const sibling of containers[i]?.children ?? []) {
      if (sibling.required && sibling.name !== entry.path[i] && sibling.name !== MAP_KEY) obj[sibling.name] = valueOf(sibling);
    }
    obj[keys[i]] = value;
    value = entry.inList[i] ? [obj] : obj;
  }
  const doc = new Document(value);
  // Walk to the leaf key and put the description above it.
  let node: unknown = doc.contents;
  keys.forEach((key, i) => {
    if (isSeq(node)) node = node.items[0];
    if (!isMap(node)) return;
    const pair = (node as YAMLMap).items.find((p) => (p.key as Scalar).value === key);
    if (!pair) return;
    if (i === keys.length - 1 && entry.description) (pair.key as Scalar).commentBefore = wrap(entry.description);
    node = pair.value;
  });
  return doc.toString({ lineWidth: 0 });
}

/**
 * What the copy button of field `id` copies in a reference of `root`'s fields (schemaEntries of
 * the reference's path): its snippet, with the required fields of every level the reference shows
 * (the levels above its path stay unknown). Undefined when no field has that id.
 */
export function referenceSnippet(root: ConfigEntry, id: string): string | undefined {
  const list = root.children.length ? root.children : [root];
  // containers[i] holds the entry that contains key i of a path.
  const top: (ConfigEntry | undefined)[] = [...new Array<undefined>(Math.max(0, list[0].path.length - 1)), list[0] === root ? undefined : root];
  const find = (entries: ConfigEntry[], containers: (ConfigEntry | undefined)[]): string | undefined => {
    for (const e of entries) {
      if (e.id === id) return yamlSnippet(e, containers);
      const hit = find(e.children, [...containers, e]);
      if (hit !== undefined) return hit;
    }
    return undefined;
  };
  return find(list, top);
}
