/**
 * `npm run bench -- --synthetic 2000[,5000,10000,20000]`: how build cost grows with the number of
 * pages. For each size, writes a synthetic site (scripts/bench/synthetic/) outside the repository,
 * builds it with `npm run build` and measures wall time, CPU time and peak memory of the whole
 * process tree, and the output size. Then a table, and two verdicts: time per page at the largest
 * size within `--tolerance` (default 1.2) of the smallest, and peak memory at most 3 GB; the exit
 * code is 1 when either fails.
 *
 * The build writes out/, .next/, .generated/ and .docs-cache/ at the root of the checkout it runs
 * in, so it runs in a throw-away copy of this one (node_modules hard-linked) and never touches the
 * repository's own. Options: `--dir <folder>` (default: <tmp>/docs-synthetic-bench), `--seed <n>`,
 * `--keep` (leave the sites, the copy and its last out/ for a look).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { measureCommand } from './measure';
import { dirSize } from './fs-size';
import { writeSyntheticSite } from './synthetic/write-site';

/** Not copied: build outputs and caches (each build starts cold), the content (the site comes from DOCS_CONTENT_DIR), git. */
const NOT_COPIED = new Set([
  'node_modules',
  'out',
  'out.next',
  'out.previous',
  '.next',
  '.generated',
  '.docs-cache',
  'content',
  '.git',
  'shots',
  'test-results',
  'playwright-report',
]);
const BUILD_STATE = ['out', 'out.next', 'out.previous', '.next', '.generated', '.docs-cache'];
const MEMORY_LIMIT = 3 * 1024 ** 3;

export interface SyntheticRun {
  pages: number;
  generateSeconds: number;
  wallSeconds: number;
  cpuSeconds: number;
  peakMB: number;
  outputMB: number;
  outputPerPageKB: number;
}

interface Options {
  sizes: number[];
  dir: string;
  seed: number;
  keep: boolean;
  tolerance: number;
}

function parseOptions(args: string[]): Options {
  const value = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const sizes = (value('--synthetic') ?? '').split(',').map((s) => Number(s.replace(/_/g, '')));
  if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 10))
    throw new Error(`--synthetic takes page counts of at least 10, separated by commas (e.g. --synthetic 2000,5000); got "${value('--synthetic') ?? ''}"`);
  return {
    sizes: sizes.sort((a, b) => a - b),
    dir: path.resolve(value('--dir') ?? path.join(os.tmpdir(), 'docs-synthetic-bench')),
    seed: Number(value('--seed') ?? 1),
    keep: args.includes('--keep'),
    tolerance: Number(value('--tolerance') ?? 1.2),
  };
}

/** A copy of the checkout to build in: sources copied, node_modules hard-linked (cp -al), no outputs. */
function copyCheckout(from: string, to: string): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from))
    if (!NOT_COPIED.has(name)) fs.cpSync(path.join(from, name), path.join(to, name), { recursive: true, verbatimSymlinks: true });
  execFileSync('cp', ['-al', path.join(from, 'node_modules'), path.join(to, 'node_modules')]);
}

async function runSize(opts: Options, checkout: string, pages: number): Promise<SyntheticRun> {
  const site = path.join(opts.dir, `site-${pages}`);
  const t0 = Date.now();
  const written = writeSyntheticSite(site, pages, opts.seed);
  const generateSeconds = (Date.now() - t0) / 1000;
  console.log(`${pages} pages: generated in ${generateSeconds.toFixed(1)} s (${(written.sourceBytes / 1024 / 1024).toFixed(1)} MB of MDX), building…`);
  for (const d of BUILD_STATE) fs.rmSync(path.join(checkout, d), { recursive: true, force: true });
  const log = path.join(opts.dir, `build-${pages}.log`);
  const build = await measureCommand('node scripts/build.mjs', log, {
    env: { ...process.env, DOCS_CONTENT_DIR: site },
    cwd: checkout,
  });
  const built = Number(/Built (\d+) pages/.exec(fs.readFileSync(log, 'utf8'))?.[1]);
  if (built !== written.pages) throw new Error(`${log}: the build reports ${built} pages, the synthetic site has ${written.pages}`);
  const output = dirSize(path.join(checkout, 'out'));
  if (!opts.keep) fs.rmSync(site, { recursive: true, force: true });
  return {
    pages: built,
    generateSeconds: +generateSeconds.toFixed(1),
    wallSeconds: +build.wall.toFixed(1),
    cpuSeconds: +build.cpu.toFixed(1),
    peakMB: Math.round(build.peak / 1024 / 1024),
    outputMB: +(output / 1024 / 1024).toFixed(1),
    outputPerPageKB: +(output / built / 1024).toFixed(1),
  };
}

function table(runs: SyntheticRun[]): string {
  const rows = runs.map((r) => [
    r.pages,
    r.wallSeconds,
    r.cpuSeconds,
    ((r.wallSeconds / r.pages) * 1000).toFixed(1),
    ((r.cpuSeconds / r.pages) * 1000).toFixed(1),
    r.peakMB,
    r.outputMB,
    r.outputPerPageKB,
  ]);
  const head = ['pages', 'wall s', 'CPU s', 'wall ms/page', 'CPU ms/page', 'peak MB', 'output MB', 'KB/page'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) => cells.map((c, i) => String(c).padStart(widths[i])).join('  ');
  return [line(head), ...rows.map(line)].join('\n');
}

/** How much more each page costs at the largest size than at the smallest (wall and CPU). */
export function growth(runs: SyntheticRun[]): { wall: number; cpu: number } | undefined {
  if (runs.length < 2) return undefined;
  const [small, large] = [runs[0], runs[runs.length - 1]];
  return {
    wall: +(large.wallSeconds / large.pages / (small.wallSeconds / small.pages)).toFixed(2),
    cpu: +(large.cpuSeconds / large.pages / (small.cpuSeconds / small.pages)).toFixed(2),
  };
}

export async function syntheticBench(args: string[]): Promise<void> {
  const opts = parseOptions(args);
  const checkout = path.join(opts.dir, 'checkout');
  fs.mkdirSync(opts.dir, { recursive: true });
  copyCheckout(process.cwd(), checkout);
  const runs: SyntheticRun[] = [];
  for (const pages of opts.sizes) {
    runs.push(await runSize(opts, checkout, pages));
    console.log(table(runs.slice(-1)));
  }
  if (!opts.keep) fs.rmSync(checkout, { recursive: true, force: true });
  const g = growth(runs);
  const linear = g && g.wall <= opts.tolerance && g.cpu <= opts.tolerance;
  const memoryOk = runs.every((r) => r.peakMB * 1024 * 1024 <= MEMORY_LIMIT);
  console.log(JSON.stringify({ seed: opts.seed, runs, growth: g }, null, 2));
  console.log(`\n${table(runs)}\n`);
  if (g)
    console.log(
      `Time per page grows ${g.wall}× (wall) and ${g.cpu}× (CPU) from ${runs[0].pages} to ${runs[runs.length - 1].pages} pages: ` +
        `${linear ? 'no worse than linear' : 'WORSE than linear'} (tolerance ${opts.tolerance}×).`,
    );
  console.log(`Peak memory ${Math.max(...runs.map((r) => r.peakMB))} MB: ${memoryOk ? 'within' : 'OVER'} 3 GB.`);
  if (linear === false || !memoryOk) process.exitCode = 1;
}
