/**
 * Fills the nested fields of content/platform/<version>/_data/api-resources.json down to the depth
 * the Go types have, for every field that is a Go field some version's data already describes
 * (same declaring struct, same JSON name: the same field, so the same words apply). Fields nobody
 * has described yet are listed with the struct that declares them; describe them in a JSON file
 * ({"pkg/apis/storage/v1.GitEnvironmentTemplate.revision": "…"}, in our own words) and pass it
 * with --descriptions. Reader types (string, object[], map[string]string …) come from the Go type.
 * Usage: node --import tsx scripts/fill-api-fields.ts <loft-sh/api checkout> --with <loft-sh/agentapi checkout>
 *          --version 4.3.0 [--descriptions file.json] [--write]
 * check:facts then compares the data with the types at every depth (plugins/vcluster/facts/api-facts.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readApiTypes, structOf, typeKey, type ApiTypes, type GoStruct } from '../plugins/vcluster/facts/api-facts';
import type { ApiData, ApiField, ApiResource } from '../plugins/vcluster/data/api-types';
import type { GoFile } from '../plugins/vcluster/facts/go-source';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args.splice(args.indexOf(name), 2)[1] : undefined);
const write = args.includes('--write') && !!args.splice(args.indexOf('--write'), 1);
const dependency = option('--with');
const version = option('--version');
const extra = option('--descriptions');
const [checkout] = args;
if (!checkout || !version) {
  console.error('usage: fill-api-fields <loft-sh/api checkout> --version <docs version> [--with <agentapi checkout>] [--descriptions file.json] [--write]');
  process.exit(2);
}
const content = path.join(process.env.DOCS_CONTENT_DIR ?? 'content', 'platform');
const dataFile = (v: string) => path.join(content, v, '_data/api-resources.json');
const data = JSON.parse(fs.readFileSync(dataFile(version), 'utf8')) as ApiData;
const types: ApiTypes = readApiTypes(checkout, dependency ? [dependency] : []);
const key = (s: GoStruct) => `${s.file.dir}.${s.name}`;
// Other kinds' pages describe their own fields (a template list on ProjectTemplates stops at the list).
const pages = new Set(data.resources.filter((r) => !r.subresourceOf).map((r) => `${types.managementDir}.${r.kind}`));

interface OwnField {
  json: string;
  type: string;
  file: GoFile;
  /** The struct that declares it, after embedded structs are flattened. */
  owner: string;
}

/** A struct's JSON fields with embedded ones flattened (TypeMeta left out). */
function own(s: GoStruct, seen = new Set([key(s)])): OwnField[] {
  return s.fields.flatMap((f) => {
    if (!f.inline) return [{ json: f.json, type: f.type, file: s.file, owner: key(s) }];
    const t = /(^|\.)TypeMeta$/.test(f.type) ? undefined : structOf(types, f.type, s.file);
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
  }
  if (!fields.some((x) => x.json === 'spec' || x.json === 'status')) out.push({ list: r.status.length ? r.status : r.spec, struct: kind });
  return out;
}

// What each Go field is called in words: this version's data first, then the other versions', then --descriptions.
const described = new Map<string, string>();
function learn(s: GoStruct, fields: ApiField[], seen: Set<string>) {
  const byJson = new Map(own(s).map((f) => [f.json, f]));
  for (const f of fields) {
    const g = byJson.get(f.name);
    if (!g) continue;
    if (!described.has(`${g.owner}.${f.name}`)) described.set(`${g.owner}.${f.name}`, f.description);
    const t = structOf(types, g.type, g.file);
    if (t && f.fields && !seen.has(key(t))) learn(t, f.fields, new Set([...seen, key(t)]));
  }
}
const versions = [version, ...fs.readdirSync(content).filter((v) => v !== version && fs.existsSync(dataFile(v)))];
for (const v of versions) {
  const d = v === version ? data : (JSON.parse(fs.readFileSync(dataFile(v), 'utf8')) as ApiData);
  for (const r of d.resources) for (const { list, struct } of sections(r)) learn(struct, list, new Set([key(struct)]));
}
if (extra)
  for (const [k, v] of Object.entries(JSON.parse(fs.readFileSync(extra, 'utf8')) as Record<string, string>)) if (!described.has(k)) described.set(k, v);

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
  if (/(^|\.)Time$/.test(t)) return 'Time';
  if (/(^|\.)(Duration|Quantity)$/.test(t)) return 'string';
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
const undescribed = new Map<string, string>();
function fill(s: GoStruct, fields: ApiField[], seen: Set<string>, top: boolean) {
  const docs = new Map(fields.map((f) => [f.name, f]));
  const goFields = own(s).filter((g) => !(top && ['metadata', 'apiVersion', 'kind'].includes(g.json) && !docs.has(g.json)));
  for (const g of goFields) {
    let f = docs.get(g.json);
    if (!f) {
      const description = described.get(`${g.owner}.${g.json}`);
      if (!description) {
        undescribed.set(`${g.owner}.${g.json}`, `${g.type} (${g.file.file})`);
        continue;
      }
      f = { name: g.json, type: readerType(g.type, g.file), description };
      fields.push(f);
      added++;
    }
    const t = structOf(types, g.type, g.file);
    if (t && !pages.has(key(t)) && !seen.has(key(t))) {
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

console.log(`${dataFile(version)}: ${added} fields added${write ? '' : ' (dry run; --write to save)'}`);
if (undescribed.size) console.log(`${undescribed.size} Go fields have no description yet:\n${[...undescribed].map(([k, v]) => `  ${k}: ${v}`).join('\n')}`);
if (write) fs.writeFileSync(dataFile(version), JSON.stringify(data, null, 2) + '\n');
