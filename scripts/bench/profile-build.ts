/**
 * `npm run bench -- --profile`: one cold build with V8's CPU profiler on both of its parts, each
 * profile in .docs-cache/profile/<part>/ and summarised (scripts/bench/cpu-profile.ts):
 *  - page-pass: the build's own process and its page-pass threads (`node --cpu-prof`, which the
 *    threads inherit), so the page pass and the phases around Next;
 *  - next: `next build` and the workers it starts (collecting page data, static generation). Its
 *    own process by Next's profiler: NEXT_CPU_PROF, what `next build --experimental-cpu-prof` sets,
 *    written to .next-profiles/ as it exits. Its workers by scripts/bench/next-worker-profile.cjs
 *    (NODE_OPTIONS=--require, which Next hands on to its workers): Next's profiler loses theirs,
 *    and `--cpu-prof` cannot reach them, since Next passes its Node options on to the workers
 *    through NODE_OPTIONS, where Node 20 refuses --cpu-prof.
 * The seconds are the profiler's samples: time a thread ran or waited in a call (a synchronous
 * unlink counts), not CPU time; the build's own CPU figures of the phases are printed beside them.
 * A normal build sets none of this: the variables are this command's only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { measureCommand, type Measured } from './measure';
import { buildTimes } from './build-times';
import { costsOf, formatCosts, type ProfileSummary } from './cpu-profile';

/** The parts of the build, each profiled into its own folder, and the phase that is Next's. */
const PARTS = { 'page-pass': 'page pass', next: 'next build' } as const;
type Part = keyof typeof PARTS;

/** Where Next writes the profiles NEXT_CPU_PROF asks for (next/dist/lib/profiles-dir.js). */
const NEXT_PROFILES = '.next-profiles';

export async function profileBuild(root: string): Promise<void> {
  for (const d of ['.docs-cache', '.next', 'out', NEXT_PROFILES]) fs.rmSync(path.join(root, d), { recursive: true, force: true });
  const dir = path.join(root, '.docs-cache', 'profile');
  const partDir = (part: Part) => path.join(dir, part);
  for (const part of Object.keys(PARTS) as Part[]) fs.mkdirSync(partDir(part), { recursive: true });
  const log = path.join(dir, 'build.log');
  const run = await measureCommand(`node --cpu-prof --cpu-prof-dir=${partDir('page-pass')} scripts/build.mjs --full`, log, {
    cwd: root,
    env: profilingEnv(root, partDir('next')),
  });
  moveProfiles(path.join(root, NEXT_PROFILES), partDir('next'));
  const summaries = summarise(dir, fs.readFileSync(log, 'utf8'), root);
  console.log(report(run, summaries));
  fs.writeFileSync(path.join(dir, 'summary.json'), JSON.stringify(summaries, null, 2));
  console.log(`Profiles and summary.json in ${path.relative(root, dir)}/`);
}

/** This command's environment for the build: Next's profiler on in `next build`, and ours in its workers. */
function profilingEnv(root: string, nextDir: string): NodeJS.ProcessEnv {
  const preload = path.join(root, 'scripts', 'bench', 'next-worker-profile.cjs');
  return {
    ...process.env,
    NEXT_CPU_PROF: '1',
    DOCS_PROFILE_NEXT_WORKERS: nextDir,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require=${JSON.stringify(preload)}`].filter(Boolean).join(' '),
  };
}

function moveProfiles(from: string, to: string): void {
  if (!fs.existsSync(from)) return;
  for (const f of fs.readdirSync(from)) if (f.endsWith('.cpuprofile')) fs.renameSync(path.join(from, f), path.join(to, f));
  fs.rmSync(from, { recursive: true, force: true });
}

interface PartSummary extends ProfileSummary {
  part: Part;
  /** The CPU time the build measured for the part's phases (with native threads the profiler does not see). */
  measuredSeconds: number;
}

/** The part's largest costs, and the CPU the build measured: `next build` for next, every other phase for page-pass. */
function summarise(dir: string, log: string, root: string): PartSummary[] {
  const cpu = Object.entries(buildTimes(log, 'CPU'));
  const measured = (part: Part) => cpu.filter(([phase]) => (phase === PARTS.next) === (part === 'next')).reduce((a, [, s]) => a + s, 0);
  return (Object.keys(PARTS) as Part[]).map((part) => {
    const { total, profiles, functions, packages } = costsOf(path.join(dir, part), { root });
    const round = <T extends { seconds: number }>(list: T[]) => list.slice(0, 30).map((x) => ({ ...x, seconds: +x.seconds.toFixed(2) }));
    return {
      part,
      measuredSeconds: +measured(part).toFixed(1),
      total: +total.toFixed(1),
      profiles: round(profiles),
      functions: round(functions),
      packages: round(packages),
    };
  });
}

function report(run: Measured, parts: PartSummary[]): string {
  const head = `Cold build, profiled: ${run.wall.toFixed(0)} s, ${run.cpu.toFixed(0)} CPU-s (the profiler adds to both)`;
  const titles: Record<Part, string> = {
    'page-pass': `The build's own process and its threads (page pass and the phases around Next)`,
    next: "next build and its workers (Next's compile and static generation)",
  };
  const body = parts.map((p) => formatCosts(`${titles[p.part]}; the build measured ${p.measuredSeconds.toFixed(1)} CPU-s`, p));
  return [head, ...body].join('\n\n') + '\n';
}
