/**
 * YAML examples parsed once per run of the checks: a page's examples repeat in each of its
 * versions, and parsing them was most of the consistency check's time. The parsed documents are
 * only read (fields, keys, line positions), so a text's parse serves every page that holds it.
 * checkContent empties the store when it is done.
 */
import { LineCounter, parseAllDocuments, parseDocument, type Document } from 'yaml';

type All = { docs: ReturnType<typeof parseAllDocuments>; counter: LineCounter };
const all = new Map<string, All>();
const first = new Map<string, Document.Parsed>();

/** parseAllDocuments(text, { lineCounter }), and the line counter. */
export function parseAllOnce(text: string): All {
  let parsed = all.get(text);
  if (!parsed) {
    const counter = new LineCounter();
    all.set(text, (parsed = { docs: parseAllDocuments(text, { lineCounter: counter }), counter }));
  }
  return parsed;
}

/** parseDocument(text). */
export function parseDocumentOnce(text: string): Document.Parsed {
  let doc = first.get(text);
  if (!doc) first.set(text, (doc = parseDocument(text)));
  return doc;
}

export function forgetParsedYaml(): void {
  all.clear();
  first.clear();
}
