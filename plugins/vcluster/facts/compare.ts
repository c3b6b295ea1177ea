/**
 * Compares facts read from a product's source with the typed data the docs are generated from,
 * and sorts every fact into agree / missing (in the source, not in the data) / extra (in the data,
 * not in the source) / wrong (both have it, with a different default, shorthand or type).
 */
import type { CliData, CliFlag } from '../data/cli-types';
import type { SourceCli, SourceCommand, SourceFlag } from './cobra';

export type DiffKind = 'missing' | 'extra' | 'wrong';

export interface FactDiff {
  kind: DiffKind;
  /** "vcluster create --connect", "controlPlane.distro.k8s.enabled", "Project spec.quotas". */
  subject: string;
  detail: string;
}

export interface FactReport {
  agree: number;
  diffs: FactDiff[];
  /** Facts that cannot be compared (defaults computed at run time, removal notes) with the reason. */
  notes: string[];
}

export const count = (r: FactReport, kind: DiffKind) => r.diffs.filter((d) => d.kind === kind).length;

export function summary(r: FactReport): string {
  return `${r.agree} agree, ${count(r, 'missing')} missing, ${count(r, 'extra')} extra, ${count(r, 'wrong')} wrong`;
}

// ---------------------------------------------------------------- CLI

function compareFlags(subject: string, source: SourceFlag[], data: CliFlag[], report: FactReport, complete: boolean) {
  const inData = new Map(data.map((f) => [f.name, f]));
  for (const s of source) {
    const d = inData.get(s.name);
    inData.delete(s.name);
    const name = `${subject} --${s.name}`;
    // Cobra's Go source shows hidden and deprecated flags; its generated Markdown does not.
    const hiddenOnly = s.hidden && !s.deprecated;
    if (!d) {
      const state = s.deprecated ? ', deprecated' : hiddenOnly ? ', hidden' : '';
      report.diffs.push({ kind: 'missing', subject: name, detail: `${s.type}${s.default ? `, default ${s.default}` : ''}${state}` });
      continue;
    }
    const problems: string[] = [];
    if ((d.shorthand ?? '') !== (s.shorthand ?? '')) problems.push(`shorthand ${d.shorthand ?? 'none'} in the data, ${s.shorthand ?? 'none'} in the source`);
    if (d.type !== s.type) problems.push(`type ${d.type} in the data, ${s.type} in the source`);
    if (s.default === undefined) report.notes.push(`${name}: default computed at run time (data: ${d.default ?? 'none'})`);
    else if ((d.default ?? '') !== s.default) problems.push(`default ${d.default ?? 'none'} in the data, ${s.default || 'none'} in the source`);
    if (s.deprecated && !d.deprecated) problems.push(`deprecated in the source ("${s.deprecated}") but not in the data`);
    if (!s.deprecated && d.deprecated && complete) problems.push('deprecated in the data but not in the source');
    if (complete && hiddenOnly !== !!d.hidden)
      problems.push(hiddenOnly ? 'hidden in the source (MarkHidden) but not in the data' : 'hidden in the data but not in the source');
    if (problems.length) report.diffs.push({ kind: 'wrong', subject: name, detail: problems.join('; ') });
    else report.agree++;
  }
  for (const d of inData.values()) {
    // A generated reference leaves hidden and deprecated flags out; the Go source has them all.
    if (!complete && (d.deprecated || d.hidden))
      report.notes.push(`${subject} --${d.name}: ${d.deprecated ? 'deprecated' : 'hidden'} in the data, not in the reference`);
    else report.diffs.push({ kind: 'extra', subject: `${subject} --${d.name}`, detail: 'not registered in the source' });
  }
}

/** Without aliases in the reference, the data's own aliases stand in so alias paths still resolve. */
const aliasesFrom = (data: CliData, path: string) => data.commands.find((c) => c.path === path)?.aliases ?? [];

/**
 * The source command a data path names, following aliases ("vcluster pro start" is
 * "vcluster platform start" because `pro` is an alias of `platform`).
 */
export function resolveCommand(path: string, commands: SourceCommand[]): SourceCommand | undefined {
  const words = path.split(' ');
  let current = words[0];
  for (const w of words.slice(1)) {
    const next =
      commands.find((c) => c.path === `${current} ${w}`) ??
      commands.find((c) => c.path.startsWith(`${current} `) && c.path.split(' ').length === current.split(' ').length + 1 && c.aliases.includes(w));
    if (!next) return undefined;
    current = next.path;
  }
  return commands.find((c) => c.path === current);
}

export function compareCli(source: SourceCli, data: CliData): FactReport {
  if (source.aliasesKnown === false) source = { ...source, commands: source.commands.map((c) => ({ ...c, aliases: aliasesFrom(data, c.path) })) };
  const report: FactReport = { agree: 0, diffs: [], notes: [] };
  // Only the Go source lists hidden and deprecated flags; cobra's Markdown reference leaves them out.
  const complete = source.hiddenKnown !== false;
  compareFlags('vcluster (global)', source.globalFlags, data.globalFlags, report, complete);
  const seen = new Set<string>();
  for (const cmd of data.commands) {
    if (cmd.removed) {
      const exists = resolveCommand(cmd.path, source.commands);
      if (exists && !exists.hidden) report.diffs.push({ kind: 'wrong', subject: cmd.path, detail: 'marked removed in the data, but the source has it' });
      else report.notes.push(`${cmd.path}: kept as a removal note (${cmd.removed})`);
      continue;
    }
    const src = resolveCommand(cmd.path, source.commands);
    if (!src) {
      report.diffs.push({ kind: 'extra', subject: cmd.path, detail: 'no such command in the source' });
      continue;
    }
    if (src.path !== cmd.path) report.notes.push(`${cmd.path}: alias of ${src.path}`);
    else seen.add(src.path);
    const problems: string[] = [];
    const aliases = [...(cmd.aliases ?? [])].sort().join(',');
    if (source.aliasesKnown !== false && src.path === cmd.path && aliases !== [...src.aliases].sort().join(','))
      problems.push(`aliases [${aliases}] in the data, [${src.aliases.join(',')}] in the source`);
    if (src.hidden) problems.push('hidden in the source');
    if (problems.length) report.diffs.push({ kind: 'wrong', subject: cmd.path, detail: problems.join('; ') });
    else report.agree++;
    compareFlags(cmd.path, src.flags, cmd.flags, report, complete);
  }
  for (const c of source.commands)
    if (!c.hidden && !seen.has(c.path)) report.diffs.push({ kind: 'missing', subject: c.path, detail: 'command not in the data' });
  return report;
}
