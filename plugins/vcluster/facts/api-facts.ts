/**
 * Platform API facts from the Go types of a loft-sh/api checkout: the JSON field names of each
 * management.loft.sh/v1 kind (spec and status, embedded structs flattened, nested structs followed
 * to a fixed depth), compared with the field tree of content/platform/<v>/_data/api-resources.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { matchBracket, modulePath, readGoFiles, type GoFile } from './go-source';
import type { ApiData, ApiField } from '../data/api-types';
import type { FactReport } from './compare';

export interface GoField {
  json: string;
  /** Go type with pointers stripped: "[]storagev1.Access", "map[string]string", "ProjectSpec". */
  type: string;
  /** Embedded with `json:",inline"` (or without a tag). */
  inline: boolean;
}

export interface GoStruct {
  file: GoFile;
  name: string;
  fields: GoField[];
}

/** Struct types of a file with their JSON-tagged fields. */
export function structs(file: GoFile): GoStruct[] {
  const out: GoStruct[] = [];
  for (const m of file.text.matchAll(/^type\s+(\w+)\s+struct\s*\{/gm)) {
    const open = m.index! + m[0].length - 1;
    const end = matchBracket(file.text, open);
    if (end < 0) continue;
    const fields: GoField[] = [];
    for (const line of file.text.slice(open + 1, end - 1).split('\n')) {
      const f = /^\s*(?:(\w+)\s+)?([*\[\]\w.]+(?:\[[\w.*]+\][\w.*\[\]]+)?)\s*(?:`([^`]*)`)?\s*$/.exec(line);
      if (!f) continue;
      const [, name, type, tag] = f;
      const json = /json:"([^"]*)"/.exec(tag ?? '')?.[1];
      const jsonName = json?.split(',')[0];
      if (jsonName === '-') continue;
      const inline = !name && (!json || json.includes('inline') || jsonName === '');
      if (inline) fields.push({ json: '', type: type.replace(/^\*/, ''), inline: true });
      else if (name && /^[A-Z]/.test(name)) fields.push({ json: jsonName || name, type: type.replace(/\*/g, ''), inline: false });
      else if (!name && jsonName) fields.push({ json: jsonName, type: type.replace(/^\*/, ''), inline: false });
    }
    out.push({ file, name: m[1], fields });
  }
  return out;
}

export interface ApiTypes {
  /** Struct lookup: "dir.Name". */
  structs: Map<string, GoStruct>;
  /** Named list and map types ("type Conditions []Condition"): "dir.Name" → element type, seen from `file`. */
  aliases?: Map<string, { type: string; file: GoFile }>;
  /** Folder of management/v1 in the checkout. */
  managementDir: string;
  /** Kinds with a page of their own ("dir.Kind"): fields of that type are not followed into. */
  pages?: Set<string>;
}

/**
 * Go files of a dependency's checkout (loft-sh/agentapi for the cluster and agent types, k8s.io/api and
 * k8s.io/apimachinery for the Kubernetes types the platform's embed), addressed the way the main
 * module's files see them: "external:<module path>/<folder>". A module with a pkg/apis folder is read
 * from there; k8s.io/api keeps its groups at the top (core/v1, rbac/v1 …).
 */
function dependencyFiles(root: string): GoFile[] {
  const modulePathOfRoot = modulePath(root);
  if (!modulePathOfRoot) throw new Error(`${root}/go.mod: not found — a dependency checkout needs its go.mod to be addressed`);
  const external = (dir: string) => `external:${modulePathOfRoot}/${dir}`;
  const dirs = fs.existsSync(path.join(root, 'pkg/apis')) ? ['pkg/apis'] : ['.'];
  return readGoFiles(root, dirs, modulePathOfRoot).map((f) => ({
    ...f,
    dir: external(f.dir),
    imports: new Map([...f.imports].map(([alias, dir]) => [alias, dir.startsWith('external:') ? dir : external(dir)])),
  }));
}

/** The API's Go types; `dependencies` are checkouts of other modules whose types are then followed too. */
export function readApiTypes(root: string, dependencies: string[] = []): ApiTypes {
  const files = [...readGoFiles(root, ['pkg/apis']), ...dependencies.flatMap(dependencyFiles)];
  const map = new Map<string, GoStruct>();
  const aliases = new Map<string, { type: string; file: GoFile }>();
  for (const f of files) {
    for (const s of structs(f)) map.set(`${f.dir}.${s.name}`, s);
    for (const m of f.text.matchAll(/^type\s+(\w+)\s+((?:\[\]|map\[[\w.]+\])\*?[\w.]+)\s*$/gm)) aliases.set(`${f.dir}.${m[1]}`, { type: m[2], file: f });
  }
  return { structs: map, aliases, managementDir: 'pkg/apis/management/v1' };
}

/** Where a Go type is declared: "dir.Name", or "external:…" for another module, or undefined for built-ins. */
export function typeKey(type: string, file: GoFile): string | undefined {
  const bare = type.replace(/^(\[\]|map\[[^\]]+\]|\*)+/, '');
  const [a, b] = bare.split('.');
  if (!b) return /^[a-z]/.test(a) ? undefined : `${file.dir}.${a}`;
  const dir = file.imports.get(a);
  return dir ? `${dir}.${b}` : undefined;
}

/** The struct a (possibly qualified, list or map, or named list) Go type names, seen from `file`. */
export function structOf(types: ApiTypes, type: string, file: GoFile, depth = 0): GoStruct | undefined {
  const key = typeKey(type, file);
  if (!key || depth > 4) return undefined;
  const alias = types.aliases?.get(key);
  return types.structs.get(key) ?? (alias ? structOf(types, alias.type, alias.file, depth + 1) : undefined);
}

/** A field whose type lives in another module (agentapi, Kubernetes): its parts cannot be checked here. */
const isExternal = (type: string, file: GoFile) => typeKey(type, file)?.startsWith('external:') ?? false;

/** JSON field paths below a struct ("owner.user"), to `depth` levels, embedded structs flattened. */
export function fieldPaths(types: ApiTypes, s: GoStruct, depth: number, prefix = '', seen = new Set<string>(), external = new Set<string>()): string[] {
  if (depth <= 0) return [];
  const out: string[] = [];
  for (const f of s.fields) {
    const target = structOf(types, f.type, s.file);
    if (f.inline) {
      // An object's own apiVersion and kind: the page lists them from the kind, not the data (an object inside it has them in the data).
      if (!prefix && /(^|\.)TypeMeta$/.test(f.type)) continue;
      if (target && !seen.has(`${target.file.dir}.${target.name}`))
        out.push(...fieldPaths(types, target, depth, prefix, new Set([...seen, `${target.file.dir}.${target.name}`]), external));
      else if (!target && isExternal(f.type, s.file)) external.add(prefix ? `${prefix}.*` : '*');
      continue;
    }
    // The object's own metadata is not part of spec or status; a template's metadata is.
    if (!prefix && (f.json === 'metadata' || f.json === 'apiVersion' || f.json === 'kind')) continue;
    const p = prefix ? `${prefix}.${f.json}` : f.json;
    out.push(p);
    if (!target && isExternal(f.type, s.file)) external.add(p);
    // A list of another documented kind (ProjectTemplates' virtualClusterTemplates) is described on that kind's page.
    if (target && types.pages?.has(`${target.file.dir}.${target.name}`)) continue;
    if (target && !seen.has(`${target.file.dir}.${target.name}`))
      out.push(...fieldPaths(types, target, depth - 1, p, new Set([...seen, `${target.file.dir}.${target.name}`]), external));
  }
  return out;
}

/** The data's field paths; a field typed with a Kubernetes type has the fields the data's `types` list for it. */
function dataPaths(fields: ApiField[], depth: number, types: ApiData['types'], prefix = '', open = new Set<string>()): string[] {
  if (depth <= 0) return [];
  return fields.flatMap((f) => {
    const p = prefix ? `${prefix}.${f.name}` : f.name;
    if (f.ref && open.has(f.ref)) return [p];
    const nested = f.ref ? (types?.[f.ref] ?? []) : (f.fields ?? []);
    return [p, ...dataPaths(nested, depth - 1, types, p, f.ref ? new Set([...open, f.ref]) : open)];
  });
}

/**
 * Field paths below spec and status (or below the object itself for subresources without them)
 * for every kind the data documents, to the depth the types have: a struct is not followed into
 * itself again, so recursive types end; the limit only guards against a type reader bug.
 */
export const FULL_DEPTH = 16;
export function compareApi(types: ApiTypes, data: ApiData, depth = FULL_DEPTH): FactReport {
  const report: FactReport = { agree: 0, diffs: [], notes: [] };
  types = { ...types, pages: new Set(data.resources.filter((r) => !r.subresourceOf).map((r) => `${types.managementDir}.${r.kind}`)) };
  for (const r of data.resources) {
    const s = types.structs.get(`${types.managementDir}.${r.kind}`);
    if (r.removed) {
      if (s) report.diffs.push({ kind: 'wrong', subject: r.kind, detail: 'marked removed in the data, but management/v1 has the type' });
      else report.notes.push(`${r.kind}: kept as a removal note (${r.removed})`);
      continue;
    }
    if (!s) {
      report.diffs.push({ kind: 'extra', subject: r.kind, detail: `no ${r.kind} type in management/v1` });
      continue;
    }
    const top = fieldPaths(types, s, 1);
    const sections = top.includes('spec') || top.includes('status') ? ['spec', 'status'] : [''];
    for (const section of sections) {
      const sub = section ? s.fields.find((f) => f.json === section) : undefined;
      const target = section ? sub && structOf(types, sub.type, s.file) : s;
      const external = new Set<string>();
      const source = new Set(target ? fieldPaths(types, target, depth, '', new Set(), external) : []);
      // Below a field typed in another module, or an object that embeds one, the data cannot be checked here.
      const unchecked = (p: string) => [...external].some((e) => (e.endsWith('*') ? p.startsWith(e.slice(0, -1)) && !source.has(p) : p.startsWith(`${e}.`)));
      const documented = section === 'spec' ? r.spec : section === 'status' ? r.status : [...r.spec, ...r.status];
      const ours = new Set(dataPaths(documented, depth, data.types));
      const label = `${r.kind} ${section ? `${section}.` : ''}`;
      for (const p of source) {
        const parent = p.split('.').slice(0, -1).join('.');
        if (ours.has(p)) report.agree++;
        else if (parent && ours.has(parent) && !hasChildren(ours, parent))
          report.diffs.push({ kind: 'missing', subject: `${label}${p}`, detail: `field not in the data (which documents ${parent} as a whole)` });
        else report.diffs.push({ kind: 'missing', subject: `${label}${p}`, detail: 'field not in the data' });
      }
      for (const p of ours) {
        if (source.has(p)) continue;
        if (unchecked(p)) report.notes.push(`${label}${p}: below a type from another module`);
        else report.diffs.push({ kind: 'extra', subject: `${label}${p}`, detail: 'not a field of the Go type' });
      }
    }
  }
  return report;
}

const hasChildren = (set: Set<string>, p: string) => [...set].some((x) => x.startsWith(`${p}.`));
