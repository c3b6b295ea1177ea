/**
 * vcluster.yaml facts of a chart: every field path its values schema defines and the default
 * its values.yaml sets, compared with the docs' own schema of the same release (which has our
 * descriptions and carries the defaults as `default`).
 */
import { resolveRef, schemaEntries, walkEntries, MAP_KEY, type JsonSchema } from '../shared/config-entries';
import type { FactReport } from './compare';
import { structs, type GoStruct } from './api-facts';
import { parseGoFile } from './go-source';

export interface SchemaFact {
  path: string;
  default?: unknown;
}

/** Field paths of a schema ("sync.toHost.pods.enabled"; map keys as "<name>") with their `default`. */
export function schemaFacts(schema: JsonSchema): Map<string, SchemaFact> {
  const out = new Map<string, SchemaFact>();
  for (const e of walkEntries(schemaEntries(schema))) {
    const path = e.path.join('.');
    out.set(path, { path, ...(e.default !== undefined ? { default: e.default } : {}) });
  }
  return out;
}

/** The value values.yaml sets at a path, or undefined (map keys and list items are not followed). */
export function valueAt(values: unknown, path: string): unknown {
  let node = values;
  for (const key of path.split('.')) {
    if (key === MAP_KEY || !node || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Order-insensitive comparison of JSON values (objects by keys). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
    );
  return v;
}

const show = (v: unknown) => (v === undefined ? 'none' : JSON.stringify(v));

/**
 * Paths: the chart's schema against ours. Defaults: values.yaml (or the chart schema's `default`
 * where values.yaml says nothing) against ours. A default we state that the chart does not set
 * counts as wrong, and one the chart sets that we leave out as missing (a reader would assume none,
 * or false); objects are compared at their leaves.
 */
export function compareSchema(chartSchema: JsonSchema, chartValues: unknown, docsSchema: JsonSchema): FactReport {
  const report: FactReport = { agree: 0, diffs: [], notes: [] };
  const chart = normalizeChart(chartSchema);
  const source = schemaFacts(chart);
  const open = openPaths(chart);
  const docs = schemaFacts(docsSchema);
  for (const [path, fact] of source) {
    const ours = docs.get(path);
    if (!ours) {
      report.diffs.push({ kind: 'missing', subject: path, detail: 'field not in the docs schema' });
      continue;
    }
    const expected = valueAt(chartValues, path) ?? fact.default;
    if (ours.default !== undefined && expected === undefined && !isEmpty(ours.default))
      report.diffs.push({ kind: 'wrong', subject: path, detail: `default ${show(ours.default)} in the docs, none in the chart` });
    else if (ours.default !== undefined && expected !== undefined && !sameValue(ours.default, expected) && !isScalarVsObject(expected, ours.default))
      report.diffs.push({ kind: 'wrong', subject: path, detail: `default ${show(ours.default)} in the docs, ${show(expected)} in the chart` });
    else if (ours.default === undefined && expected !== undefined && !isEmpty(expected) && !isObject(expected))
      report.diffs.push({ kind: 'missing', subject: path, detail: `default ${show(expected)} in the chart, none in the docs` });
    else report.agree++;
  }
  for (const path of docs.keys()) {
    if (source.has(path)) continue;
    const { matched, rest } = generalize(path, source);
    if (!rest.length) continue; // a named key of a map the chart defines ("external.platform" for "external.<name>")
    // The deepest ancestor the chart knows decides: open (or free-form) there means the chart stops
    // describing the keys; closed means the docs name a key the chart does not have, even when an
    // ancestor further up is open (external.platform is open, its apiKey is not).
    const under = matched && (open.includes(matched) || freeForm(matched, source)) ? matched : undefined;
    if (under !== undefined) report.notes.push(`${path}: below ${under}, which the chart leaves open to further keys`);
    else report.diffs.push({ kind: 'extra', subject: path, detail: 'field not in the chart schema' });
  }
  return report;
}

/**
 * The longest prefix of a docs path that the chart knows, reading a name as "<name>" where the
 * chart has a map there, and the segments after it.
 */
function generalize(path: string, source: Map<string, SchemaFact>): { matched: string; rest: string[] } {
  const parts = path.split('.');
  let matched = '';
  for (let i = 0; i < parts.length; i++) {
    const join = (seg: string) => (matched ? `${matched}.${seg}` : seg);
    if (source.has(join(parts[i]))) matched = join(parts[i]);
    else if (source.has(join(MAP_KEY))) matched = join(MAP_KEY);
    else return { matched: parts.slice(0, i).join('.') && matched, rest: parts.slice(i) };
  }
  return { matched, rest: [] };
}

/** A chart field with no known children: an object the chart leaves free-form. */
const freeForm = (path: string, source: Map<string, SchemaFact>) => ![...source.keys()].some((p) => p.startsWith(`${path}.`));

/**
 * The chart describes some maps as `anyOf` of loose objects next to `additionalProperties`
 * (plugins); the map's value schema is what matters, so the `anyOf` is dropped.
 */
export function normalizeChart(schema: JsonSchema): JsonSchema {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const n = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, visit(v)])) as JsonSchema;
    if ((n.anyOf || n.oneOf) && n.additionalProperties && typeof n.additionalProperties === 'object' && !n.properties) {
      delete n.anyOf;
      delete n.oneOf;
      n.type = 'object';
    }
    return n;
  };
  return visit(schema) as JsonSchema;
}

/** Paths of object fields with named properties that do not forbid other keys (no `additionalProperties: false`). */
export function openPaths(schema: JsonSchema): string[] {
  const out: string[] = [];
  const walk = (node: JsonSchema, path: string, depth: number) => {
    if (depth > 12) return;
    const n = resolveRef(schema, node);
    if (n.properties && n.additionalProperties === undefined && path) out.push(path);
    for (const [k, v] of Object.entries(n.properties ?? {})) walk(v, path ? `${path}.${k}` : k, depth + 1);
  };
  walk(schema, '', 0);
  return out;
}

const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

const isEmpty = (v: unknown) => v === '' || (Array.isArray(v) && !v.length) || (typeof v === 'object' && v !== null && !Object.keys(v).length);

/** An object-valued node's default is the sum of its children's, compared at the leaves instead. */
const isScalarVsObject = (a: unknown, b: unknown) => typeof a === 'object' && a !== null && !Array.isArray(a) && (typeof b !== 'object' || b === null);

const GO_SCALARS: Record<string, string> = { string: 'string', bool: 'boolean', int: 'integer', int32: 'integer', int64: 'integer', float64: 'number' };

/**
 * Charts before v0.21 describe `external` as a map of free-form objects: their schema generator did
 * not yet add the Go type PlatformConfig under `external.platform`, as later ones do (hack/schema,
 * addPlatformSchema). Without it nothing under `external.platform` is compared for those versions.
 * This reads PlatformConfig from the release's config/config.go and adds it the way later charts carry
 * it: `external` with the one key `platform`, whose own object stays open to the keys vCluster
 * Platform reads (its nested structs are closed, like every other struct the generator writes).
 * A chart that already types `external.platform` is returned as it is.
 */
export function withPlatformConfig(chart: JsonSchema, goConfigSource: string): JsonSchema {
  if (schemaFacts(normalizeChart(chart)).has('external.platform')) return chart;
  const types = new Map(structs(parseGoFile('config/config.go', goConfigSource)).map((s) => [s.name, s]));
  const root = types.get('PlatformConfig');
  if (!root) return chart;
  const toSchema = (st: GoStruct, depth: number): JsonSchema => {
    const properties: Record<string, JsonSchema> = {};
    for (const f of st.fields) {
      if (!f.json || f.json === '-') continue;
      const type = f.type.replace(/^\*/, '');
      const nested = types.get(type);
      if (GO_SCALARS[type]) properties[f.json] = { type: GO_SCALARS[type] };
      else if (nested && depth < 6) properties[f.json] = { ...toSchema(nested, depth + 1), additionalProperties: false };
      else properties[f.json] = {};
    }
    return { type: 'object', properties };
  };
  const platform = toSchema(root, 0);
  const external = { type: 'object', properties: { platform } };
  return { ...chart, properties: { ...(chart.properties ?? {}), external } } as JsonSchema;
}
