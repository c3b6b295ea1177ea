/**
 * Coverage of the product by the hand-written docs of one version: for each feature (a
 * vcluster.yaml subtree, a CLI command, a Platform API kind) the page that tells a reader how to
 * use it, and which of the three things such a page needs it has — steps (a config example or the
 * command in use), the fields involved, and how to check that it worked. Generated reference pages
 * (cli/, api/resources/) list fields but are not guides, so they count only for fields.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml, parseAllDocuments } from 'yaml';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Code, Heading, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { schemaEntries, type ConfigEntry, type JsonSchema } from '../shared/config-entries';
import { COVERAGE_RULES } from './coverage-rules';

type FeatureKind = 'config' | 'cli' | 'api';
type Aspect = 'steps' | 'fields' | 'verify';

interface FeatureCoverage {
  kind: FeatureKind;
  /** "sync.toHost.secrets", "vcluster snapshot create", "VirtualClusterInstance". */
  id: string;
  /** The guide that covers the feature best, relative to the version folder. */
  page?: string;
  has: Aspect[];
  missing: Aspect[];
}

/** What one page (with the partials it imports) shows. */
interface PageScan {
  file: string;
  generated: boolean;
  /** `<ConfigReference path>` values. */
  configReferences: string[];
  /** Every key path of the page's YAML blocks ("sync.toHost.secrets.all"). */
  yamlPaths: Set<string>;
  /** Shell lines that run the CLI, without the prompt. */
  commands: string[];
  /** `kind:` values of YAML blocks, and resources named in kubectl commands. */
  kinds: Set<string>;
  verify: boolean;
}

const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'terminal', '']);
const YAML = new Set(['yaml', 'yml']);

/** Key paths of a parsed YAML value; lists are walked through their items. */
function keyPaths(value: unknown, prefix: string, out: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) keyPaths(item, prefix, out);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      const p = prefix ? `${prefix}.${key}` : key;
      out.add(p);
      keyPaths(child, p, out);
    }
}

function yamlDocuments(text: string): unknown[] {
  try {
    return parseAllDocuments(text, { logLevel: 'silent' }).map((d) => d.toJS({ maxAliasCount: 100 }) as unknown);
  } catch {
    try {
      return [parseYaml(text, { logLevel: 'silent' }) as unknown];
    } catch {
      return [];
    }
  }
}

/** Markdown of a page with the text of the partials it imports appended (they render in it). */
function withPartials(file: string, seen = new Set<string>()): string {
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  const parts = [text];
  for (const m of text.matchAll(/^import\s+\w+\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"]/gm)) {
    const partial = path.resolve(path.dirname(file), m[1]);
    if (!seen.has(partial) && fs.existsSync(partial)) parts.push(withPartials(partial, seen));
  }
  return parts.join('\n\n');
}

const parser = unified().use(remarkParse);

function scanPage(file: string, rel: string, generated: boolean): PageScan {
  const source = withPartials(file).replace(/^---\n[\s\S]*?\n---\n/, '');
  const tree = parser.parse(source) as Root;
  const scan: PageScan = { file: rel, generated, configReferences: [], yamlPaths: new Set(), commands: [], kinds: new Set(), verify: false };
  for (const m of source.matchAll(/<ConfigReference\b[^>]*\bpath="([^"]*)"/g)) scan.configReferences.push(m[1]);
  let inVerifySection = false;
  let verifyLead = false;
  const visit = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'heading') {
        inVerifySection = COVERAGE_RULES.verifyHeading.test(toString(node as Heading));
        verifyLead = false;
      } else if (node.type === 'paragraph') verifyLead = COVERAGE_RULES.verifyLead.test(toString(node));
      else if (node.type === 'code') {
        const code = node as Code;
        const lang = (code.lang ?? '').toLowerCase();
        if (YAML.has(lang))
          for (const doc of yamlDocuments(code.value)) {
            keyPaths(doc, '', scan.yamlPaths);
            const kind = (doc as { kind?: unknown } | null)?.kind;
            if (typeof kind === 'string') scan.kinds.add(kind);
          }
        if (SHELL.has(lang)) {
          const lines = code.value.split('\n').map((l) => l.replace(/^\s*(\$|#)\s+/, '').trim());
          for (const line of lines) {
            if (/^vcluster\s/.test(line)) scan.commands.push(line);
            const resource = /^kubectl\s+(?:get|describe|apply|edit|delete)\s+([a-z][\w.-]*)/.exec(line)?.[1];
            if (resource) scan.kinds.add(resource.split('.')[0].toLowerCase());
          }
          // A command shown in a section about checking, or right after a sentence saying what to check.
          if ((inVerifySection || verifyLead) && lines.some((l) => COVERAGE_RULES.verifyCommand.test(l))) scan.verify = true;
        }
        verifyLead = false;
      }
      if ('children' in node && node.type !== 'heading' && node.type !== 'paragraph') visit(node.children as RootContent[]);
    }
  };
  visit(tree.children);
  return scan;
}

/** The vcluster.yaml features of a schema: its subtrees at the depth COVERAGE_RULES.split gives. */
export function configFeatures(schema: JsonSchema): string[] {
  const out: string[] = [];
  const walk = (entries: ConfigEntry[], depth: number) => {
    for (const e of entries) {
      if (!e.children.length || e.deprecated) continue;
      const id = e.path.join('.');
      if (COVERAGE_RULES.skipConfig.some((re) => re.test(id))) continue;
      const objects = e.children.filter((c) => c.children.length && !c.deprecated);
      const split = COVERAGE_RULES.split.includes(id) || (depth === 1 && objects.length > 0);
      if (split) walk(objects, depth + 1);
      else out.push(id);
    }
  };
  walk(schemaEntries(schema).children, 1);
  return out;
}

const within = (p: string, feature: string) => p === feature || p.startsWith(`${feature}.`);

function configCoverage(feature: string, pages: PageScan[]): FeatureCoverage {
  let best: FeatureCoverage = { kind: 'config', id: feature, has: [], missing: ['steps', 'fields', 'verify'] };
  for (const page of pages) {
    if (page.generated) continue;
    const has: Aspect[] = [];
    if ([...page.yamlPaths].some((p) => within(p, feature))) has.push('steps');
    // A reference of the feature, of a part of it, or of the subtree it belongs to (not the whole file).
    if (page.configReferences.some((r) => r && (within(r, feature) || within(feature, r)))) has.push('fields');
    if (has.length && page.verify) has.push('verify');
    if (has.length > best.has.length)
      best = { kind: 'config', id: feature, page: page.file, has, missing: (['steps', 'fields', 'verify'] as Aspect[]).filter((a) => !has.includes(a)) };
  }
  return best;
}

/** The longest command path a shell line runs ("vcluster platform add cluster x" → "vcluster platform add cluster"). */
export function commandOf(line: string, commands: ReadonlySet<string>): string | undefined {
  const words = line.split(/\s+/);
  for (let n = words.length; n > 1; n--) {
    const candidate = words.slice(0, n).join(' ');
    if (commands.has(candidate)) return candidate;
  }
  return undefined;
}

function cliCoverage(command: string, hasExample: boolean, guides: PageScan[]): FeatureCoverage {
  const guide = guides.find((p) => p.verify) ?? guides[0];
  const has: Aspect[] = ['fields'];
  if (guide || hasExample) has.push('steps');
  if (guide?.verify) has.push('verify');
  return { kind: 'cli', id: command, page: guide?.file, has, missing: (['steps', 'fields'] as Aspect[]).filter((a) => !has.includes(a)) };
}

function apiCoverage(kind: string, plural: string, pages: PageScan[]): FeatureCoverage {
  const guide = pages.find((p) => !p.generated && (p.kinds.has(kind) || p.kinds.has(plural) || p.kinds.has(kind.toLowerCase())));
  const has: Aspect[] = ['fields'];
  if (guide) has.push('steps');
  if (guide?.verify) has.push('verify');
  return { kind: 'api', id: kind, page: guide?.file, has, missing: (['steps', 'fields'] as Aspect[]).filter((a) => !has.includes(a)) };
}

/** Every page of a version folder, scanned. */
function scanVersion(versionDir: string): PageScan[] {
  const out: PageScan[] = [];
  const walk = (dir: string, rel: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name.startsWith('_') || e.name.startsWith('.')) continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(dir, e.name), r);
      else if (/\.mdx?$/.test(e.name))
        out.push(
          scanPage(
            path.join(dir, e.name),
            r,
            COVERAGE_RULES.generated.some((re) => re.test(r)),
          ),
        );
    }
  };
  walk(versionDir, '');
  return out;
}

interface VersionCoverage {
  set: string;
  version: string;
  features: FeatureCoverage[];
}

/** Coverage of one docs version from its own typed data (which check:facts keeps equal to the product's). */
export function versionCoverage(contentDir: string, set: 'vcluster' | 'platform', version: string): VersionCoverage {
  const dir = path.join(contentDir, set, version);
  const pages = scanVersion(dir);
  const read = <T>(rel: string): T | undefined =>
    fs.existsSync(path.join(dir, rel)) ? (JSON.parse(fs.readFileSync(path.join(dir, rel), 'utf8')) as T) : undefined;
  const features: FeatureCoverage[] = [];
  const schema = read<JsonSchema>('_data/vcluster.schema.json');
  if (set === 'vcluster' && schema) for (const f of configFeatures(schema)) features.push(configCoverage(f, pages));
  const cli = read<{ commands: { path: string; removed?: string; deprecated?: string; examples?: unknown[] }[] }>('_data/cli.json');
  if (cli) {
    const all = new Set(cli.commands.map((c) => c.path));
    const guidesOf = new Map<string, PageScan[]>();
    for (const page of pages.filter((p) => !p.generated))
      for (const command of new Set(page.commands.map((line) => commandOf(line, all))))
        if (command) guidesOf.set(command, [...(guidesOf.get(command) ?? []), page]);
    const parents = new Set(cli.commands.map((c) => c.path.split(' ').slice(0, -1).join(' ')));
    for (const c of cli.commands)
      if (!c.removed && !c.deprecated && !parents.has(c.path)) features.push(cliCoverage(c.path, Boolean(c.examples?.length), guidesOf.get(c.path) ?? []));
  }
  const api = read<{ resources: { kind: string; plural: string; removed?: string; subresourceOf?: string }[] }>('_data/api-resources.json');
  if (api) for (const r of api.resources) if (!r.removed && !r.subresourceOf) features.push(apiCoverage(r.kind, r.plural, pages));
  return { set, version, features };
}

const complete = (f: FeatureCoverage) => f.missing.length === 0;

/** "config 41/57 · cli 70/88 · api 12/30": complete features of each kind. */
export function coverageSummary(c: VersionCoverage): string {
  return (['config', 'cli', 'api'] as FeatureKind[])
    .map((k) => {
      const of = c.features.filter((f) => f.kind === k);
      return of.length ? `${k} ${of.filter(complete).length}/${of.length}` : '';
    })
    .filter(Boolean)
    .join(' · ');
}

/** One line per incomplete feature, most-read areas first. */
export function coverageGaps(c: VersionCoverage): string[] {
  const rank = (f: FeatureCoverage) => {
    const i = COVERAGE_RULES.priority.findIndex((re) => re.test(f.id));
    return i < 0 ? COVERAGE_RULES.priority.length : i;
  };
  return c.features
    .filter((f) => !complete(f))
    .sort((a, b) => rank(a) - rank(b) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id))
    .map((f) => `${f.kind.padEnd(6)} ${f.id}: ${f.page ? `${f.page} lacks ${f.missing.join(', ')}` : `no guide (${f.missing.join(', ')})`}`);
}
