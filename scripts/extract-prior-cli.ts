/**
 * Writes the CLI facts of a release older than the documented ones (plugins/vcluster/data/cli-v0.19.json)
 * from its Go source, with the same cobra reader check:facts uses: commands, flags, shorthands, types,
 * defaults and hidden/deprecated marks; no prose. The CLI-changes pages list per command the flags
 * v0.20 added and removed from it (plugins/vcluster/generators/flag-changes.ts).
 * Usage: node --import tsx scripts/extract-prior-cli.ts <loft-sh/vcluster git repository> v0.19.10
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { readCobraCli, type SourceFlag } from '../plugins/vcluster/facts/cobra';
import { PRIOR_CLI_FILE, type PriorCli, type PriorFlag } from '../plugins/vcluster/data/cli-types';

const [repo, tag] = process.argv.slice(2);
if (!repo || !/^v\d+\.\d+\.\d+$/.test(tag ?? '')) {
  console.error('usage: extract-prior-cli <loft-sh/vcluster git repository> <tag, e.g. v0.19.10>');
  process.exit(2);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prior-cli-'));
try {
  const archive = spawnSync('git', ['-C', repo, 'archive', tag, 'go.mod', 'cmd', 'pkg'], { maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(archive.stderr.toString());
  spawnSync('tar', ['x', '-C', dir], { input: archive.stdout });
  const cli = readCobraCli(dir, ['cmd/vclusterctl', 'pkg']);
  if (cli.warnings.length) console.warn(cli.warnings.join('\n'));
  const flag = (f: SourceFlag): PriorFlag => ({
    name: f.name,
    ...(f.shorthand ? { shorthand: f.shorthand } : {}),
    type: f.type,
    ...(f.default ? { default: f.default } : {}),
    ...(f.deprecated ? { deprecated: f.deprecated } : f.hidden ? { hidden: true } : {}),
  });
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  const data: PriorCli = {
    version: tag.slice(1),
    source: `loft-sh/vcluster ${tag}, cmd/vclusterctl and pkg, read by plugins/vcluster/facts/cobra.ts`,
    globalFlags: cli.globalFlags.map(flag).sort(byName),
    commands: cli.commands.map((c) => ({
      path: c.path,
      ...(c.aliases.length ? { aliases: c.aliases } : {}),
      ...(c.hidden ? { hidden: true } : {}),
      ...(c.deprecated ? { deprecated: c.deprecated } : {}),
      flags: c.flags.map(flag).sort(byName),
    })),
  };
  fs.writeFileSync(PRIOR_CLI_FILE, JSON.stringify(data, null, 2) + '\n');
  console.log(`${PRIOR_CLI_FILE}: ${data.commands.length} commands from ${tag}`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
