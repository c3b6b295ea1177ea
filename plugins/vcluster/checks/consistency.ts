/**
 * Checks hand-written pages against the typed data of the version they document: every
 * vcluster.yaml example must pass that version's schema (its fields, types and values), every `vcluster …`
 * command line (in shell code blocks and inline code) may only use commands and flags that
 * version's CLI data has, and every Platform manifest only fields that version's API data has. This is what keeps an older version from describing a field or flag
 * that only arrived later. Pure functions; scripts/check-consistency.ts walks the content.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isMap, isSeq, isScalar, type Node, type LineCounter } from 'yaml';
import { schemaEntries, walkEntries, MAP_KEY, type ConfigEntry, type JsonSchema } from '../shared/config-entries';
import { CLI_DATA_FILE, type CliCommand, type CliData } from '../data/cli-types';
import { SCHEMAS } from '../schema/load';
import { GENERATED_MARKER } from '../generators/mdx-text';
import { checkDefaults, checkRelativeFields, checkReleaseClaims, type VersionData } from './prose-claims';
import { checkApiManifests } from './api-manifests';
import { checkClaimRules } from './claim-rules';
import { checkHistoryClaims } from './history-claims';
import priorCli from '../data/cli-v0.19.json';
import type { PriorCli } from '../data/cli-types';
import { forgetParsedYaml, parseAllOnce, parseDocumentOnce } from './yaml-once';
import type { ApiData } from '../data/api-types';
import { createDocumentValidator, type ConfigIssue } from '../browser/validate-config';
import { pageFiles } from '../../../lib/content/page-files';
import { shellWords } from './shell-words';
import { fileKey, readShellBlocks, setsLoadBalancer } from './foreground-connect';
import { foregroundConnectNotes, type ShellBlockAt } from './foreground-connect-note';

export { shellWords };

export interface ConsistencyIssue {
  /** 1-based line in the page source. */
  line: number;
  message: string;
}

// ---------------------------------------------------------------- vcluster.yaml examples

/** Unknown field paths in a YAML value, walking it next to the schema's entry tree. */
function unknownFields(node: Node | null | undefined, entry: ConfigEntry, path: string[], counter: LineCounter, out: { path: string; line: number }[]) {
  if (!node || !entry.children.length) return; // a leaf or a free-form object: anything goes
  if (isSeq(node)) {
    if (entry.isArray) for (const item of node.items) unknownFields(item as Node, { ...entry, isArray: false }, path, counter, out);
    return;
  }
  if (!isMap(node)) return;
  for (const pair of node.items) {
    if (!isScalar(pair.key)) continue;
    const key = String(pair.key.value);
    const child = entry.isMap ? entry.children[0] : entry.children.find((c) => c.name === key);
    if (!child || (child.name === MAP_KEY && !entry.isMap)) {
      const line = pair.key.range ? counter.linePos(pair.key.range[0]).line : 1;
      out.push({ path: [...path, key].join('.'), line });
      continue;
    }
    unknownFields(pair.value as Node, child, [...path, key], counter, out);
  }
}

const schemaCache = new WeakMap<JsonSchema, ConfigEntry>();

/** Does a YAML block look like vcluster.yaml (rather than a Kubernetes manifest or another chart's values)? */
export function isVclusterYaml(title: string | undefined, text: string, schema: JsonSchema): boolean {
  if (title) return /(^|\/)vcluster\.ya?ml$/i.test(title);
  const doc = parseDocumentOnce(text);
  if (doc.errors.length || !isMap(doc.contents)) return false;
  const keys = doc.contents.items.map((p) => (isScalar(p.key) ? String(p.key.value) : ''));
  const root = Object.keys(schema.properties ?? {});
  return keys.length > 0 && !keys.includes('apiVersion') && keys.every((k) => root.includes(k));
}

const validators = new WeakMap<JsonSchema, ReturnType<typeof createDocumentValidator>>();

/** The schema's ajv validator, compiled once per schema object (the same one the validator page runs). */
function validatorOf(schema: JsonSchema) {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = createDocumentValidator(schema)));
  return validate;
}

/** An ajv finding in the words of the other checks; unknown fields are reported by unknownFields. */
const schemaProblem = (issue: ConfigIssue): ConsistencyIssue | undefined =>
  issue.keyword === 'additionalProperties'
    ? undefined
    : { line: issue.line ?? 1, message: `vcluster.yaml field "${issue.path || '(document)'}" breaks this version's schema: ${issue.message}` };

/**
 * Problems in `text` (a vcluster.yaml fragment) against `schema`, lines relative to the block:
 * fields the schema does not define, then every other rule of the schema (types, enums, patterns,
 * required fields), so an example that a reader copies also passes `vcluster create`'s validation.
 */
export function checkVclusterYaml(text: string, schema: JsonSchema): ConsistencyIssue[] {
  const { docs, counter } = parseAllOnce(text);
  const list = Array.isArray(docs) ? docs : [];
  const failed = list.find((d) => d.errors.length);
  if (failed) return [{ line: counter.linePos(failed.errors[0].pos[0]).line, message: `YAML does not parse: ${failed.errors[0].message.split('\n')[0]}` }];
  const root = rootEntry(schema);
  const out: { path: string; line: number }[] = [];
  for (const doc of list) unknownFields(doc.contents as Node, root, [], counter, out);
  const issues: ConsistencyIssue[] = out.map((u) => ({ line: u.line, message: `vcluster.yaml field "${u.path}" does not exist in this version's schema` }));
  const validate = validatorOf(schema);
  for (const doc of list)
    for (const issue of validate(doc, counter)) {
      const problem = schemaProblem(issue);
      if (problem) issues.push(problem);
    }
  return issues.sort((a, b) => a.line - b.line);
}

function pathBelow(start: ConfigEntry, parts: string[]): boolean {
  let entry = start;
  for (const raw of parts) {
    if (!entry.children.length) return true; // below a free-form value
    const next = entry.isMap ? entry.children[0] : entry.children.find((c) => c.name === raw);
    if (!next) return false;
    entry = next;
  }
  return true;
}

/**
 * Does a dotted field path ("sync.toHost.secrets.all") exist in the schema, from the top level or
 * below some field (pages about a section name paths relative to it: an integration's
 * `sync.toHost.stores`)? Map keys match any name; a path with a wildcard is not checked.
 */
export function hasConfigPath(dotted: string, schema: JsonSchema): boolean {
  if (dotted.includes('*')) return true;
  const parts = dotted.replace(/\[\d*\]/g, '').split('.');
  const root = rootEntry(schema);
  if (pathBelow(root, parts)) return true;
  return (entriesByName(root).get(parts[0]) ?? []).some((entry) => pathBelow(entry, parts.slice(1)));
}

const nameIndexes = new WeakMap<ConfigEntry, Map<string, ConfigEntry[]>>();

/** Every entry below a root by its name (built once per schema). */
function entriesByName(root: ConfigEntry): Map<string, ConfigEntry[]> {
  let index = nameIndexes.get(root);
  if (!index) {
    index = new Map();
    for (const entry of walkEntries(root)) {
      const same = index.get(entry.name);
      if (same) same.push(entry);
      else index.set(entry.name, [entry]);
    }
    nameIndexes.set(root, index);
  }
  return index;
}

function rootEntry(schema: JsonSchema): ConfigEntry {
  let root = schemaCache.get(schema);
  if (!root) schemaCache.set(schema, (root = schemaEntries(schema)));
  return root;
}

// ---------------------------------------------------------------- CLI command lines

/** What checkCliCommand looks up in a CLI's commands, indexed once per CLI data. */
interface CliIndex {
  byPath: Map<string, CliCommand>;
  /** Parent path → alias → the first child command with that alias. */
  aliases: Map<string, Map<string, string>>;
  /** Paths that some command's path continues ("vcluster platform" of "vcluster platform add"). */
  parents: Set<string>;
}

const cliIndexes = new WeakMap<CliData, CliIndex>();

function cliIndex(cli: CliData): CliIndex {
  let index = cliIndexes.get(cli);
  if (index) return index;
  index = { byPath: new Map(cli.commands.map((c) => [c.path, c])), aliases: new Map(), parents: new Set() };
  for (const c of cli.commands) {
    for (let k = c.path.indexOf(' '); k >= 0; k = c.path.indexOf(' ', k + 1)) index.parents.add(c.path.slice(0, k));
    const parent = c.path.split(' ').slice(0, -1).join(' ');
    for (const alias of c.aliases ?? []) {
      const children = index.aliases.get(parent) ?? new Map<string, string>();
      if (!children.has(alias)) children.set(alias, c.path);
      index.aliases.set(parent, children);
    }
  }
  cliIndexes.set(cli, index);
  return index;
}

/** Commands and flags in one `vcluster …` invocation that the CLI data does not know. */
export function checkCliCommand(line: string, cli: CliData): string[] {
  const words = shellWords(line.replace(/\s+(?:\||&&|;|>|2>|#).*$/, ''));
  if (words[0] !== 'vcluster') return [];
  const { byPath: paths, aliases, parents } = cliIndex(cli);
  // The longest run of leading plain words that names a command.
  let path = 'vcluster';
  let i = 1;
  for (; i < words.length && !words[i].startsWith('-'); i++) {
    const next = `${path} ${words[i]}`;
    const byAlias = aliases.get(path)?.get(words[i]);
    if (paths.has(next)) path = next;
    else if (byAlias) path = byAlias;
    else break;
  }
  const problems: string[] = [];
  const command = paths.get(path);
  if (command?.removed) return [`command "${path}" is not in this version's CLI (${command.removed})`];
  if (!command) {
    if (words.length > 1 && !words[1].startsWith('-') && /^[a-z][a-z-]+$/.test(words[1]))
      problems.push(`command "vcluster ${words[1]}" does not exist in this version's CLI`);
    return problems;
  }
  // A plain word right after a command group that has sub-commands but is not itself runnable.
  const hasChildren = parents.has(path);
  if (hasChildren && i < words.length && !words[i].startsWith('-') && /^[a-z][a-z-]+$/.test(words[i]) && /\[command\]|<command>/i.test(command.usage))
    problems.push(`command "${path} ${words[i]}" does not exist in this version's CLI`);
  const known = new Set<string>(['help', 'h']);
  for (const f of [...command.flags, ...cli.globalFlags]) {
    known.add(f.name);
    if (f.shorthand) known.add(f.shorthand);
  }
  for (const w of words.slice(i)) {
    if (w === '--') break; // the rest is a command run inside the virtual cluster
    const m = /^--?([A-Za-z0-9][\w.-]*)/.exec(w);
    if (!m || /^-\d/.test(w)) continue;
    const names = w.startsWith('--') ? [m[1]] : m[1].length > 1 && !known.has(m[1]) ? [...m[1]] : [m[1]];
    for (const n of names) if (!known.has(n)) problems.push(`flag "${w.startsWith('--') ? '--' : '-'}${n}" is not a flag of "${path}" in this version's CLI`);
  }
  return problems;
}

// ---------------------------------------------------------------- helm upgrade of the platform

/**
 * `helm upgrade` of the vcluster-platform chart from a repository without `--version`: Helm then
 * takes the newest chart, so a command meant to change a value upgrades the platform (and, after
 * it, every agent). A local chart folder has one version and is fine.
 */
export function unpinnedPlatformUpgrade(command: string): string | undefined {
  const words = shellWords(command);
  if (words[0] !== 'helm' || !['upgrade', 'install'].includes(words[1])) return undefined;
  const positional = words
    .slice(2)
    .filter((w, i, all) => !w.startsWith('-') && !/^--?(?:repo|namespace|n|values|f|set|set-string|version|timeout)$/.test(all[i - 1] ?? ''));
  const chart = positional[1] ?? '';
  const fromRepository = words.includes('--repo') || chart.startsWith('oci://') || /^[\w-]+\/vcluster-platform$/.test(chart);
  if (!/(^|\/)vcluster-platform$/.test(chart) || !fromRepository || words.some((w) => w === '--version' || w.startsWith('--version='))) return undefined;
  return 'helm upgrade of the vcluster-platform chart without --version: Helm takes the newest chart and upgrades the platform with it — pass the version the platform runs';
}

// ---------------------------------------------------------------- a whole page

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)([^\n]*)$/;

/** Base paths of the page's configuration references: relative keys in its tables live below them. */
export const referenceBases = (source: string): string[] => [...source.matchAll(/<ConfigReference[^>]*\bpath="([^"]+)"/g)].map((m) => m[1]);

/**
 * All issues in one MDX page source: unknown fields, commands and flags, defaults that prose
 * states differently from the data, "new in vX" claims that the data history contradicts, and
 * shell blocks whose commands never run after a foreground `vcluster connect` (foreground-connect.ts),
 * and blocks ending with one where the page goes on without saying so (foreground-connect-note.ts).
 */
export function checkPage(
  source: string,
  data: {
    schema?: JsonSchema;
    /**
     * For a set without a vcluster.yaml schema of its own (Platform): the schema of the vCluster
     * release it pairs with, applied to blocks titled vcluster.yaml only (its prose names
     * Platform fields, which that schema does not describe).
     */
    titledYamlSchema?: JsonSchema;
    cli?: CliData;
    rootKeys?: string[];
    version?: string;
    history?: VersionData[];
    api?: ApiData;
  },
): ConsistencyIssue[] {
  // Inline field paths (`sync.toHost.namespaces`) are checked when they start with a top-level
  // key of any version's schema, so fields that only exist in later versions are caught too.
  const roots = new Set(data.rootKeys ?? Object.keys(data.schema?.properties ?? {}));
  const issues: ConsistencyIssue[] = [];
  // Values files on the page that give the control plane a LoadBalancer: a create with them returns.
  const loadBalancerFiles = new Set<string>();
  const readShell = readShellBlocks(loadBalancerFiles);
  const shellBlocks: ShellBlockAt[] = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (open) {
      const [, , fence, lang, meta] = open;
      const start = i + 1;
      let end = start;
      while (end < lines.length && !lines[end].trimStart().startsWith(fence)) end++;
      const body = lines.slice(start, end);
      const title = /title=["']([^"']+)["']/.exec(meta)?.[1];
      const yamlSchema = data.schema ?? (title ? data.titledYamlSchema : undefined);
      if (yamlSchema && /^ya?ml$/.test(lang) && isVclusterYaml(title, body.join('\n'), yamlSchema))
        for (const issue of checkVclusterYaml(body.join('\n'), yamlSchema)) issues.push({ line: start + issue.line, message: issue.message });
      if (title && /^ya?ml$/.test(lang) && setsLoadBalancer(body.join('\n'))) loadBalancerFiles.add(fileKey(title));
      if (/^(bash|shell|sh|console|zsh)$/.test(lang)) {
        const reading = readShell(body);
        shellBlocks.push({ open: i, close: end, reading });
        for (const issue of reading.issues) issues.push({ line: start + issue.line, message: issue.message });
        for (let j = 0; j < body.length; j++) {
          let cmd = body[j].replace(/^\s*\$\s+/, '').trim();
          const first = j;
          while (cmd.endsWith('\\') && j + 1 < body.length) cmd = `${cmd.slice(0, -1)} ${body[++j].trim()}`;
          if (data.cli && cmd.startsWith('vcluster ')) for (const p of checkCliCommand(cmd, data.cli)) issues.push({ line: start + first + 1, message: p });
          const unpinned = unpinnedPlatformUpgrade(cmd);
          if (unpinned) issues.push({ line: start + first + 1, message: unpinned });
        }
      }
      i = end;
      continue;
    }
    if (!lines[i].includes('`')) continue; // (what follows looks at backticked text only)
    // A sentence about a migration or a typo names fields that are not (or no longer) there.
    const aboutChange =
      /\b(instead of|replaces?|replaced|becomes?|became|move|migrate|no longer|removed?|deprecated|renamed|typos?|earlier releases|gave way|taken out|dropped|retired)\b/i.test(
        lines[i],
      );
    if (data.schema && !aboutChange)
      for (const m of lines[i].matchAll(/`([a-zA-Z]+(?:\.[\w<>*\[\]-]+)+)(?::[^`]*|=[^`]*)?`/g))
        if (roots.has(m[1].split('.')[0]) && !hasConfigPath(m[1], data.schema))
          issues.push({ line: i + 1, message: `vcluster.yaml field "${m[1]}" does not exist in this version's schema` });
    if (data.cli && !aboutChange)
      for (const m of lines[i].matchAll(/`(vcluster [^`]+)`/g)) for (const p of checkCliCommand(m[1], data.cli)) issues.push({ line: i + 1, message: p });
  }
  issues.push(...foregroundConnectNotes(lines, shellBlocks));
  issues.push(...checkDefaults(source, { version: data.version ?? '', schema: data.schema, cli: data.cli }, referenceBases(source)));
  if (data.history) issues.push(...checkReleaseClaims(source, data.history));
  if (data.history) issues.push(...checkHistoryClaims(source, data.history, data.version ?? '', [...roots]));
  if (data.schema) issues.push(...checkRelativeFields(source, data.schema, referenceBases(source)));
  if (data.api) issues.push(...checkApiManifests(source, data.api));
  issues.push(...checkClaimRules(source, data.schema, undefined, data.version));
  return issues.sort((a, b) => a.line - b.line);
}

// ---------------------------------------------------------------- a content tree

/** The vCluster release each Platform version is used with: its CLI, and its vcluster.yaml schema for titled examples. */
const PLATFORM_CLI: Record<string, string> = { current: 'current', '4.3.0': '0.27.0', '4.2.0': '0.26.0' };

export interface ContentIssue extends ConsistencyIssue {
  file: string;
}

function readJson<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}

/**
 * Every hand-written page of the vcluster and platform sets under `root`, checked against its
 * version's data (generated pages are produced from that data and skipped). Grouped per version.
 */
export function checkContent(root: string, only: string[] = []): Map<string, ContentIssue[]> {
  try {
    return checkVersions(root, only);
  } finally {
    forgetParsedYaml();
  }
}

/** The prior release's CLI facts in the shape of the documented versions' data (no prose, no schema). */
export function priorRelease(prior: PriorCli): VersionData {
  const flag = <F extends { type: string }>(f: F) => ({ ...f, type: f.type as CliData['globalFlags'][number]['type'], description: '' });
  return {
    version: prior.version,
    cli: {
      version: prior.version,
      globalFlags: prior.globalFlags.map(flag),
      commands: prior.commands.map((c) => ({ ...c, short: '', long: '', usage: '', flags: c.flags.map(flag) })),
    },
  };
}

function checkVersions(root: string, only: string[]): Map<string, ContentIssue[]> {
  const versionsOf = (set: string) => (fs.existsSync(path.join(root, set)) ? fs.readdirSync(path.join(root, set)).sort() : []);
  // Each data file read once: the schema's entry tree is built once per object (rootEntry, entriesByPath).
  const read = new Map<string, unknown>();
  const readOnce = <T>(file: string): T | undefined => {
    if (!read.has(file)) read.set(file, readJson<T>(file));
    return read.get(file) as T | undefined;
  };
  const schemaOf = (v: string) => readOnce<JsonSchema>(path.join(root, 'vcluster', v, SCHEMAS.vcluster.file));
  const rootKeys = [...new Set(versionsOf('vcluster').flatMap((v) => Object.keys(schemaOf(v)?.properties ?? {})))];
  // Released versions oldest first, then the main line: the history "new in vX" claims are checked against.
  const history: VersionData[] = versionsOf('vcluster')
    .sort((a, b) => (a === 'current' ? 1 : b === 'current' ? -1 : a.localeCompare(b, 'en', { numeric: true })))
    .map((v) => ({ version: v, schema: schemaOf(v), cli: readOnce<CliData>(path.join(root, 'vcluster', v, CLI_DATA_FILE)) }));
  // The last release before the documented ones, CLI only: what "removed in v0.20" is judged against.
  history.unshift(priorRelease(priorCli as PriorCli));
  const result = new Map<string, ContentIssue[]>();
  for (const set of ['vcluster', 'platform']) {
    for (const version of versionsOf(set)) {
      const key = `${set}/${version}`;
      if (only.length && !only.includes(key)) continue;
      const cliVersion = set === 'vcluster' ? version : PLATFORM_CLI[version];
      const data = {
        schema: set === 'vcluster' ? schemaOf(version) : undefined,
        titledYamlSchema: set === 'platform' && cliVersion ? schemaOf(cliVersion) : undefined,
        cli: cliVersion ? readOnce<CliData>(path.join(root, 'vcluster', cliVersion, CLI_DATA_FILE)) : undefined,
        rootKeys,
        version,
        // vCluster releases are what "new in 0.26" refers to; Platform pages name Platform releases.
        history: set === 'vcluster' ? history : undefined,
        // Platform manifests on the page against that Platform version's API data.
        api: set === 'platform' ? readJson<ApiData>(path.join(root, set, version, '_data/api-resources.json')) : undefined,
      };
      const issues: ContentIssue[] = [];
      // The CLI data's own examples become generated pages, so they are checked here.
      if (set === 'vcluster' && data.cli) {
        const file = path.join(root, set, version, CLI_DATA_FILE);
        const lines = fs.readFileSync(file, 'utf8').split('\n');
        for (const cmd of data.cli.commands)
          for (const ex of cmd.examples ?? [])
            for (const one of ex.command.split('\n').filter((l) => l.trim().startsWith('vcluster ')))
              for (const p of checkCliCommand(one.trim(), data.cli)) {
                const at = lines.findIndex((l) => l.includes(JSON.stringify(ex.command).slice(1, 40)));
                issues.push({ file, line: at + 1, message: `example of "${cmd.path}": ${p}` });
              }
      }
      // So are the API data's own example manifests.
      for (const r of data.api?.resources ?? [])
        for (const p of checkApiManifests('```yaml\n' + r.example + '\n```', data.api!))
          issues.push({
            file: path.join(root, set, version, '_data/api-resources.json'),
            line: 1,
            message: `example of ${r.kind}, line ${p.line - 1}: ${p.message}`,
          });
      for (const file of pageFiles(path.join(root, set, version))) {
        const source = fs.readFileSync(file, 'utf8');
        if (source.includes(GENERATED_MARKER)) continue;
        for (const issue of checkPage(source, data)) issues.push({ file, ...issue });
      }
      result.set(key, issues);
    }
  }
  return result;
}
