/**
 * vCluster CLI reference pages from typed data (content/vcluster/<version>/_data/cli.json):
 * one page per command, named like cobra's doc generator (vcluster_platform_add_cluster.mdx).
 */
import type { CliCommand, CliData, CliFlag } from '../data/cli-types';
import { cell, frontmatter, GENERATED_NOTE, mdxEscape, type AliasTarget } from './mdx-text';

export const pageName = (path: string) => path.trim().split(/\s+/).join('_');

/** Flag cell: the names, then the value type (shown on its own line by the .flag-table styles). */
function flagCell(f: CliFlag): string {
  return `${f.shorthand ? `\`-${f.shorthand}\`, ` : ''}\`--${f.name}\` \`${f.type}\``;
}

function describeFlag(f: CliFlag): string {
  const parts = [cell(f.description)];
  if (f.default !== undefined && f.default !== '') parts.push(`Default: \`${String(f.default).replace(/\|/g, '\\|')}\`.`);
  if (f.deprecated) parts.push(`**Deprecated:** ${cell(f.deprecated)} The flag still works; \`--help\` no longer lists it.`);
  else if (f.hidden) parts.push('**Hidden:** the flag works, but `--help` does not list it.');
  return parts.join(' ');
}

/**
 * Two columns (flag with its type, description with its default) so the description keeps most of
 * the width; the wrapper's class lets the styles keep flag names unbroken and stack the rows on
 * phones.
 */
function flagTable(flags: CliFlag[]): string {
  const rows = [...flags].sort((a, b) => a.name.localeCompare(b.name)).map((f) => `| ${flagCell(f)} | ${describeFlag(f)} |`);
  return ['<div className="flag-table">', '', '| Flag | Description |', '| --- | --- |', ...rows, '', '</div>'].join('\n');
}

export function validateCliData(data: CliData, source: string): string[] {
  const problems: string[] = [];
  const paths = new Set<string>();
  for (const c of data.commands) {
    if (paths.has(c.path)) problems.push(`${source}: duplicate command "${c.path}"`);
    paths.add(c.path);
    if (!c.short || !c.long || !c.usage) problems.push(`${source}: command "${c.path}" needs short, long and usage`);
    const names = new Set<string>();
    for (const f of c.flags) {
      if (names.has(f.name)) problems.push(`${source}: command "${c.path}" lists flag --${f.name} twice`);
      names.add(f.name);
      if (!f.description) problems.push(`${source}: flag --${f.name} of "${c.path}" has no description`);
    }
  }
  for (const c of data.commands) {
    const parent = c.path.split(' ').slice(0, -1).join(' ');
    if (parent.includes(' ') && !paths.has(parent)) problems.push(`${source}: command "${c.path}" has no parent command "${parent}" in the data`);
  }
  return problems;
}

/**
 * The ids the original site's pages of the command had (cobra's own doc generator: "Flags" and
 * "Global and inherited flags"; before v0.20 "Options" and "Options inherited from parent
 * commands"), as the sections of this page that cover them: links written for it land here.
 */
export function cliAnchorAliases(cmd: CliCommand, data: CliData): Record<string, AliasTarget> {
  if (cmd.removed) {
    const gone = { top: `${cmd.path} is not in vCluster ${data.version}, so this page has no usage or flags` };
    return { synopsis: gone, flags: gone, 'global-and-inherited-flags': gone, options: gone, 'options-inherited-from-parent-commands': gone };
  }
  const global = data.globalFlags.length ? 'global-flags' : undefined;
  // A command whose only flag is --help has no flags section here: its flags are the global ones.
  const own = cmd.flags.length ? 'flags' : global;
  return {
    ...(own && own !== 'flags' ? { flags: own } : {}),
    ...(own ? { options: own } : {}),
    ...(global ? { 'global-and-inherited-flags': global, 'options-inherited-from-parent-commands': global } : {}),
  };
}

export function cliPage(cmd: CliCommand, data: CliData): string {
  const parentPath = cmd.path.split(' ').slice(0, -1).join(' ');
  const parent = data.commands.find((c) => c.path === parentPath);
  const children = data.commands.filter((c) => c.path.startsWith(cmd.path + ' ') && c.path.split(' ').length === cmd.path.split(' ').length + 1);
  const out: string[] = [];
  out.push(
    frontmatter(
      {
        title: cmd.path,
        sidebar_label: cmd.path.split(' ').slice(1).join(' ') || cmd.path,
        description: `${cmd.short.replace(/\.$/, '')}: reference for the ${cmd.path} command of vCluster ${data.version}.`,
      },
      cliAnchorAliases(cmd, data),
    ),
  );
  out.push(GENERATED_NOTE('scripts/gen-cli.ts', '_data/cli.json'), '');
  out.push(`${mdxEscape(cmd.short.replace(/\.?$/, '.'))}`, '');
  if (cmd.removed) {
    // The page only remains for old links: a note and the way back up, no usage or flags.
    out.push(`:::danger Not in vCluster ${data.version}`, mdxEscape(cmd.removed), ':::', '');
    if (parent) out.push('## See also', '', `- [${parent.path}](./${pageName(parent.path)}.mdx): ${mdxEscape(parent.short)}`, '');
    return out.join('\n');
  }
  if (cmd.deprecated) out.push(':::warning Deprecated', mdxEscape(cmd.deprecated), ':::', '');
  out.push(mdxEscape(cmd.long), '');
  out.push('## Synopsis', '', '```bash', cmd.usage, '```', '');
  if (cmd.aliases?.length) out.push(`Aliases: ${cmd.aliases.map((a) => `\`${a}\``).join(', ')}`, '');
  if (cmd.examples?.length) {
    out.push('## Examples', '');
    for (const ex of cmd.examples) {
      if (ex.description) out.push(mdxEscape(ex.description), '');
      out.push('```bash', ex.command, '```', '');
    }
  }
  if (cmd.flags.length) out.push('## Flags', '', flagTable(cmd.flags), '');
  if (data.globalFlags.length) out.push('## Global flags', '', 'These flags are available on every `vcluster` command.', '', flagTable(data.globalFlags), '');
  if (children.length) {
    out.push('## Subcommands', '');
    for (const c of children) out.push(`- [${c.path}](./${pageName(c.path)}.mdx): ${mdxEscape(c.short)}`);
    out.push('');
  }
  if (parent) out.push('## See also', '', `- [${parent.path}](./${pageName(parent.path)}.mdx): ${mdxEscape(parent.short)}`, '');
  return out.join('\n');
}

/** All pages of one version: file name → MDX text. */
export function cliPages(data: CliData): Map<string, string> {
  return new Map(data.commands.map((c) => [`${pageName(c.path)}.mdx`, cliPage(c, data)]));
}
