/**
 * The markup contract of a long field reference that a reader can filter by path (an API resource
 * with thousands of nested fields): a container with FIELD_TREE_ATTR, a filter box with
 * FIELD_FILTER_ATTR inside it (rendered `hidden`: without script it does nothing), and one element
 * per field carrying its dotted path in FIELD_PATH_ATTR (a `<details>` when it holds fields, which
 * the filter unfolds), each a child of an element that holds it and its controls (what the filter
 * hides). Shared by the components that
 * write it and lib/browser/field-filter.ts, which runs it.
 */
export const FIELD_TREE_ATTR = 'data-field-tree';
export const FIELD_FILTER_ATTR = 'data-field-filter';
export const FIELD_PATH_ATTR = 'data-field-path';
/** Set on a field whose path matches the filter. */
export const FIELD_MATCH_ATTR = 'data-field-match';

export const fieldTreeSelector = `[${FIELD_TREE_ATTR}]`;

/** Whether a dotted path matches a filter: every word of it, in any case, is part of the path. */
export function pathMatches(path: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return false;
  const p = path.toLowerCase();
  return words.every((w) => p.includes(w));
}
