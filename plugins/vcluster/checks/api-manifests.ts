/**
 * Platform manifests on hand-written pages against the Platform API data of the page's version:
 * a YAML document with `apiVersion: management.loft.sh/v1` (or storage.loft.sh/v1, whose kinds
 * share their spec with the management kinds) and a kind the data documents may only use spec and
 * status fields the data lists. Below a field the data describes as a whole (no nested fields, a
 * map, or an embedded object such as a template's Helm values) anything goes. Pure functions;
 * plugins/vcluster/checks/consistency.ts applies them per page.
 */
import { isMap, isSeq, isScalar, type Node, type LineCounter } from 'yaml';
import { parseAllOnce } from './yaml-once';
import type { ApiData, ApiField } from '../data/api-types';

export interface ManifestIssue {
  /** 1-based line in the checked text. */
  line: number;
  message: string;
}

const GROUPS = /^(management|storage)\.loft\.sh\/v1$/;

function unknownFields(node: Node | null | undefined, fields: ApiField[], path: string, counter: LineCounter, out: ManifestIssue[], kind: string) {
  if (!node) return;
  if (isSeq(node)) {
    for (const item of node.items) unknownFields(item as Node, fields, path, counter, out, kind);
    return;
  }
  if (!isMap(node)) return;
  for (const pair of node.items) {
    if (!isScalar(pair.key)) continue;
    const key = String(pair.key.value);
    const field = fields.find((f) => f.name === key);
    const at = path ? `${path}.${key}` : key;
    if (!field) {
      const line = pair.key.range ? counter.linePos(pair.key.range[0]).line : 1;
      out.push({ line, message: `${kind} has no field "${at}" in this version's API data` });
      continue;
    }
    // Maps and fields documented as a whole: their content is not described field by field.
    if (field.fields?.length && !field.type.startsWith('map[')) unknownFields(pair.value as Node, field.fields, at, counter, out, kind);
  }
}

/** Unknown spec and status fields of the Platform manifests in one YAML text (lines relative to it). */
export function checkApiManifest(text: string, api: ApiData): ManifestIssue[] {
  // No manifest of ours without "loft.sh" in the text (or an escape in a quoted string): no parse.
  if (!text.includes('loft.sh') && !text.includes('\\')) return [];
  const { docs, counter } = parseAllOnce(text);
  if (!Array.isArray(docs)) return [];
  const out: ManifestIssue[] = [];
  for (const doc of docs) {
    if (doc.errors.length) continue;
    const value = doc.toJS() as { apiVersion?: unknown; kind?: unknown } | null;
    if (!value || typeof value.apiVersion !== 'string' || !GROUPS.test(value.apiVersion) || typeof value.kind !== 'string') continue;
    const resource = api.resources.find((r) => r.kind === value.kind && !r.subresourceOf) ?? api.resources.find((r) => r.kind === value.kind);
    if (!resource || !isMap(doc.contents)) continue;
    for (const pair of doc.contents.items) {
      if (!isScalar(pair.key)) continue;
      const section = String(pair.key.value);
      // Subresources without spec/status document their top-level fields in spec.
      const fields = section === 'spec' ? resource.spec : section === 'status' ? resource.status : undefined;
      if (fields?.length) unknownFields(pair.value as Node, fields, section, counter, out, resource.kind);
    }
  }
  return out;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*(ya?ml)\b/;

/** Every YAML code block of an MDX page, checked as Platform manifests. */
export function checkApiManifests(source: string, api: ApiData): ManifestIssue[] {
  const lines = source.split('\n');
  const out: ManifestIssue[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const fence = open[2];
    let end = i + 1;
    while (end < lines.length && !lines[end].trimStart().startsWith(fence)) end++;
    const indent = open[1].length;
    const body = lines.slice(i + 1, end).map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length)));
    for (const issue of checkApiManifest(body.join('\n'), api)) out.push({ line: i + 1 + issue.line, message: issue.message });
    i = end;
  }
  return out;
}
