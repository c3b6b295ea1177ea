/**
 * The React Server Components payload that Next inlines in an exported page
 * (`self.__next_f.push([1, "…"])` scripts): read it into rows, and write rows back. A row is
 * `<hex id>:<tag?><data>`, ended by a newline, except rows with a byte length (`T<hex len>,` text
 * and the binary tags) that end after that many UTF-8 bytes — the format React's Flight client
 * reads (react-server-dom, processBinaryChunk).
 */

export interface PayloadRow {
  /** Hex id; empty for hint rows (":HL[…]"). */
  id: string;
  /** The whole row as written, newline included where it has one. */
  raw: Buffer;
  /** The row's data after the id, colon and tag (JSON for model rows). */
  data: string;
  tag: string;
}

const LENGTH_TAGS = new Set('TAOoUSsLlGgMmV'.split(''));
const COLON = 0x3a;
const NEWLINE = 0x0a;
const COMMA = 0x2c;

export function parsePayload(text: string): PayloadRow[] {
  const buf = Buffer.from(text, 'utf8');
  const rows: PayloadRow[] = [];
  let pos = 0;
  while (pos < buf.length) {
    const start = pos;
    const colon = buf.indexOf(COLON, pos);
    if (colon < 0) throw new Error(`RSC payload: no row id at byte ${pos}`);
    const id = buf.toString('latin1', pos, colon);
    if (!/^[0-9a-f]*$/.test(id)) throw new Error(`RSC payload: bad row id "${id.slice(0, 20)}" at byte ${pos}`);
    pos = colon + 1;
    const first = String.fromCharCode(buf[pos]);
    let tag = '';
    let data: string;
    if (LENGTH_TAGS.has(first)) {
      tag = first;
      const comma = buf.indexOf(COMMA, pos);
      const length = parseInt(buf.toString('latin1', pos + 1, comma), 16);
      data = buf.toString('utf8', comma + 1, comma + 1 + length);
      pos = comma + 1 + length;
    } else {
      // An upper-case letter (or # r x) is a tag; anything else starts JSON.
      if ((first >= 'A' && first <= 'Z') || first === '#' || first === 'r' || first === 'x') tag = first;
      let end = buf.indexOf(NEWLINE, pos);
      if (end < 0) end = buf.length;
      data = buf.toString('utf8', pos + tag.length, end);
      pos = Math.min(end + 1, buf.length);
    }
    rows.push({ id, raw: buf.subarray(start, pos), data, tag });
  }
  return rows;
}

export function serializePayload(rows: readonly PayloadRow[]): string {
  return Buffer.concat(rows.map((r) => r.raw)).toString('utf8');
}

/** A model row rewritten with new JSON data. */
export function modelRow(id: string, value: unknown): PayloadRow {
  const data = JSON.stringify(value);
  return { id, tag: '', data, raw: Buffer.from(`${id}:${data}\n`, 'utf8') };
}

/**
 * Ids a JSON value refers to: "$1a", "$L1a", "$@1a", "$1a:props:children" and the like. Reads
 * generously (a "$D2024-…" date counts as a reference to row 2024): keeping a row that is not
 * needed costs bytes, dropping one that is breaks the page.
 */
export function referencedIds(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const m = /^\$[A-Za-z@]?([0-9a-f]+)/.exec(value);
    if (m) into.add(m[1]);
  } else if (Array.isArray(value)) {
    for (const v of value) referencedIds(v, into);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) referencedIds(v, into);
  }
  return into;
}

/** Ids of the rows reachable from row "0" (Next's root) through `values` (parsed rows by id). */
export function reachableIds(values: Map<string, unknown>): Set<string> {
  const seen = new Set<string>();
  const todo = ['0'];
  while (todo.length) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const value = values.get(id);
    if (value !== undefined) for (const ref of referencedIds(value)) todo.push(ref);
  }
  return seen;
}

const PUSH = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

/** The payload text of an exported page, or undefined when it has none or binary chunks. */
export function readInlinePayload(html: string): string | undefined {
  let text = '';
  let found = false;
  for (const m of html.matchAll(PUSH)) {
    const [kind, chunk] = JSON.parse(m[1]) as [number, string?];
    if (kind === 0) continue;
    if (kind !== 1 || typeof chunk !== 'string') return undefined;
    text += chunk;
    found = true;
  }
  return found ? text : undefined;
}

/** Escaped for a <script> element, as Next writes it. */
function scriptString(text: string): string {
  return JSON.stringify(text)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page with its payload replaced by `text`, in one script where the last chunk was (the end
 * of the body: the payload completes only once the document is parsed, as before).
 */
export function writeInlinePayload(html: string, text: string): string {
  const chunks = [...html.matchAll(PUSH)].filter((m) => !m[1].startsWith('[0]'));
  if (!chunks.length) return html;
  const last = chunks[chunks.length - 1];
  let out = '';
  let at = 0;
  for (const m of chunks) {
    out += html.slice(at, m.index);
    if (m === last) out += `<script>self.__next_f.push([1,${scriptString(text)}])</script>`;
    at = m.index + m[0].length;
  }
  return out + html.slice(at);
}
