/**
 * JSON Schema → configuration reference entries: one entry per field with its path, type,
 * default, enum, required flag and description; $ref/$defs, allOf, anyOf/oneOf, items and
 * additionalProperties resolved. Pure data, used by the reference pages, TOC and YAML snippets.
 */

export type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
  type?: string | string[];
  description?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  examples?: unknown[];
  deprecated?: boolean;
};

export interface ConfigEntry {
  /** Field names from the root, e.g. ["sync", "toHost", "secrets", "all"]. Map keys show as "<name>". */
  path: string[];
  name: string;
  /** Anchor id: path joined with "-", e.g. "sync-toHost-secrets-all". */
  id: string;
  /** Human type: object, string, boolean, integer, string[], object[], map[string]string, string | integer … */
  type: string;
  required: boolean;
  description: string;
  default?: unknown;
  enum?: unknown[];
  examples?: unknown[];
  deprecated?: boolean;
  children: ConfigEntry[];
  /** The node is a list of objects (children describe one item). */
  isArray: boolean;
  /** The node is a map (children describe one value under a free key). */
  isMap: boolean;
  /** For each key of `path`: whether it sits inside a list item (its parent is a list of objects). */
  inList: boolean[];
}

export const MAP_KEY = '<name>';

export function resolveRef(root: JsonSchema, node: JsonSchema, seen = new Set<string>()): JsonSchema {
  let current = node;
  while (current.$ref) {
    const ref = current.$ref;
    if (seen.has(ref)) throw new Error(`circular $ref ${ref}`);
    seen.add(ref);
    const m = /^#\/(\$defs|definitions)\/(.+)$/.exec(ref);
    if (!m) throw new Error(`unsupported $ref ${ref} (only local #/$defs/… references)`);
    const target = (root[m[1] as '$defs' | 'definitions'] ?? {})[decodeURIComponent(m[2])];
    if (!target) throw new Error(`$ref ${ref} does not resolve`);
    // Keywords next to $ref (description, default) override the referenced schema's.
    const { $ref: _drop, ...rest } = current;
    void _drop;
    current = { ...target, ...rest };
  }
  if (current.allOf) {
    const merged: JsonSchema = { ...current, allOf: undefined };
    for (const part of current.allOf.map((p) => resolveRef(root, p, new Set(seen)))) {
      merged.properties = { ...merged.properties, ...part.properties };
      merged.required = [...(merged.required ?? []), ...(part.required ?? [])];
      merged.type ??= part.type;
      merged.description ??= part.description;
    }
    current = merged;
  }
  return current;
}

function variants(root: JsonSchema, node: JsonSchema): JsonSchema[] {
  const list = node.anyOf ?? node.oneOf;
  return list ? list.map((v) => resolveRef(root, v)) : [node];
}

function typeName(root: JsonSchema, node: JsonSchema, depth = 0): string {
  if (depth > 4) return 'any';
  const n = resolveRef(root, node);
  if (n.anyOf || n.oneOf) return [...new Set(variants(root, n).map((v) => typeName(root, v, depth + 1)))].join(' | ');
  const types = Array.isArray(n.type) ? n.type : n.type ? [n.type] : n.properties ? ['object'] : n.enum ? [typeof n.enum[0]] : [];
  return (
    types
      .map((t) => {
        if (t === 'array') {
          const item = Array.isArray(n.items) ? n.items[0] : n.items;
          return item ? `${typeName(root, item, depth + 1)}[]` : 'array';
        }
        if (t === 'object' && !n.properties && n.additionalProperties && typeof n.additionalProperties === 'object')
          return `map[string]${typeName(root, n.additionalProperties, depth + 1)}`;
        return t;
      })
      .join(' | ') || 'any'
  );
}

/** The object schema whose properties describe a node's children, if any. */
function childSchema(root: JsonSchema, node: JsonSchema): { schema: JsonSchema; isArray: boolean; isMap: boolean } | undefined {
  for (const v of variants(root, resolveRef(root, node))) {
    if (v.properties) return { schema: v, isArray: false, isMap: false };
    if (v.type === 'array' || v.items) {
      const item = resolveRef(root, (Array.isArray(v.items) ? v.items[0] : v.items) ?? {});
      if (item.properties) return { schema: item, isArray: true, isMap: false };
    }
    if (!v.properties && v.additionalProperties && typeof v.additionalProperties === 'object') {
      const value = resolveRef(root, v.additionalProperties);
      if (value.properties) return { schema: { properties: { [MAP_KEY]: value } }, isArray: false, isMap: true };
    }
  }
  return undefined;
}

function build(root: JsonSchema, name: string, node: JsonSchema, path: string[], inList: boolean[], required: boolean, depth: number): ConfigEntry {
  const n = resolveRef(root, node);
  const merged = variants(root, n);
  const child = depth < 12 ? childSchema(root, n) : undefined;
  const requiredSet = new Set(child?.schema.required ?? []);
  const enumValues = n.enum ?? merged.flatMap((v) => v.enum ?? (v.const !== undefined ? [v.const] : []));
  return {
    path,
    name,
    id: path.map((p) => (p === MAP_KEY ? 'name' : p)).join('-'),
    type: typeName(root, n),
    required,
    description: n.description ?? merged.find((v) => v.description)?.description ?? '',
    ...(n.default !== undefined ? { default: n.default } : {}),
    ...(enumValues.length ? { enum: enumValues } : {}),
    ...(n.examples ? { examples: n.examples } : {}),
    ...(n.deprecated ? { deprecated: true } : {}),
    isArray: child?.isArray ?? false,
    isMap: child?.isMap ?? false,
    inList,
    children: child
      ? Object.entries(child.schema.properties ?? {}).map(([key, value]) =>
          build(root, key, value, [...path, key], [...inList, child.isArray], requiredSet.has(key), depth + 1),
        )
      : [],
  };
}

/** Entries below `path` ("sync.toHost.secrets"; empty for the whole schema). */
export function schemaEntries(root: JsonSchema, path = ''): ConfigEntry {
  const parts = path ? path.split('.') : [];
  let node: JsonSchema = root;
  let required = false;
  const inList: boolean[] = [];
  for (let i = 0; i < parts.length; i++) {
    const found = childSchema(root, node);
    inList.push(found?.isArray ?? false);
    const next = found?.schema.properties?.[parts[i]] ?? (found?.isMap ? found.schema.properties?.[MAP_KEY] : undefined);
    if (!next) throw new Error(`"${path}": no field "${parts[i]}" at ${parts.slice(0, i).join('.') || 'the top level'}`);
    required = (found?.schema.required ?? []).includes(parts[i]);
    node = next;
  }
  return build(root, parts[parts.length - 1] ?? '', node, parts, inList, required, 0);
}

/** Depth-first walk over an entry tree. */
export function* walkEntries(entry: ConfigEntry): Generator<ConfigEntry> {
  for (const c of entry.children) {
    yield c;
    yield* walkEntries(c);
  }
}
