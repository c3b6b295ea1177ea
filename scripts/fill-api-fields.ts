/**
 * Fills the nested fields of content/platform/<version>/_data/api-resources.json down to the depth
 * the Go types have, for every field that is a Go field some version's data already describes
 * (same declaring struct, same JSON name: the same field, so the same words apply). Fields nobody
 * has described yet are listed with the struct that declares them; describe them in a JSON file
 * ({"pkg/apis/storage/v1.GitEnvironmentTemplate.revision": "…"}, in our own words) and pass it
 * with --descriptions (several times for several files); --rewrite file.json replaces the words the
 * data has for the Go fields it names, wherever they appear. Reader types (string, object[],
 * map[string]string …) come from the Go type.
 * A field typed with a Kubernetes struct (ObjectMeta, PodSpec, PolicyRule …; pass k8s.io/api and
 * k8s.io/apimachinery checkouts with --with) points at it with `ref`, and the struct's fields are
 * listed once under the data's `types`; a field typed with another documented kind points at its
 * page's data with `kindRef`.
 * Usage: node --import tsx scripts/fill-api-fields.ts <loft-sh/api checkout> --version 4.3.0
 *          --with <loft-sh/agentapi checkout> --with <k8s.io/api checkout> --with <k8s.io/apimachinery checkout>
 *          [--descriptions file.json …] [--rewrite file.json …] [--write]
 * check:facts then compares the data with the types at every depth (plugins/vcluster/facts/api-facts.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readApiTypes, structOf, typeKey, type ApiTypes, type GoStruct } from '../plugins/vcluster/facts/api-facts';
import type { ApiData, ApiField, ApiResource } from '../plugins/vcluster/data/api-types';
import type { GoFile } from '../plugins/vcluster/facts/go-source';
import { apiDataPath } from '../plugins/vcluster/api/load';
import { OBJECT_META } from '../plugins/vcluster/api/entries';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args.splice(args.indexOf(name), 2)[1] : undefined);
const write = args.includes('--write') && !!args.splice(args.indexOf('--write'), 1);
const many = (name: string) => {
  const out: string[] = [];
  for (let v = option(name); v; v = option(name)) out.push(v);
  return out;
};
const dependencies = many('--with');
const version = option('--version');
const extras = many('--descriptions');
const rewrites = many('--rewrite');
const [checkout] = args;
if (!checkout || !version) {
  console.error(
    'usage: fill-api-fields <loft-sh/api checkout> --version <docs version> [--with <dependency checkout> …] [--descriptions file.json …] [--rewrite file.json …] [--write]',
  );
  process.exit(2);
}
const contentDir = process.env.DOCS_CONTENT_DIR ?? 'content';
const dataFile = (v: string) => apiDataPath(v, contentDir);
const data = JSON.parse(fs.readFileSync(dataFile(version), 'utf8')) as ApiData;
const types: ApiTypes = readApiTypes(checkout, dependencies);
const key = (s: GoStruct) => `${s.file.dir}.${s.name}`;
/** A struct's name in the data's `types` ("k8s.io/api/core/v1.PodSpec"). */
const typeName = (s: GoStruct) => key(s).replace(/^external:/, '');
const isKubernetes = (s: GoStruct) => s.file.dir.startsWith('external:k8s.io/');
/** Types shown as a value, not as fields: times, durations, quantities, int-or-string, raw JSON. */
const LEAF = /(^|\.)(Time|MicroTime|Duration|Quantity|IntOrString|FieldsV1|RawExtension|JSON)$/;
/** The struct whose fields a field's value has (none for a value type). */
const fieldsStruct = (g: OwnField) => (LEAF.test(g.type.replace(/^(\[\]|\*)+/, '')) ? undefined : structOf(types, g.type, g.file));
/** A Go field as the descriptions files name it ("k8s.io/api/core/v1.Container.image"). */
const fieldId = (owner: string, json: string) => `${owner}.${json}`.replace(/^external:/, '');
// Other kinds' pages describe their own fields (a template list on ProjectTemplates stops at the list).
const pages = new Set(data.resources.filter((r) => !r.subresourceOf && !r.removed).map((r) => `${types.managementDir}.${r.kind}`));
data.types ??= {};

interface OwnField {
  json: string;
  type: string;
  file: GoFile;
  /** The struct that declares it, after embedded structs are flattened. */
  owner: string;
}

/** A struct's JSON fields with embedded ones flattened (an object inside another, such as a list of presets, has its kind and apiVersion too). */
function own(s: GoStruct, seen = new Set([key(s)])): OwnField[] {
  return s.fields.flatMap((f) => {
    if (!f.inline) return [{ json: f.json, type: f.type, file: s.file, owner: key(s) }];
    const t = structOf(types, f.type, s.file);
    return t && !seen.has(key(t)) ? own(t, new Set([...seen, key(t)])) : [];
  });
}

/** The struct a resource's section is typed with; the kind itself when it has neither spec nor status. */
function sections(r: ApiResource): { list: ApiField[]; struct: GoStruct }[] {
  const kind = types.structs.get(`${types.managementDir}.${r.kind}`);
  if (!kind || r.removed) return [];
  const fields = own(kind);
  const out: { list: ApiField[]; struct: GoStruct }[] = [];
  for (const name of ['spec', 'status'] as const) {
    const f = fields.find((x) => x.json === name);
    const s = f && structOf(types, f.type, f.file);
    if (s) out.push({ list: r[name], struct: s });
    // A status the Go type declares without a field: the page still lists it, as empty.
    if (name === 'status' && s && !own(s).length) r.emptyStatus = true;
  }
  if (!fields.some((x) => x.json === 'spec' || x.json === 'status')) {
    out.push({ list: r.status.length ? r.status : r.spec, struct: kind });
    if (r.subresourceOf) r.topLevel = true;
  }
  return out;
}

// What each Go field is called in words: this version's data first, then the other versions', then --descriptions.
const described = new Map<string, string>();
function learn(s: GoStruct, fields: ApiField[], seen: Set<string>) {
  const byJson = new Map(own(s).map((f) => [f.json, f]));
  for (const f of fields) {
    const g = byJson.get(f.name);
    if (!g) continue;
    const id = fieldId(g.owner, f.name);
    if (!described.has(id)) described.set(id, f.description);
    const t = structOf(types, g.type, g.file);
    const nested = f.ref ? typesOf.get(f.ref) : f.fields;
    if (t && nested && !seen.has(key(t))) learn(t, nested, new Set([...seen, key(t)]));
  }
}
let typesOf = new Map<string, ApiField[]>();
const versions = [version, ...fs.readdirSync(path.join(contentDir, 'platform')).filter((v) => v !== version && fs.existsSync(dataFile(v)))];
for (const v of versions) {
  const d = v === version ? data : (JSON.parse(fs.readFileSync(dataFile(v), 'utf8')) as ApiData);
  typesOf = new Map(Object.entries(d.types ?? {}));
  for (const r of d.resources) for (const { list, struct } of sections(r)) learn(struct, list, new Set([key(struct)]));
}
typesOf = new Map();
const rewritten = new Map<string, string>();
for (const file of rewrites)
  for (const [k, v] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)) rewritten.set(k.replace(/^external:/, ''), v);
for (const file of extras)
  for (const [k, v] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)) {
    const id = k.replace(/^external:/, '');
    if (!described.has(id)) described.set(id, v);
  }

/** The type as the data writes it, from the Go type. */
function readerType(type: string, file: GoFile): string {
  const t = type.replace(/\*/g, '');
  if (t.startsWith('[]')) return t === '[]byte' ? 'string' : `${readerType(t.slice(2), file)}[]`;
  const map = /^map\[([\w.]+)\](.+)$/.exec(t);
  if (map) return `map[string]${readerType(map[2], file)}`;
  if (t === 'string') return 'string';
  if (t === 'bool') return 'boolean';
  if (/^u?int(8|16|32|64)?$/.test(t)) return 'integer';
  if (/^float(32|64)$/.test(t)) return 'number';
  if (/(^|\.)(Time|MicroTime)$/.test(t)) return 'Time';
  if (/(^|\.)IntOrString$/.test(t)) return 'integer | string';
  if (/(^|\.)Quantity$/.test(t)) return 'quantity';
  if (/(^|\.)(FieldsV1|RawExtension|JSON)$/.test(t)) return 'object';
  if (/(^|\.)Duration$/.test(t)) return 'string';
  if (/(^|\.)ResourceList$/.test(t)) return 'map[string]string';
  const k = typeKey(t, file);
  const alias = k && types.aliases?.get(k);
  if (alias) return readerType(alias.type, alias.file);
  if (structOf(types, t, file)) return 'object';
  // Types of other modules (Kubernetes): named strings end like these, the rest are objects.
  if (t.includes('.')) return /(Policy|Mode|Level|Stage|Target|Name|Protocol|ConditionStatus|Type|Phase|Operator|Effect)$/.test(t) ? 'string' : 'object';
  return 'string';
}

let added = 0;
let changed = 0;
const undescribed = new Map<string, string>();
const filled = new Set<string>();
/** Lists a Kubernetes struct's fields once in the data's `types`. */
function fillType(t: GoStruct) {
  const name = typeName(t);
  if (filled.has(name)) return;
  filled.add(name);
  const list = (data.types![name] ??= []);
  fill(t, list, new Set([key(t)]), false);
}

function fill(s: GoStruct, fields: ApiField[], seen: Set<string>, top: boolean) {
  const docs = new Map(fields.map((f) => [f.name, f]));
  const goFields = own(s).filter((g) => !(top && ['metadata', 'apiVersion', 'kind'].includes(g.json) && !docs.has(g.json)));
  for (const g of goFields) {
    let f = docs.get(g.json);
    const id = fieldId(g.owner, g.json);
    const newWords = rewritten.get(id);
    if (f && newWords && f.description !== newWords) {
      f.description = newWords;
      changed++;
    }
    if (!f) {
      const description = newWords ?? described.get(id);
      if (!description) {
        undescribed.set(id, `${g.type} (${g.file.file})`);
        // (Its type's fields are listed too, so that one pass names every field still to describe.)
        const t = fieldsStruct(g);
        if (t && isKubernetes(t)) fillType(t);
        continue;
      }
      f = { name: g.json, type: readerType(g.type, g.file), description };
      fields.push(f);
      added++;
    }
    // Kubernetes' value types keep the reader type they are shown with (`quantity`, `integer | string`).
    if (/(^|\.)(Quantity|IntOrString)$/.test(g.type)) f.type = readerType(g.type, g.file);
    const t = fieldsStruct(g);
    if (!t) continue;
    if (pages.has(key(t))) {
      // Another documented kind (a list of VirtualClusterTemplates): its page's data says what it holds.
      f.kindRef = t.name;
      delete f.fields;
    } else if (isKubernetes(t)) {
      f.ref = typeName(t);
      delete f.fields;
      fillType(t);
    } else if (!seen.has(key(t))) {
      f.fields ??= [];
      fill(t, f.fields, new Set([...seen, key(t)]), false);
      if (!f.fields.length) delete f.fields;
    }
  }
  // Go's order; fields the type does not have stay at the end for check:facts to report.
  const order = new Map(goFields.map((g, i) => [g.json, i]));
  fields.sort((a, b) => (order.get(a.name) ?? Infinity) - (order.get(b.name) ?? Infinity));
}
for (const r of data.resources) for (const { list, struct } of sections(r)) fill(struct, list, new Set([key(struct)]), struct.name === r.kind);
// The object's own metadata, shown on every kind's page.
const objectMeta = types.structs.get(`external:${OBJECT_META}`);
if (objectMeta) fillType(objectMeta);
// Only the types a field points at, in name order.
const used = new Set<string>([OBJECT_META]);
const mark = (fields: ApiField[]) => {
  for (const f of fields) {
    if (f.ref && !used.has(f.ref) && data.types![f.ref]) {
      used.add(f.ref);
      mark(data.types![f.ref]);
    }
    if (f.fields) mark(f.fields);
  }
};
for (const r of data.resources) mark([...r.spec, ...r.status]);
mark(data.types![OBJECT_META] ?? []);
data.types = Object.fromEntries(
  Object.entries(data.types!)
    .filter(([name]) => used.has(name))
    .sort(([a], [b]) => a.localeCompare(b)),
);
if (!Object.keys(data.types).length) delete data.types;

console.log(`${dataFile(version)}: ${added} fields added, ${changed} descriptions rewritten${write ? '' : ' (dry run; --write to save)'}`);
if (undescribed.size) console.log(`${undescribed.size} Go fields have no description yet:\n${[...undescribed].map(([k, v]) => `  ${k}: ${v}`).join('\n')}`);
if (write) fs.writeFileSync(dataFile(version), JSON.stringify(data, null, 2) + '\n');
