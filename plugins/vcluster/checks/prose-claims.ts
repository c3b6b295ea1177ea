/**
 * Claims in running text that the typed data can confirm or refute: a default stated next to a
 * vcluster.yaml field or a CLI flag ("`sync.toHost.pods.enabled` defaults to `true`", a
 * "| Key | Default |" table, "`vcluster create --connect` (default `true`)"), and a release
 * stated next to one ("`privateNodes.enabled`, new in v0.26"), checked against the version
 * history of the data. Pure functions; lib/content/consistency.ts applies them per page.
 */
import { schemaEntries, walkEntries, type ConfigEntry, type JsonSchema } from '../schema/entries';
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
const sentences = (line: string) => line.split(/(?<=[.;!?])\s+(?=[A-Z`(])/);

/** The literal a sentence gives as default right after the subject ("defaults to `x`", "(default `x`)", "default: `x`"). */
function statedDefault(sentence: string, after: number): string | undefined {
  const rest = sentence.slice(after, after + 90);
  const m = /^[^`.;]{0,45}?\bdefault(?:s to| value is| is|:)?\s+`([^`]+)`/.exec(rest) ?? /^[^`.;]{0,45}?\(default `([^`]+)`\)/.exec(rest);
  return m?.[1];
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
      const cells = line.split('|').slice(1, -1).map((c) => c.trim());
      const header = cells.findIndex((c) => /^default$/i.test(c));
      if (header > 0 && lines[i + 1]?.includes('---')) {
        defaultColumn = header;
        continue;
      }
      const key = /^`([a-zA-Z][\w.<>-]*)`$/.exec(cells[0] ?? '')?.[1];
      const literal = /^`([^`]+)`$/.exec(cells[defaultColumn] ?? '')?.[1];
      if (defaultColumn > 0 && key && literal !== undefined && data.schema) issues.push(...fieldDefault(key, literal, data.schema, bases, i + 1));
      continue;
    }
    defaultColumn = -1;
    for (const sentence of sentences(line)) {
      if (data.schema)
        for (const m of sentence.matchAll(FIELD)) {
          const literal = statedDefault(sentence, m.index! + m[0].length);
          if (literal !== undefined) issues.push(...fieldDefault(m[1], literal, data.schema, bases, i + 1));
        }
      if (data.cli)
        for (const m of sentence.matchAll(COMMAND_FLAG)) {
          const literal = statedDefault(sentence, m.index! + m[0].length);
          const flag = literal !== undefined ? findFlag(data.cli, m[1], m[2]) : undefined;
          if (flag && literal !== undefined && literal !== flagDefault(flag))
            issues.push({ line: i + 1, message: `"${m[1]} --${m[2]}" is said to default to ${literal}, but its default in this version's CLI is ${flagDefault(flag) || 'empty'}` });
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
  return sameDefault(literal, expected) ? [] : [{ line, message: `vcluster.yaml field "${key}" is said to default to ${literal}, but its default in this version's schema is ${show(expected)}` }];
}

// ---------------------------------------------------------------- "new in vX" claims

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
    if (inFence) continue;
    for (const sentence of sentences(lines[i])) {
      const claim = RELEASE.exec(sentence);
      if (!claim) continue;
      const idx = released.findIndex((d) => minor(d.version) === claim[1]);
      if (idx < 0) continue; // a release we do not document (older, or a Platform version)
      const subjects: { name: string; at: number; has: (d: VersionData) => boolean }[] = [];
      for (const m of sentence.matchAll(COMMAND_FLAG)) subjects.push({ name: `${m[1]} --${m[2]}`, at: m.index!, has: (d) => !!d.cli && !!findFlag(d.cli, m[1], m[2]) && !isRemoved(d.cli, m[1]) });
      for (const m of sentence.matchAll(/`(vcluster(?: [a-z][\w-]*)+)`/g)) subjects.push({ name: m[1], at: m.index!, has: (d) => !!d.cli?.commands.some((c) => c.path === m[1] && !c.removed) });
      for (const m of sentence.matchAll(FIELD)) subjects.push({ name: m[1], at: m.index!, has: (d) => !!d.schema && entriesByPath(d.schema).has(m[1].replace(/\[\d*\]/g, '')) });
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
        if (!inClaimed) issues.push({ line: i + 1, message: `"${s.name}" is said to be new in ${claim[1]}, but ${claim[1]}'s data does not have it (first in ${versions[0]})` });
        else if (earlier) issues.push({ line: i + 1, message: `"${s.name}" is said to be new in ${claim[1]}, but it is already in ${versions[0]}` });
      }
    }
  }
  return issues;
}

const isRemoved = (cli: CliData, path: string) => !!cli.commands.find((c) => c.path === path)?.removed;
