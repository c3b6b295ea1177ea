/**
 * `npm run bench` (after its full build): how long `npm run build` takes when little changed —
 * nothing, one page's text, one page's heading (its TOC), a page added and removed again. Edits
 * content/ in place and always restores it, then builds once more so out/ matches content/ again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { measureCommand } from './measure';

export interface IncrementalFigure {
  change: string;
  wallSeconds: number;
  cpuSeconds: number;
  /** The build's own line saying what it rendered. */
  plan: string;
}

const BUILD = 'node scripts/build.mjs';
const LOG = '.docs-cache/bench-incremental.log';

async function timedBuild(change: string): Promise<IncrementalFigure> {
  const m = await measureCommand(BUILD, LOG);
  const plan = /^(Incremental build: .*|Rendering every page .*)$/m.exec(fs.readFileSync(LOG, 'utf8'))?.[1] ?? '';
  return { change, wallSeconds: +m.wall.toFixed(1), cpuSeconds: +m.cpu.toFixed(1), plan };
}

/** `page`: a page of content/ to edit (relative path); a new page is added beside it. */
export async function incrementalBench(page: string): Promise<IncrementalFigure[]> {
  const original = fs.readFileSync(page, 'utf8');
  const added = path.join(path.dirname(page), 'bench-added-page.mdx');
  const figures: IncrementalFigure[] = [];
  try {
    figures.push(await timedBuild('nothing changed'));
    fs.writeFileSync(page, `${original}\nA sentence the benchmark adds.\n`);
    figures.push(await timedBuild("one page's text edited"));
    fs.writeFileSync(page, `${original}\n## Benchmark heading\n\nA sentence the benchmark adds.\n`);
    figures.push(await timedBuild("one page's heading added (its TOC changes)"));
    fs.writeFileSync(page, original);
    fs.writeFileSync(added, '---\ntitle: Benchmark page\n---\n\nA page the benchmark adds and removes.\n');
    figures.push(await timedBuild('a page added (its version’s sidebar changes)'));
  } finally {
    fs.writeFileSync(page, original);
    fs.rmSync(added, { force: true });
  }
  figures.push(await timedBuild('that page removed again'));
  return figures;
}
