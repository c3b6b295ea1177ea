/**
 * vCluster Platform API resource pages from typed data (content/platform/<version>/_data/api-resources.json).
 * Resources with subresources become folder index pages so the subresources nest under them.
 */
import type { ApiData, ApiField, ApiResource } from '../data/api-types';
import { frontmatter, GENERATED_NOTE, mdxEscape } from './mdx-text';

const API_PREFIX = '/kubernetes/management/apis';

export function validateApiData(data: ApiData, source: string): string[] {
  const problems: string[] = [];
  const slugs = new Set<string>();
  for (const r of data.resources) {
    if (slugs.has(r.slug)) problems.push(`${source}: duplicate resource slug "${r.slug}"`);
    slugs.add(r.slug);
    for (const key of ['title', 'description', 'kind', 'group', 'version', 'plural', 'overview', 'example'] as const)
      if (!r[key]) problems.push(`${source}: resource "${r.slug}" has no ${key}`);
    walk(r.spec, `"${r.slug}" spec.`);
    walk(r.status, `"${r.slug}" status.`);
  }
  for (const [name, fields] of Object.entries(data.types ?? {})) walk(fields, `${name}.`);
  return problems;
  function walk(fields: ApiField[], at: string) {
    for (const f of fields) {
      if (!f.description) problems.push(`${source}: field ${at}${f.name} has no description`);
      if (f.ref && !data.types?.[f.ref]) problems.push(`${source}: field ${at}${f.name} points at type "${f.ref}", which the data's types do not list`);
      if (f.kindRef && !data.resources.some((x) => x.kind === f.kindRef && !x.subresourceOf))
        problems.push(`${source}: field ${at}${f.name} points at kind "${f.kindRef}", which no resource of the data is`);
      if (f.fields) walk(f.fields, `${at}${f.name}.`);
    }
  }
}

function restPaths(r: ApiResource, parentPlural?: string): string[] {
  const gv = `${API_PREFIX}/${r.group}/${r.version}`;
  const ns = r.scope === 'Namespaced' ? '/namespaces/NAMESPACE' : '';
  if (parentPlural) {
    const sub = r.slug.split('/').pop();
    return [`GET ${gv}${ns}/${parentPlural}/NAME/${sub}`];
  }
  const list = `${gv}${ns}/${r.plural}`;
  const verbs = new Set(r.verbs);
  const out: string[] = [];
  if (verbs.has('list')) out.push(`GET    ${list}`);
  if (verbs.has('create')) out.push(`POST   ${list}`);
  if (verbs.has('get')) out.push(`GET    ${list}/NAME`);
  if (verbs.has('update')) out.push(`PUT    ${list}/NAME`);
  if (verbs.has('patch')) out.push(`PATCH  ${list}/NAME`);
  if (verbs.has('delete')) out.push(`DELETE ${list}/NAME`);
  return out;
}

export function apiPageFile(r: ApiResource, all: ApiResource[]): string {
  const hasChildren = all.some((x) => x.slug.startsWith(`${r.slug}/`));
  return hasChildren ? `${r.slug}/index.mdx` : `${r.slug}.mdx`;
}

export function apiPage(r: ApiResource, data: ApiData): string {
  const isSub = Boolean(r.subresourceOf);
  const children = data.resources.filter((x) => x.slug.startsWith(`${r.slug}/`));
  const ns = r.scope === 'Namespaced' ? ' -n p-my-project' : '';
  const out: string[] = [];
  out.push(frontmatter({ title: r.title, description: r.description }));
  out.push(GENERATED_NOTE('scripts/gen-api.ts', '_data/api-resources.json'), '');
  out.push(mdxEscape(r.overview), '');
  out.push('## Resource', '', '| Property | Value |', '| --- | --- |');
  out.push(`| Kind | \`${r.kind}\` |`, `| API version | \`${r.group}/${r.version}\` |`);
  out.push(isSub ? `| Subresource of | \`${r.subresourceOf}\` |` : `| Resource | \`${r.plural}\` |`);
  out.push(`| Scope | ${r.scope === 'Namespaced' ? 'Namespaced (the project namespace, `p-` followed by the project name)' : 'Cluster'} |`);
  out.push(`| Verbs | ${r.verbs.map((v) => `\`${v}\``).join(', ')} |`, '');
  out.push('## Example', '', '```yaml', r.example.trimEnd(), '```', '');
  if (r.spec.length || r.status.length || !isSub) {
    const intro = isSub
      ? 'Every field of the object, at every depth. Unfold a field to see what it holds, or find one by its path.'
      : 'Every field of the object, at every depth, Kubernetes types included. Unfold a field to see what it holds, or find one by its path.';
    out.push('## Fields', '', intro, '', `<ApiFields resource="${r.slug}" />`, '');
  }
  out.push('## Use with kubectl', '', 'Connect kubectl to the management API first, for example with `vcluster platform connect management`.', '');
  out.push('```bash');
  // kubectl only knows the status and scale subresources; others are read through the raw API path.
  if (isSub)
    out.push(
      `kubectl get --raw /apis/${r.group}/${r.version}${r.scope === 'Namespaced' ? '/namespaces/p-my-project' : ''}/${r.subresourceOf}/NAME/${r.slug.split('/').pop()}`,
    );
  else {
    if (r.verbs.includes('list')) out.push(`kubectl get ${r.plural}${ns}`);
    if (r.verbs.includes('get')) out.push(`kubectl get ${r.plural} NAME${ns} -o yaml`);
    if (r.verbs.includes('create')) out.push(`kubectl apply -f ${r.kind.toLowerCase()}.yaml`);
  }
  out.push('```', '');
  // Relative file link, so every version's page points at its own authentication page.
  const up = '../'.repeat(apiPageFile(r, data.resources).split('/').length);
  out.push('## REST API', '', `Send requests to your platform host with an access key as a bearer token (see [authentication](${up}authentication.mdx)).`, '');
  out.push('```text', ...restPaths(r, r.subresourceOf), '```', '');
  if (children.length) {
    out.push('## Subresources', '');
    for (const c of children) out.push(`- [${c.title}](./${c.slug.split('/').pop()}.mdx): ${mdxEscape(c.description)}`);
    out.push('');
  }
  return out.join('\n');
}

export function apiPages(data: ApiData): Map<string, string> {
  return new Map(data.resources.map((r) => [apiPageFile(r, data.resources), apiPage(r, data)]));
}
