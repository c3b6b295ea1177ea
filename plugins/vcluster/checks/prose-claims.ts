/**
 * Claims in running text that the typed data can confirm or refute: a default stated next to a
 * vcluster.yaml field or a CLI flag ("`sync.toHost.pods.enabled` defaults to `true`", a
 * "| Key | Default |" table, "`vcluster create --connect` (default `true`)"), and a release
 * stated next to one ("`privateNodes.enabled`, new in v0.26"), checked against the version
 * history of the data, and field paths written relative to the page's config reference
 * ("`etcd.external`" below `controlPlane.backingStore`). Pure functions;
 * plugins/vcluster/checks/consistency.ts applies them per page.
 */
import { schemaEntries, walkEntries, type ConfigEntry, type JsonSchema } from '../shared/config-entries';
import type { CliData, CliFlag } from '../data/cli-types';
import { parse as parseYaml } from 'yaml';

/** One documented version's data, oldest first in a history. */
export interface VersionData {
  /** Docs version: "0.26.0" or "current". */
  version: string;
  schema?: JsonSchema;
  cli?: CliData;
}

export interface ClaimIssue {
  /** 1-based line within the text that was checked. */
  line: number;
  message: string;
}

const FIELD = /`([a-zA-Z][\w]*(?:\.[\w<>-]+)+)`/g;
const FIELD_IN = /`[a-zA-Z][\w]*(?:\.[\w<>-]+)+`/;
const COMMAND_FLAG = /`(vcluster(?: [a-z][\w-]*)+) (?:[^`]*?\s)?--([\w-]+)(?:[= ][^`]*)?`/g;

/** Entries of a schema by dotted path (computed once per schema). */
const pathCache = new WeakMap<JsonSchema, Map<string, ConfigEntry>>();
function entriesByPath(schema: JsonSchema): Map<string, ConfigEntry> {
  let map = pathCache.get(schema);
  if (!map) {
    map = new Map();
    for (const e of walkEntries(schemaEntries(schema))) map.set(e.path.join('.'), e);
    pathCache.set(schema, map);
  }
  return map;
}

/** Entries a path names: from the top, else below each of the page's base paths, else (if unique by default) anywhere. */
export function resolveField(dotted: string, schema: JsonSchema, bases: string[] = []): ConfigEntry[] {
  const byPath = entriesByPath(schema);
  const clean = dotted.replace(/\[\d*\]/g, '');
  const direct = byPath.get(clean);
  if (direct) return [direct];
  const below = bases.map((b) => byPath.get(`${b}.${clean}`)).filter((e): e is ConfigEntry => !!e);
  if (below.length) return below;
  return [...byPath.entries()].filter(([p]) => p.endsWith(`.${clean}`)).map(([, e]) => e);
}

/** A default as prose writes it (`true`, `"auto"`, `[]`) compared with the data's value. */
export function sameDefault(prose: string, data: unknown): boolean {
  const text = prose.trim().replace(/^["']|["']$/g, '');
  if (data === undefined) return false;
  if (typeof data === 'string') return text === data;
  if (typeof data === 'object') {
    // Prose writes objects and lists as YAML ("tls: []", "[a, b]").
    try {
      return JSON.stringify(parseYaml(text)) === JSON.stringify(data);
    } catch {
      return false;
    }
  }
  return text === String(data);
}

const show = (v: unknown) => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v));

/** Sentences of a line (a default or version claim is judged within its sentence). */
export const sentences = (line: string) => line.split(/(?<=[.;!?])\s+(?=[A-Z`(])/);

const FENCE = /^\s*(```|~~~)/;

/** A page's lines outside code blocks, with their 1-based numbers: where its prose claims are. */
export function proseLines(source: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  let inFence = false;
  source.split('\n').forEach((text, i) => {
    if (FENCE.test(text)) inFence = !inFence;
    else if (!inFence) out.push({ text, line: i + 1 });
  });
  return out;
}

/** The literal a sentence gives as default right after the subject ("defaults to `x`", "(default `x`)", "default: `x`"). */
function statedDefault(sentence: string, after: number): string | undefined {
  const rest = sentence.slice(after, after + 90);
  const m = /^[^`.;]{0,45}?\bdefault(?:s to| value is| is|:)?\s+`([^`]+)`/.exec(rest) ?? /^[^`.;]{0,45}?\(default `([^`]+)`\)/.exec(rest);
  return m?.[1];
}

/**
 * "on by default" / "is disabled by default" / "is not enabled by default" after a field, with only
 * other fields and plain words in between (a condition such as "unless" or "when" leaves it unjudged):
 * true for on, false for off.
 */
function statedSwitch(sentence: string, after: number): boolean | undefined {
  const m = /^((?:[^`.;]|\.(?=\d)|`[\w.<>-]+`){0,60}?)\b(not\s+)?(enabled|on|turned on|active|disabled|off|turned off|inactive)\s+by default\b/i.exec(
    sentence.slice(after, after + 120),
  );
  if (!m || /\b(unless|when|if|only|once|after|before|while|except|without|but)\b/i.test(m[1])) return undefined;
  const on = /^(enabled|on|turned on|active)$/i.test(m[3]);
  return m[2] ? !on : on;
}

/** The zero value cobra leaves out of a flag's default ("false" for bool and so on). */
function flagDefault(flag: CliFlag): string {
  if (flag.default !== undefined) return flag.default;
  return flag.type === 'bool' ? 'false' : /^int/.test(flag.type) ? '0' : flag.type === 'duration' ? '0s' : '';
}

function findFlag(cli: CliData, command: string, name: string): CliFlag | undefined {
  const cmd = cli.commands.find((c) => c.path === command);
  return [...(cmd?.flags ?? []), ...cli.globalFlags].find((f) => f.name === name);
}

/** Defaults stated in prose and in "Key | Default" tables that the data contradicts. */
export function checkDefaults(source: string, data: VersionData, bases: string[] = []): ClaimIssue[] {
  const issues: ClaimIssue[] = [];
  const lines = source.split('\n');
  let defaultColumn = -1;
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    // Tables: remember which column is headed "Default" until the table ends.
    if (/^\s*\|/.test(line)) {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      const header = cells.findIndex((c) => /^default$/i.test(c));
      if (header > 0 && lines[i + 1]?.includes('---')) {
        defaultColumn = header;
        continue;
      }
      const key = /^`([a-zA-Z][\w.<>-]*)`$/.exec(cells[0] ?? '')?.[1];
      const literal = /^`([^`]+)`$/.exec(cells[defaultColumn] ?? '')?.[1];
      if (defaultColumn > 0 && key && literal !== undefined && data.schema) issues.push(...fieldDefault(key, literal, data.schema, bases, i + 1));
      // A cell can say it too ("| MetalLB | `deploy.metallb.enabled`, off by default |"), or the row
      // does about the key in its first cell ("| `sync.externalSecrets.enabled` | …; on by default |").
      if (data.schema)
        cells.forEach((cell, c) => {
          for (const m of cell.matchAll(FIELD)) {
            const on = statedSwitch(cell, m.index! + m[0].length);
            if (on !== undefined) issues.push(...switchDefault(m[1], on, data.schema!, bases, i + 1));
          }
          if (c === 0 || !key || FIELD_IN.test(cell)) return;
          for (const part of cell.split(/[.;(]\s*/)) {
            const on = statedSwitch(part.trim(), 0);
            if (on !== undefined) issues.push(...switchDefault(key, on, data.schema!, bases, i + 1));
          }
        });
      continue;
    }
    defaultColumn = -1;
    // Every claim below names a field or command in backticks, or says "by default".
    if (!line.includes('`') && !/by default/i.test(line)) continue;
    for (const sentence of sentences(line)) {
      if (data.schema)
        for (const m of sentence.matchAll(FIELD)) {
          const literal = statedDefault(sentence, m.index! + m[0].length);
          if (literal !== undefined) issues.push(...fieldDefault(m[1], literal, data.schema, bases, i + 1));
          const on = statedSwitch(sentence, m.index! + m[0].length);
          if (on !== undefined) issues.push(...switchDefault(m[1], on, data.schema, bases, i + 1));
        }
      // "Namespace sync is new in v0.26, disabled by default": a feature named in words.
      if (data.schema)
        for (const f of NAMED_FEATURES)
          for (const m of sentence.matchAll(f.words)) {
            // Fields or a colon in between make the claim theirs ("for private nodes: `deploy.kubeProxy` is on by default").
            const on = /^[^`:]*$/.test(sentence.slice(m.index! + m[0].length).split(/\bby default\b/)[0])
              ? statedSwitch(sentence, m.index! + m[0].length)
              : undefined;
            const field = f.fields?.find((p) => entriesByPath(data.schema!).has(p));
            if (on !== undefined && field)
              issues.push(
                ...switchDefault(field, on, data.schema, [], i + 1).map((x) => ({
                  ...x,
                  message: x.message.replace(`field "${field}"`, `"${m[0]}" (${field})`),
                })),
              );
          }
      if (data.cli)
        for (const m of sentence.matchAll(COMMAND_FLAG)) {
          const literal = statedDefault(sentence, m.index! + m[0].length);
          const flag = literal !== undefined ? findFlag(data.cli, m[1], m[2]) : undefined;
          if (flag && literal !== undefined && literal !== flagDefault(flag))
            issues.push({
              line: i + 1,
              message: `"${m[1]} --${m[2]}" is said to default to ${literal}, but its default in this version's CLI is ${flagDefault(flag) || 'empty'}`,
            });
        }
    }
  }
  return issues;
}

function fieldDefault(key: string, literal: string, schema: JsonSchema, bases: string[], line: number): ClaimIssue[] {
  const entries = resolveField(key, schema, bases).filter((e) => e.default !== undefined);
  // A relative name that several fields share is only judged when they all agree.
  if (!entries.length || new Set(entries.map((e) => JSON.stringify(e.default))).size > 1) return [];
  const expected = entries[0].default;
  return sameDefault(literal, expected)
    ? []
    : [{ line, message: `vcluster.yaml field "${key}" is said to default to ${literal}, but its default in this version's schema is ${show(expected)}` }];
}

/** An on/off claim about a boolean field, or about a section through its `enabled` switch. */
function switchDefault(key: string, on: boolean, schema: JsonSchema, bases: string[], line: number): ClaimIssue[] {
  const switches = resolveField(key, schema, bases)
    .map((e) => (typeof e.default === 'boolean' ? e : e.children.find((c) => c.name === 'enabled' && typeof c.default === 'boolean')))
    .filter((e): e is ConfigEntry => !!e);
  if (!switches.length || new Set(switches.map((e) => e.default)).size > 1) return [];
  const actual = switches[0].default as boolean;
  const name = switches[0].path.join('.');
  return actual === on
    ? []
    : [
        {
          line,
          message: `vcluster.yaml field "${key}" is said to be ${on ? 'on' : 'off'} by default, but ${name} defaults to ${actual} in this version's schema`,
        },
      ];
}

// ---------------------------------------------------------------- "new in vX" claims

/**
 * Features that prose names in words rather than by field or command ("private nodes, new in
 * v0.26"), with the data that has them: a version has the feature when it has any of these.
 */
const NAMED_FEATURES: { words: RegExp; fields?: string[]; commands?: string[] }[] = [
  { words: /\bprivate nodes\b/gi, fields: ['privateNodes'] },
  { words: /\bauto nodes\b/gi, fields: ['privateNodes.autoNodes'] },
  { words: /\bhybrid scheduling\b/gi, fields: ['sync.toHost.pods.hybridScheduling'] },
  { words: /\bnamespace sync(?:ing)?\b/gi, fields: ['sync.toHost.namespaces'] },
  { words: /\bsleep mode\b/gi, fields: ['sleepMode', 'experimental.sleepMode'] },
  { words: /\bexternal etcd\b/gi, fields: ['controlPlane.backingStore.etcd.external'] },
  { words: /\bIstio integration\b/gi, fields: ['integrations.istio'] },
  { words: /\bcert-manager integration\b/gi, fields: ['integrations.certManager'] },
  { words: /\bsnapshots?\b/gi, commands: ['vcluster snapshot'] },
];

function featureIn(f: (typeof NAMED_FEATURES)[number], d: VersionData): boolean {
  const byPath = d.schema ? entriesByPath(d.schema) : undefined;
  return !!(f.fields?.some((p) => byPath?.has(p)) || f.commands?.some((c) => d.cli?.commands.some((x) => x.path === c && !x.removed)));
}

const RELEASE = /\b(?:new in|since|introduced in|added in|arrived in|available from|first shipped in)\s+(?:vCluster\s+)?v?(\d+\.\d+)(?:\.\d+)?\b/i;

const minor = (v: string) => /^(\d+\.\d+)/.exec(v)?.[1];

/** In which documented versions a field, command or flag exists. */
const presentIn = (history: VersionData[], has: (d: VersionData) => boolean) => history.filter(has).map((d) => d.version);

/**
 * "new in vX" / "since vX" / "introduced in vX" next to a field path or a `vcluster …` command
 * (with or without a flag): the data must have it in X and not in the version before X. Claims
 * about releases before the oldest documented one cannot be checked and are skipped.
 */
export function checkReleaseClaims(source: string, history: VersionData[]): ClaimIssue[] {
  const issues: ClaimIssue[] = [];
  const released = history.filter((d) => minor(d.version));
  const lines = source.split('\n');
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    if (/^\s*(```|~~~)/.test(lines[i])) inFence = !inFence;
    // (A sentence only holds a claim when its line does.)
    if (inFence || !RELEASE.test(lines[i])) continue;
    for (const sentence of sentences(lines[i])) {
      const claim = RELEASE.exec(sentence);
      if (!claim) continue;
      const idx = released.findIndex((d) => minor(d.version) === claim[1]);
      if (idx < 0) continue; // a release we do not document (older, or a Platform version)
      const subjects: { name: string; at: number; has: (d: VersionData) => boolean }[] = [];
      for (const m of sentence.matchAll(COMMAND_FLAG))
        subjects.push({ name: `${m[1]} --${m[2]}`, at: m.index!, has: (d) => !!d.cli && !!findFlag(d.cli, m[1], m[2]) && !isRemoved(d.cli, m[1]) });
      for (const m of sentence.matchAll(/`(vcluster(?: [a-z][\w-]*)+)`/g))
        subjects.push({ name: m[1], at: m.index!, has: (d) => !!d.cli?.commands.some((c) => c.path === m[1] && !c.removed) });
      for (const m of sentence.matchAll(FIELD))
        subjects.push({ name: m[1], at: m.index!, has: (d) => !!d.schema && entriesByPath(d.schema).has(m[1].replace(/\[\d*\]/g, '')) });
      for (const f of NAMED_FEATURES) for (const m of sentence.matchAll(f.words)) subjects.push({ name: m[0], at: m.index!, has: (d) => featureIn(f, d) });
      // The claim is about the nearest subject before it ("`x`, new in 0.26, replaces `y`"), or
      // the first one after it when the sentence opens with the claim ("New in 0.26: `x` …").
      const before = subjects.filter((x) => x.at < claim.index).sort((a, b) => b.at - a.at);
      const opening = claim.index < 3 ? subjects.filter((x) => x.at > claim.index).sort((a, b) => a.at - b.at) : [];
      const subject = before[0] ?? opening[0];
      // Only judge subjects that some version has: other backticked words are not ours.
      for (const s of subject ? [subject] : []) {
        const versions = presentIn(released, s.has);
        if (!versions.length) continue;
        const inClaimed = s.has(released[idx]);
        const earlier = idx > 0 && s.has(released[idx - 1]);
        if (!inClaimed)
          issues.push({
            line: i + 1,
            message: `"${s.name}" is said to be new in ${claim[1]}, but ${claim[1]}'s data does not have it (first in ${versions[0]})`,
          });
        else if (earlier) issues.push({ line: i + 1, message: `"${s.name}" is said to be new in ${claim[1]}, but it is already in ${versions[0]}` });
      }
    }
  }
  return issues;
}

const isRemoved = (cli: CliData, path: string) => !!cli.commands.find((c) => c.path === path)?.removed;

// ---------------------------------------------------------------- paths relative to the page's reference

/** A sentence about a migration, a rename or a later release names fields that are not (or no longer) there. */
const ABOUT_CHANGE =
  /\b(instead of|replaces?|replaced|becomes?|became|move|migrate|no longer|removed?|deprecated|renamed|typos?|earlier releases|gave way|taken out|dropped|retired|arrived in|later releases?)\b/i;

/**
 * Backticked paths that start below one of the page's `<ConfigReference path>` bases (a table row
 * `etcd.external` on the backing-store page, whose base is `controlPlane.backingStore`): when the
 * first part is a field of a base, the whole path must exist below that base in this version.
 * Paths that start at the top level are judged by the page check itself.
 */
export function checkRelativeFields(source: string, schema: JsonSchema, bases: string[]): ClaimIssue[] {
  const byPath = entriesByPath(schema);
  const issues: ClaimIssue[] = [];
  const lines = source.split('\n');
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    if (/^\s*(```|~~~)/.test(lines[i])) inFence = !inFence;
    if (inFence || !lines[i].includes('`') || ABOUT_CHANGE.test(lines[i])) continue;
    for (const m of lines[i].matchAll(FIELD)) {
      const dotted = m[1].replace(/\[\d*\]/g, '');
      // File names (`vcluster.yaml`) look like paths too.
      if (dotted.includes('*') || byPath.has(dotted) || FILE_NAME.test(dotted)) continue;
      const first = dotted.split('.')[0];
      const owners = bases.filter((b) => byPath.has(`${b}.${first}`));
      if (!owners.length || owners.some((b) => byPath.has(`${b}.${dotted}`) || belowFreeForm(byPath, `${b}.${dotted}`))) continue;
      issues.push({
        line: i + 1,
        message: `vcluster.yaml field "${owners[0]}.${dotted}" (written "${m[1]}" below the page's config reference) does not exist in this version's schema`,
      });
    }
  }
  return issues;
}

const FILE_NAME = /\.(ya?ml|json|toml|txt|md|mdx|sh|go|tgz|gz|tar|conf|cfg|ini|pem|crt)$/;

/** Is some prefix of the path a field without declared children (a free-form object or map)? */
function belowFreeForm(byPath: Map<string, ConfigEntry>, dotted: string): boolean {
  const parts = dotted.split('.');
  for (let n = parts.length - 1; n > 0; n--) {
    const e = byPath.get(parts.slice(0, n).join('.'));
    if (e) return !e.children.length || e.isMap === true;
  }
  return false;
}
