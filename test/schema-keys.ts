/**
 * The option keys a Docusaurus package's Joi schema accepts, read by running the package's own
 * options module (theme-classic's lib/options.js) with a stand-in for every module it requires: the
 * stand-in records each `Joi.object({…})` (and `.keys`, `.append`), the branches of
 * `alternatives().try(…)`, `.concat(…)` and `.when(…, { then, otherwise })`, and which keys are
 * `.forbidden()` (options Docusaurus refuses, with a message).
 */
import fs from 'node:fs';

const NODE = Symbol('schema-node');

interface SchemaNode {
  keys?: Record<string, SchemaNode>;
  branches: SchemaNode[];
  forbidden?: boolean;
}

const nodeOf = (x: unknown): SchemaNode | undefined =>
  x && (typeof x === 'function' || typeof x === 'object') ? (x as { [NODE]?: SchemaNode })[NODE] : undefined;
const isPlain = (x: unknown): x is Record<string, unknown> => Boolean(x) && typeof x === 'object' && !nodeOf(x) && !Array.isArray(x);

/** What a method call adds to the schema it is called on. */
function called(node: SchemaNode, method: string | undefined, args: unknown[]): SchemaNode {
  const next: SchemaNode = { keys: node.keys, branches: [...node.branches], forbidden: node.forbidden || method === 'forbidden' };
  if (method && ['object', 'keys', 'append'].includes(method) && isPlain(args[0]))
    next.keys = { ...next.keys, ...Object.fromEntries(Object.entries(args[0]).map(([k, v]) => [k, nodeOf(v) ?? { branches: [] }])) };
  for (const arg of args.flat()) {
    const sub = nodeOf(arg);
    if (sub && method && ['try', 'alternatives', 'concat'].includes(method)) next.branches.push(sub);
    if (isPlain(arg)) for (const key of ['then', 'otherwise']) if (nodeOf(arg[key])) next.branches.push(nodeOf(arg[key])!);
  }
  return next;
}

/** A stand-in for Joi, and for any module: each property a method, whose call returns a schema. */
function recorder(node: SchemaNode = { branches: [] }, method?: string): unknown {
  return new Proxy(function () {}, {
    get: (_target, key) => (key === NODE ? node : key === 'then' || typeof key === 'symbol' ? undefined : recorder(node, key)),
    apply: (_target, _this, args: unknown[]) => recorder(called(node, method, args)),
  });
}

function keysOf(node: SchemaNode, seen = new Set<SchemaNode>()): Record<string, SchemaNode> {
  if (seen.has(node)) return {};
  seen.add(node);
  return Object.assign({ ...node.keys }, ...node.branches.map((b) => keysOf(b, seen)));
}

/** Each key path of `node`'s objects down to its leaves (`prefix.a.b`), and those it forbids. */
function leaves(node: SchemaNode, prefix: string, out: { accepted: string[]; forbidden: string[] }) {
  for (const [key, child] of Object.entries(keysOf(node))) {
    const at = `${prefix}.${key}`;
    if (child.forbidden) out.forbidden.push(at);
    else if (Object.keys(keysOf(child)).length) leaves(child, at, out);
    else out.accepted.push(at);
  }
}

/**
 * The key paths the schema `exportName` of the CommonJS module `file` accepts and forbids, under `prefix`;
 * `exportName` may be a `validateOptions` function, whose schema is the one it validates with.
 */
export function schemaKeys(file: string, exportName: string, prefix: string): { accepted: string[]; forbidden: string[] } {
  const loaded = { exports: {} as Record<string, unknown> };
  // (The package's own code, its requires answered by the stand-in.)
  new Function('exports', 'require', 'module', '__filename', '__dirname', fs.readFileSync(file, 'utf8'))(loaded.exports, () => recorder(), loaded, file, '');
  const exported = loaded.exports[exportName];
  // A plugin's options schema is not exported: its validateOptions hands it to `validate`.
  let validated: unknown;
  if (!nodeOf(exported) && typeof exported === 'function')
    (exported as (args: unknown) => unknown)({ validate: (schema: unknown) => (validated = schema), options: {} });
  const schema = nodeOf(exported) ?? nodeOf(validated);
  if (!schema) throw new Error(`${file} exports no schema ${exportName}`);
  const out = { accepted: [] as string[], forbidden: [] as string[] };
  leaves(schema, prefix, out);
  return out;
}
