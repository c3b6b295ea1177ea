/**
 * The same CLI facts as plugins/vcluster/facts/cobra.ts, read from cobra's generated Markdown reference
 * (one `vcluster_<sub>_<sub>.md` per command with "## Flags" and "## Global and inherited flags"
 * blocks in `--help` format). Such a reference lists every command that has a file, so a folder
 * that kept files of removed commands reports them too; the Go source is the stronger reference.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SourceCli, SourceFlag } from './cobra';

/** One line of cobra's flag usage: "  -n, --namespace string   The namespace (default "x")". */
export function parseFlagLine(line: string): SourceFlag | undefined {
  const m = /^\s*(?:-(\w), )?--([\w.-]+)(?: (\w+))?\s{2,}(.*)$/.exec(line) ?? /^\s*(?:-(\w), )?--([\w.-]+)(?: (\w+))?$/.exec(line);
  if (!m) return undefined;
  const [, shorthand, name, typeWord, rest = ''] = m;
  const def = /\(default (?:"([^"]*)"|([^)]*))\)\s*$/.exec(rest);
  const type = !typeWord ? 'bool' : typeWord === 'stringSlice' ? 'strings' : typeWord;
  return {
    name,
    ...(shorthand ? { shorthand } : {}),
    type,
    default: def ? (def[1] ?? def[2]).trim() : '',
    usage: rest.replace(/\s*\(default [^)]*\)\s*$/, ''),
    hidden: false,
  };
}

function flagBlock(text: string, heading: string): SourceFlag[] {
  const at = text.indexOf(`## ${heading}`);
  if (at < 0) return [];
  const block = /```\n([\s\S]*?)```/.exec(text.slice(at))?.[1] ?? '';
  return block
    .split('\n')
    .map(parseFlagLine)
    .filter((f): f is SourceFlag => !!f && f.name !== 'help');
}

/** Commands and flags of a folder of cobra Markdown pages. */
export function readCobraDocs(dir: string, rootName = 'vcluster'): SourceCli {
  const files = fs.readdirSync(dir).filter((f) => f.startsWith(`${rootName}_`) && /\.mdx?$/.test(f));
  const commands = files.map((f) => {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    const title =
      /^title: "?(.+?)(?: --help)?"?$/m.exec(text)?.[1] ??
      f
        .replace(/\.mdx?$/, '')
        .split('_')
        .join(' ');
    return { path: title.trim(), aliases: [] as string[], hidden: false, flags: flagBlock(text, 'Flags') };
  });
  const any = files[0] ? fs.readFileSync(path.join(dir, files[0]), 'utf8') : '';
  return { globalFlags: flagBlock(any, 'Global and inherited flags'), commands, warnings: [], aliasesKnown: false, hiddenKnown: false };
}
