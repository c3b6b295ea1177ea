/**
 * Typed data behind the generated vCluster Platform API resource reference.
 * One file per documented version: content/platform/<version>/_data/api-resources.json.
 * scripts/gen-api.ts turns it into one MDX page per resource under api/resources/.
 */

export interface ApiField {
  /** Field name as it appears in YAML, e.g. "displayName". */
  name: string;
  /** Type as shown to readers: string, boolean, integer, object, string[], object[], map[string]string, Time, quantity, integer | string ... */
  type: string;
  /** In our own words. */
  description: string;
  required?: boolean;
  /** Nested fields for object and object[] types. */
  fields?: ApiField[];
  /** The fields are those of a Kubernetes type listed once in `ApiData.types` ("k8s.io/api/core/v1.PodSpec"). */
  ref?: string;
  /** The value is an object of another documented kind (a list of VirtualClusterTemplates): the fields of that kind's page. */
  kindRef?: string;
}

export interface ApiResource {
  /** Page path under api/resources/, e.g. "project/members" or "clusters" (index pages use the folder name). */
  slug: string;
  /** Page title, e.g. "Project Members". */
  title: string;
  /** One-sentence page description. */
  description: string;
  kind: string;
  /** API group, e.g. "management.loft.sh". */
  group: string;
  /** API version, e.g. "v1". */
  version: string;
  /** Lower-case plural used in REST paths, e.g. "projects". */
  plural: string;
  scope: 'Cluster' | 'Namespaced';
  /** When set, this page documents a subresource of the named parent plural, e.g. "projects". */
  subresourceOf?: string;
  /** A subresource whose kind has no spec or status: `spec` and `status` then list fields of the object's top level. */
  topLevel?: boolean;
  /**
   * Set when this release no longer serves the kind and the page stays for old links: why, and what
   * to use instead. check:facts then expects the kind to be absent from the release's Go types.
   */
  removed?: string;
  /** Markdown paragraphs: what the resource is for and how the platform uses it. */
  overview: string;
  /** A complete, valid example manifest (YAML). */
  example: string;
  /** Top-level spec fields. */
  spec: ApiField[];
  /** Top-level status fields (may be empty). */
  status: ApiField[];
  /** The kind declares a status that has no field: the page lists `status`, empty. */
  emptyStatus?: boolean;
  /** Verbs the resource supports: get, list, create, update, patch, delete, watch. */
  verbs: string[];
}

export interface ApiData {
  /** The platform release this data describes, e.g. "4.3.0". */
  version: string;
  resources: ApiResource[];
  /** Kubernetes types the platform's own embed (ObjectMeta, PodSpec, PolicyRule …), by Go package and name. */
  types?: Record<string, ApiField[]>;
}
