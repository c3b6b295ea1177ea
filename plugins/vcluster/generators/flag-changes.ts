/**
 * Per-command flag changes between a prior release's CLI facts (data/cli-v0.19.json) and a
 * documented release's CLI data: the lists on the "CLI changes in v0.20" pages, generated so
 * they cannot drift from either side. A flag counts as present while the release registers it,
 * hidden or not; one that the newer release still accepts but marks deprecated is listed as such.
 */
import type { CliData, PriorCli } from '../data/cli-types';
import { GENERATED_NOTE, mdxEscape } from './mdx-text';

export interface CommandFlagChanges {
  path: string;
  /** The command is gone: the data's removal note, or "" when the newer data has no page for it. */
  removedCommand?: string;
  /** The command still runs but is newly deprecated: the data's message. */
  deprecatedCommand?: string;
  /** New flags; hidden or deprecated ones carry " (hidden)". */
  added: string[];
  removed: string[];
  /** Still registered, newly deprecated or hidden. */
  deprecated: string[];
}

export function flagChanges(before: PriorCli, after: CliData): CommandFlagChanges[] {
  const out: CommandFlagChanges[] = [];
  const global = { path: 'vcluster (global flags)', ...diff(before.globalFlags, after.globalFlags) };
  if (global.added.length + global.removed.length + global.deprecated.length) out.push(global);
  for (const old of before.commands) {
    if (old.hidden) continue;
    const now = after.commands.find((c) => c.path === old.path);
    if (!now || now.removed) {
      out.push({ path: old.path, removedCommand: now?.removed ?? '', added: [], removed: [], deprecated: [] });
      continue;
    }
    const changes = diff(old.flags, now.flags);
    const deprecatedCommand = now.deprecated && !old.deprecated ? now.deprecated : undefined;
    if (deprecatedCommand || changes.added.length + changes.removed.length + changes.deprecated.length)
      out.push({ path: old.path, ...(deprecatedCommand ? { deprecatedCommand } : {}), ...changes });
  }
  return out;
}

type Flag = { name: string; deprecated?: string; hidden?: boolean };

function diff(before: Flag[], after: Flag[]) {
  const had = new Map(before.map((f) => [f.name, f]));
  const has = new Map(after.map((f) => [f.name, f]));
  const shown = (f: Flag | undefined) => !!f && !f.deprecated && !f.hidden;
  return {
    added: after.filter((f) => !had.has(f.name)).map((f) => (shown(f) ? f.name : `${f.name} (hidden)`)),
    removed: before.filter((f) => !has.has(f.name)).map((f) => f.name),
    deprecated: after.filter((f) => had.has(f.name) && shown(had.get(f.name)) && !shown(f)).map((f) => f.name),
  };
}

const flagList = (names: string[]) => names.map((n) => n.replace(/^([\w-]+)/, '`--$1`')).join(', ');

/** The partial the CLI-changes page imports (cli/_0-20-flag-changes.mdx). */
export function flagChangesPartial(before: PriorCli, after: CliData): string {
  const lines = [
    GENERATED_NOTE(
      'scripts/gen-cli.ts',
      `plugins/vcluster/data/cli-v${before.version.split('.').slice(0, 2).join('.')}.json and ${after.version}'s _data/cli.json`,
    ),
    '',
    `Every command of v${before.version} (read from its source) against v${after.version}: the flags each one gained, lost, or kept only as deprecated or hidden. A deprecated or hidden flag still works, but \`--help\` no longer lists it.`,
    '',
  ];
  for (const c of flagChanges(before, after)) {
    if (c.removedCommand !== undefined) {
      lines.push(`- \`${c.path}\`: the command is gone.${c.removedCommand ? ` ${mdxEscape(c.removedCommand)}` : ''}`);
      continue;
    }
    const parts = [
      c.deprecatedCommand ? `the command is deprecated (${mdxEscape(c.deprecatedCommand.replace(/\.$/, '').replace(/^\w/, (x) => x.toLowerCase()))})` : '',
      c.added.length ? `new ${flagList(c.added)}` : '',
      c.removed.length ? `removed ${flagList(c.removed)}` : '',
      c.deprecated.length ? `deprecated or hidden ${flagList(c.deprecated)}` : '',
    ].filter(Boolean);
    lines.push(`- \`${c.path}\`: ${parts.join('; ')}.`);
  }
  return lines.join('\n') + '\n';
}
