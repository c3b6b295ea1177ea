/**
 * Validates YAML text against a JSON Schema (draft 2020-12) with ajv and reports every problem
 * with its path, line:column and a readable message. Runs in the browser (loaded on demand by
 * the validator page), in the unit tests and in the content check (vcluster.yaml examples on
 * the pages), so a reader's paste and a page's example meet the same rules.
 */
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import { LineCounter, parseDocument, isMap, isNode, isScalar, type Document } from 'yaml';

export interface ConfigIssue {
  /** Dotted path of the offending field ("" for the document itself). */
  path: string;
  line?: number;
  column?: number;
  message: string;
  /** The JSON Schema keyword that failed (additionalProperties, type, enum, …); absent for YAML syntax. */
  keyword?: string;
}

function pathOf(instancePath: string): (string | number)[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function dotted(parts: (string | number)[]): string {
  return parts.reduce<string>((acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '');
}

function describe(err: ErrorObject): { extra?: string; message: string } {
  const p = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'required':
      return { extra: String(p.missingProperty), message: `missing required field "${String(p.missingProperty)}"` };
    case 'additionalProperties':
      return { extra: String(p.additionalProperty), message: `unknown field "${String(p.additionalProperty)}"` };
    case 'enum':
      return {
        message: `${JSON.stringify(err.data)} is not allowed; allowed values: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'type':
      return {
        message: `must be ${String(p.type).replace(/,/g, ' or ')} (got ${err.data === null ? 'null' : Array.isArray(err.data) ? 'array' : typeof err.data})`,
      };
    case 'anyOf':
    case 'oneOf':
      return { message: 'does not match any of the allowed forms' };
    default:
      return { message: err.message ?? err.keyword };
  }
}

function position(doc: Document, counter: LineCounter, parts: (string | number)[], key?: string) {
  // Point at the offending key when there is one (unknown field), else at the value.
  if (key !== undefined) {
    const parent = parts.length ? doc.getIn(parts, true) : doc.contents;
    const pair = isMap(parent) ? parent.items.find((p) => isScalar(p.key) && p.key.value === key) : undefined;
    if (pair && isNode(pair.key) && pair.key.range) {
      const pos = counter.linePos(pair.key.range[0]);
      return { line: pos.line, column: pos.col };
    }
  }
  const target = parts;
  for (let n = target.length; n >= 0; n--) {
    const node = n === 0 ? doc.contents : doc.getIn(target.slice(0, n), true);
    if (isNode(node) && node.range) {
      const pos = counter.linePos(node.range[0]);
      return { line: pos.line, column: pos.col };
    }
  }
  return {};
}

/** Problems as the reader meets them in the file: by line, then column (ajv reports in schema order). */
function inLineOrder(issues: ConfigIssue[]): ConfigIssue[] {
  const at = (i: ConfigIssue) => [i.line ?? Infinity, i.column ?? Infinity];
  return [...issues].sort((a, b) => at(a)[0] - at(b)[0] || at(a)[1] - at(b)[1]);
}

/** A validator of parsed YAML documents (positions from the document's line counter). */
export function createDocumentValidator(schema: object): (doc: Document, counter: LineCounter) => ConfigIssue[] {
  const ajv = new Ajv2020({ allErrors: true, strict: false, allowUnionTypes: true, verbose: true });
  const check = ajv.compile(schema);
  return (doc: Document, counter: LineCounter) => {
    const data = doc.toJS() ?? {};
    if (check(data)) return [];
    const seen = new Set<string>();
    const issues: ConfigIssue[] = [];
    for (const err of check.errors ?? []) {
      // anyOf/oneOf branches repeat their own errors; the summary line is enough when others exist.
      const parts = pathOf(err.instancePath);
      const { message, extra } = describe(err);
      const where = dotted(parts);
      const key = `${where}|${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const pos = position(doc, counter, parts, err.keyword === 'additionalProperties' ? extra : undefined);
      const path = err.keyword === 'additionalProperties' || err.keyword === 'required' ? dotted([...parts, extra!]) : where;
      issues.push({ path, ...pos, message, keyword: err.keyword });
    }
    return inLineOrder(issues);
  };
}

export function createValidator(schema: object): (text: string) => ConfigIssue[] {
  const validate = createDocumentValidator(schema);
  return (text: string) => {
    const counter = new LineCounter();
    const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false });
    if (doc.errors.length) {
      return doc.errors.map((e) => {
        const pos = counter.linePos(e.pos[0]);
        return { path: '', line: pos.line, column: pos.col, message: `YAML syntax error: ${e.message.split('\n')[0]}` };
      });
    }
    return validate(doc, counter);
  };
}
