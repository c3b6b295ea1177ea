/**
 * The live preview as an author meets it (scripts/bench-dev.ts): first page, edit to visible, new
 * page and memory, on this site's content, and on another content folder (an imported Docusaurus
 * site's, `--dev-content <dir>`) with that site's `docusaurus start` beside it (`--docusaurus <dir>`).
 */
import { spawnSync } from 'node:child_process';

export interface LivePreview {
  content: string;
  /** First page: on screen (largest contentful paint), and with every script in (load event). */
  engine: { page: string; title: string; firstPageMs: number; firstPageLoadedMs: number; editMs: number[]; newPageMs: number; peakMB: number };
  docusaurus?: { firstPageMs: number; firstPageLoadedMs: number; peakMB: number };
  targets: { editHolds: boolean; memoryHolds: boolean; firstPageRatio?: number; firstPageHolds?: boolean };
}

/** One run of bench-dev.ts: its JSON report, or the reason it has none. */
function run(args: string[], port: number): LivePreview | { error: string } {
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-dev.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, BENCH_DEV_PORT: String(port) },
    timeout: 30 * 60_000,
  });
  // (The report is the JSON before its one-line summary.)
  const json = child.stdout.slice(child.stdout.indexOf('{'), child.stdout.lastIndexOf('}') + 1);
  try {
    return JSON.parse(json) as LivePreview;
  } catch {
    return { error: `bench-dev.ts ${args.join(' ')} exited ${child.status}: ${(child.stderr || child.stdout).trim().split('\n').slice(-3).join(' ')}` };
  }
}

export function measureLivePreview(argv: string[]): (LivePreview | { error: string })[] {
  const flag = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const other = flag('--dev-content');
  const docusaurus = flag('--docusaurus');
  return [run([], 4580), ...(other ? [run(['--content', other, ...(docusaurus ? ['--docusaurus', docusaurus] : [])], 4590)] : [])];
}

export function formatLivePreview(r: LivePreview | { error: string }): string {
  if ('error' in r) return `Live preview: not measured (${r.error})`;
  const d = r.docusaurus;
  return (
    `Live preview on ${r.content}: first page on screen ${(r.engine.firstPageMs / 1000).toFixed(1)} s (scripts in ${(r.engine.firstPageLoadedMs / 1000).toFixed(1)} s)` +
    (d ? ` (Docusaurus start ${(d.firstPageMs / 1000).toFixed(1)} s, ${r.targets.firstPageRatio}× longer)` : '') +
    `; edit to visible ${r.engine.editMs.join(' / ')} ms; new page ${r.engine.newPageMs} ms; peak ${r.engine.peakMB} MB` +
    (d ? ` (Docusaurus ${d.peakMB} MB)` : '')
  );
}
