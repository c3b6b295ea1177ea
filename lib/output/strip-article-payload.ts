/**
 * An exported page repeats its article: once as HTML, once in the inline RSC payload React hydrates
 * from. When the article needs no hydration (components/doc/ArticleBody.tsx, `markupOnly`), its
 * content leaves the payload: ArticleBody's `children` are dropped, then every row nothing else
 * refers to. Measured on this site: the article was about a third of the payload.
 */
import { modelRow, parsePayload, reachableIds, readInlinePayload, serializePayload, writeInlinePayload, type PayloadRow } from './rsc-payload';

const COMPONENT = 'ArticleBody';

/** Ids of the import rows of the client component named `name` (the name may sit in a row of its own). */
function importIds(rows: readonly PayloadRow[], parsed: Map<string, unknown>, name: string): Set<string> {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.tag !== 'I') continue;
    const entry = JSON.parse(row.data) as unknown[];
    let exported = entry[2];
    if (typeof exported === 'string' && /^\$[0-9a-f]+$/.test(exported)) exported = parsed.get(exported.slice(1));
    if (exported === name) ids.add(row.id);
  }
  return ids;
}

/** Drops the children of markup-only ArticleBody elements inside value; true when it did. */
function dropChildren(value: unknown, types: Set<string>): boolean {
  if (!value || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    if (value.length === 4 && value[0] === '$' && typeof value[1] === 'string' && types.has(value[1])) {
      const props = value[3] as Record<string, unknown> | null;
      if (props && props.markupOnly === true && 'children' in props) {
        delete props.children;
        return true;
      }
    }
    let changed = false;
    for (const v of value) changed = dropChildren(v, types) || changed;
    return changed;
  }
  let changed = false;
  for (const v of Object.values(value)) changed = dropChildren(v, types) || changed;
  return changed;
}

/** The page with its article left out of the payload, or undefined when nothing can be left out. */
export function stripArticlePayload(html: string): string | undefined {
  // Most pages: the article was put in after the export (an empty ArticleBody without the flag),
  // so there is nothing to drop, and parsing the payload would cost more than the rest of the step.
  if (!html.includes('markupOnly')) return undefined;
  const text = readInlinePayload(html);
  if (text === undefined) return undefined;
  const rows = parsePayload(text);
  const parsed = new Map<string, unknown>();
  for (const row of rows) {
    if ((row.tag !== '' && row.tag !== 'I') || row.id === '') continue;
    try {
      parsed.set(row.id, JSON.parse(row.data));
    } catch {
      // not JSON: a row kind this step does not read
    }
  }
  const before = reachableIds(parsed);
  const types = new Set([...importIds(rows, parsed, COMPONENT)].map((id) => `$L${id}`));
  if (!types.size) return undefined;
  let changed = false;
  const rewritten = rows.map((row) => {
    const value = parsed.get(row.id);
    if (row.tag !== '' || !dropChildren(value, types)) return row;
    changed = true;
    return modelRow(row.id, value);
  });
  if (!changed) return undefined;
  // Drop what only the article used; a row that nothing reached before stays as it was.
  const after = reachableIds(parsed);
  const kept = rewritten.filter((row) => !before.has(row.id) || after.has(row.id));
  return writeInlinePayload(html, serializePayload(kept));
}
