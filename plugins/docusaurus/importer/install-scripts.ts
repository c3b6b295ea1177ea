/**
 * The site's install scripts (`postinstall` and the others npm and pnpm run when the site's packages
 * are installed), run as that install ran them before `docusaurus build`. What such a script writes
 * in the site folder (tRPC's `tsx ./src/components/CompaniesUsing.script.ts`, which lists
 * static/logos into `CompaniesUsing.script.output.ts`, a git-ignored module the home page imports) is
 * then there for the components, as it was for Docusaurus.
 *
 * Only the site's own files run, with Node (`node x.js`, `tsx x.ts`, `ts-node x.ts`), reached through
 * the scripts that name them (`npm run a`, `pnpm a`, `yarn a`, npm-run-all's `run-p a:*`/`run-s`,
 * `&&` and `;`). Any other command (`husky install`, `npx only-allow pnpm`, a build of the monorepo)
 * is not run: it is listed with the reason, in the import report.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { copyFilesSiteModulesImport, pinOwnLocation } from './site-files';
import { siteSnapshot, writtenSince } from './site-snapshot';
import { ownSiteRoot } from '../site-components/site-src';

/** The lifecycle scripts an install of the site runs, in npm's order. */
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare'] as const;

export interface InstallCommand {
  /** The lifecycle script it comes from (`postinstall`), through the scripts it names. */
  script: string;
  /** The command as written. */
  command: string;
  /** The site file Node runs, relative to the site root (`src/components/x.ts`), and its arguments. */
  file?: string;
  args?: string[];
  env?: Record<string, string>;
  /** Why it is not run. */
  skipped?: string;
  /** What running it did: the files it wrote in the site folder, or why it failed. */
  wrote?: string[];
  error?: string;
}

/** `a "b c" 'd'` → ['a', 'b c', 'd']. */
function words(command: string): string[] {
  return [...command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** npm-run-all's patterns: `*` is one `:`-separated part of a script name, `**` any number of them. */
function scriptPattern(pattern: string): RegExp {
  const body = pattern
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.+' : part === '*' ? '[^:]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`);
}

/** npm-run-all's options that take a value (`--max-parallel 2`). */
const RUN_ALL_VALUE_OPTIONS = new Set(['--max-parallel', '--npm-path']);
const NODE_RUNNERS = new Set(['node', 'tsx', 'ts-node', 'babel-node', 'esno', 'jiti']);

/**
 * The commands of the site's install scripts, each either a site file for Node to run or skipped
 * with the reason. Reads the site's package.json `scripts`.
 */
export function installCommands(siteRoot: string): InstallCommand[] {
  const pkgFile = path.join(siteRoot, 'package.json');
  if (!fs.existsSync(pkgFile)) return [];
  let scripts: Record<string, string>;
  try {
    scripts = ((JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {}) as Record<string, string>;
  } catch {
    return [];
  }
  const out: InstallCommand[] = [];
  const expand = (script: string, from: string, depth: number) => {
    const text = scripts[script];
    if (typeof text !== 'string' || depth > 10) return;
    for (const command of text
      .split(/&&|\|\||;/)
      .map((c) => c.trim())
      .filter(Boolean)) {
      const w = words(command);
      const env: Record<string, string> = {};
      // `A=b cmd`, `cross-env A=b cmd`
      while (w.length && (w[0] === 'cross-env' || /^[A-Za-z_]\w*=/.test(w[0]))) {
        const word = w.shift()!;
        if (word !== 'cross-env') env[word.slice(0, word.indexOf('='))] = word.slice(word.indexOf('=') + 1);
      }
      // `npx tsx x.ts`, `pnpm exec tsx x.ts`
      if (w[0] === 'npx' || ((w[0] === 'pnpm' || w[0] === 'yarn') && (w[1] === 'exec' || w[1] === 'dlx'))) w.splice(0, w[0] === 'npx' ? 1 : 2);
      const [bin, ...rest] = w;
      // `npm run a`, `pnpm run a`, `pnpm a`, `yarn a`, `bun run a`
      const runs = ['npm', 'pnpm', 'yarn', 'bun'].includes(bin)
        ? ['run', 'run-script'].includes(rest[0])
          ? rest[1]
          : bin === 'npm' || bin === 'bun'
            ? undefined
            : rest[0]
        : undefined;
      if (runs && scripts[runs] !== undefined) {
        expand(runs, from, depth + 1);
        continue;
      }
      if (['run-p', 'run-s', 'npm-run-all', 'npm-run-all2'].includes(bin)) {
        for (let i = 0; i < rest.length; i++) {
          if (rest[i] === '--') break;
          if (RUN_ALL_VALUE_OPTIONS.has(rest[i])) i++;
          if (rest[i].startsWith('-')) continue;
          const pattern = scriptPattern(rest[i].split(/\s/)[0]);
          for (const name of Object.keys(scripts)) if (pattern.test(name)) expand(name, from, depth + 1);
        }
        continue;
      }
      const entry: InstallCommand = { script: from, command };
      if (Object.keys(env).length) entry.env = env;
      if (NODE_RUNNERS.has(bin)) {
        const fileAt = rest.findIndex((a) => !a.startsWith('-'));
        const file = fileAt >= 0 ? path.resolve(siteRoot, rest[fileAt]) : undefined;
        const rel = file && path.relative(siteRoot, file);
        if (file && rel && !rel.startsWith('..') && !path.isAbsolute(rel) && fs.existsSync(file) && fs.statSync(file).isFile()) {
          entry.file = rel.split(path.sep).join('/');
          entry.args = rest.slice(fileAt + 1);
        } else entry.skipped = `${bin} does not run a file of the site here`;
      } else entry.skipped = `${bin ?? 'the command'} is not Node running a file of the site, so it is not run`;
      out.push(entry);
    }
  };
  for (const script of INSTALL_SCRIPTS) expand(script, script, 0);
  return out;
}

/** tsx's loader, named by its URL: the site's folder has no tsx of its own. */
const TSX_LOADER = () => import.meta.resolve('tsx');

/**
 * Runs each command's file as the install did, in the site folder: its copy in `to` (where the
 * packages it imports are installed; it was copied with the site's modules), with the paths it
 * builds from its own location naming the checkout. The files it writes there that the site's
 * modules import are then copied to the imported folder, those under src/ at the same path.
 * Fills in each command's `wrote` or `error`.
 */
export function runInstallCommands(from: string, to: string, commands: InstallCommand[], timeoutMs = 60_000): void {
  const runnable = commands.filter((c) => c.file);
  if (!runnable.length) return;
  const written = new Set<string>();
  for (const command of runnable) {
    const file = path.join(from, command.file!);
    const copy = path.join(to, command.file!);
    // Beside the copy, so that its relative imports are the copies', with its own location pinned to the checkout's.
    const runner = path.join(path.dirname(copy), `.install-script-${path.basename(copy)}`);
    fs.mkdirSync(path.dirname(runner), { recursive: true });
    fs.writeFileSync(runner, pinOwnLocation(fs.readFileSync(file, 'utf8'), file));
    const before = siteSnapshot(from);
    const run = spawnSync(process.execPath, ['--import', TSX_LOADER(), runner, ...(command.args ?? [])], {
      cwd: from,
      encoding: 'utf8',
      timeout: timeoutMs,
      env: { ...process.env, ...command.env },
    });
    fs.rmSync(runner, { force: true });
    const wrote = writtenSince(before, siteSnapshot(from));
    for (const rel of wrote) written.add(rel);
    if (wrote.length) command.wrote = wrote;
    if (run.status !== 0) {
      const lines = `${run.stderr ?? ''}`.trim().split('\n');
      command.error = run.error ? run.error.message : (lines.find((l) => /^\w*Error\b|^error:/i.test(l)) ?? lines.pop() ?? `exit ${run.status}`).slice(0, 300);
    }
  }
  // (Read where it lies, the site is not copied: what they wrote is where the bundle reads it, ../site-components/site-folders.ts.)
  if (ownSiteRoot(to)) return;
  // src/ was copied whole before the scripts ran: what they wrote there goes along.
  for (const rel of written) {
    if (rel.split('/')[0] !== 'src') continue;
    fs.mkdirSync(path.dirname(path.join(to, rel)), { recursive: true });
    fs.copyFileSync(path.join(from, rel), path.join(to, rel));
  }
  copyFilesSiteModulesImport(from, to);
}
