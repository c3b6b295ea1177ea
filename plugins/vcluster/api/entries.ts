/**
 * A Platform API resource's fields as one tree, every level expanded: the platform's own types from
 * the resource's data, Kubernetes types (ObjectMeta, PodSpec …) from the data's `types`, and objects
 * of another documented kind from that kind's data. Each entry's id is its JSON path from the
 * object's top, joined by "-" (`spec-argoCD-sso-assignedRoles`): the ids the original site gave.
 */
import type { ApiData, ApiField, ApiResource } from '../data/api-types';

export interface ApiEntry {
  id: string;
  /** JSON path from the object's top. */
  path: string[];
  name: string;
  type: string;
  description: string;
  required?: boolean;
  /** The Kubernetes type or documented kind whose fields these are ("PodSpec", "VirtualClusterTemplate"). */
  typeName?: string;
  /** Listed from a type other pages list too (a Kubernetes type, another kind): not a search record here. */
  shared?: boolean;
  /** Ids the original site also gave this field: it listed the Go parts of a quantity or an int-or-string as fields. */
  originalIds?: string[];
  children: ApiEntry[];
}

const shortName = (ref: string) => ref.slice(ref.lastIndexOf('.') + 1);

/** The Go parts of Kubernetes' value types, which the original site listed as fields of their own. */
const VALUE_PARTS: Record<string, string[]> = { quantity: ['Format'], 'integer | string': ['Type', 'IntVal', 'StrVal'] };

/** The fields an object of this kind has at its top, as the data and the API describe them. */
function objectFields(r: ApiResource, data: ApiData): ApiField[] {
  const top: ApiField[] = [
    { name: 'kind', type: 'string', description: `The object's kind: always \`${r.kind}\`.` },
    { name: 'apiVersion', type: 'string', description: `The API group and version: always \`${r.group}/${r.version}\`.` },
  ];
  if (data.types?.[OBJECT_META])
    top.push({
      name: 'metadata',
      type: 'object',
      ref: OBJECT_META,
      description: "The object's name, labels and annotations, and what the API server records about it (its UID, version and creation time).",
    });
  if (r.spec.length) top.push({ name: 'spec', type: 'object', description: 'The state you ask the platform for.', fields: r.spec });
  if (r.status.length)
    top.push({
      name: 'status',
      type: 'object',
      description: 'What the platform observed and reports back. It fills this in; do not set it yourself.',
      fields: r.status,
    });
  else if (r.emptyStatus)
    top.push({ name: 'status', type: 'object', description: 'Declared by the API but always empty for this kind: the platform reports nothing here.' });
  return top;
}

export const OBJECT_META = 'k8s.io/apimachinery/pkg/apis/meta/v1.ObjectMeta';

/** A subresource's fields: spec and status when its kind has them, its top-level fields otherwise. */
function subresourceFields(r: ApiResource): ApiField[] {
  if (r.topLevel) return [...r.spec, ...r.status];
  const out: ApiField[] = [];
  if (r.spec.length) out.push({ name: 'spec', type: 'object', description: 'What the request asks for.', fields: r.spec });
  if (r.status.length) out.push({ name: 'status', type: 'object', description: 'What the platform returns.', fields: r.status });
  return out;
}

function entry(field: ApiField, parent: string[], data: ApiData, open: ReadonlySet<string>, shared: boolean): ApiEntry {
  const path = [...parent, field.name];
  const e: ApiEntry = { id: path.join('-'), path, name: field.name, type: field.type, description: field.description, children: [] };
  if (field.required) e.required = true;
  if (shared) e.shared = true;
  const parts = VALUE_PARTS[field.type.replace(/\[\]$/, '')];
  if (parts) e.originalIds = parts.map((p) => `${e.id}-${p}`);
  const from = field.ref ?? (field.kindRef && `kind:${field.kindRef}`);
  // A type inside itself (a recursive type) is not listed again: its fields are those above.
  if (from && open.has(from)) return e;
  const inner = new Set(from ? [...open, from] : open);
  let fields = field.fields ?? [];
  if (field.ref) {
    e.typeName = shortName(field.ref);
    fields = data.types?.[field.ref] ?? [];
  } else if (field.kindRef) {
    e.typeName = field.kindRef;
    const kind = data.resources.find((x) => x.kind === field.kindRef && !x.subresourceOf);
    fields = kind ? objectFields(kind, data) : [];
  }
  const nestedShared = shared || Boolean(from);
  e.children = fields.map((f) => entry(f, path, data, inner, nestedShared));
  return e;
}

/** The entry tree of the resource at `slug` (its page's fields, top level first). */
export function apiEntries(data: ApiData, slug: string): ApiEntry[] {
  const r = data.resources.find((x) => x.slug === slug);
  if (!r) throw new Error(`no API resource "${slug}" in the data of version ${data.version}`);
  const top = r.subresourceOf ? subresourceFields(r) : objectFields(r, data);
  return top.map((f) => entry(f, [], data, new Set(), false));
}

export function* walkApiEntries(entries: ApiEntry[]): Generator<ApiEntry> {
  for (const e of entries) {
    yield e;
    yield* walkApiEntries(e.children);
  }
}
