/**
 * Lighthouse figures of a few pages of out/ (#16: mobile performance ≥ 98 with Total Blocking Time
 * ≤ 150 ms, desktop accessibility 100), each the median of several runs: Lighthouse's own scores vary
 * from run to run, more so on a shared machine.
 *
 * The pages are served by scripts/serve.mjs with gzip, as a static host serves them (the load is
 * simulated from the bytes transferred), in Debian's Chromium. Mobile is Lighthouse's default config
 * (a mid-range phone on a slow 4G link, CPU slowed four times); desktop is its desktop config.
 * Each median run's full report is kept in .docs-cache/lighthouse/ for its diagnostics.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { chromiumLaunchOptions } from '../lib/chromium';

export const LIGHTHOUSE_PAGES = ['/docs/vcluster/', '/docs/vcluster/cli/vcluster_create/', '/docs/platform/install/quick-start-guide/'];

export const TARGETS = { mobilePerformance: 98, mobileTbtMs: 150, desktopAccessibility: 100 };

type FormFactor = 'mobile' | 'desktop';

export interface PageFigures {
  page: string;
  formFactor: FormFactor;
  runs: number;
  performance: number;
  accessibility: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  /** Lighthouse's estimate of this machine's speed (higher is faster; its docs expect ≥ 1000 or so). */
  benchmarkIndex: number;
  /** The median run's failing accessibility checks and the performance audits that would save time. */
  findings: string[];
  report: string;
}

export interface LighthouseFigures {
  pages: PageFigures[];
  targetsMet: { mobilePerformance: boolean; mobileTbt: boolean; desktopAccessibility: boolean };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function startServer(root: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/serve.mjs', path.join(root, 'out'), String(port), '--gzip'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited (${code}) before serving out/; is port ${port} free?`)));
    server.stdout!.once('data', () => resolve(server));
  });
}

/** What to look at in a run: failing accessibility checks, and performance audits that would save time (most first). */
function findings(lhr: Result): string[] {
  const audits = (category: string) => lhr.categories[category].auditRefs.map((ref) => lhr.audits[ref.id]);
  const a11y = audits('accessibility')
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => `a11y: ${a.id} (${a.title})`);
  const savedMs = (a: Result['audits'][string]) => Math.max(0, ...Object.values(a.metricSavings ?? {}).map((v) => v ?? 0));
  const perf = audits('performance')
    .filter((a) => a.score !== null && a.score < 0.9 && savedMs(a) > 0)
    .sort((a, b) => savedMs(b) - savedMs(a))
    .map((a) => `perf: ${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return [...a11y, ...perf];
}

async function runOnce(url: string, port: number, formFactor: FormFactor): Promise<Result> {
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, config);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** Runs Lighthouse `runs` times per page and form factor against out/ under `root`. */
export async function measureLighthouse(root: string, { runs = 3, port = 4393, pages = LIGHTHOUSE_PAGES } = {}): Promise<LighthouseFigures> {
  if (!fs.existsSync(path.join(root, 'out', 'docs'))) throw new Error('out/docs/ is missing: build the site first (npm run build).');
  const reportDir = path.join(root, '.docs-cache', 'lighthouse');
  fs.mkdirSync(reportDir, { recursive: true });
  const server = await startServer(root, port);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumLaunchOptions.executablePath, chromeFlags: chromiumLaunchOptions.args });
  const figures: PageFigures[] = [];
  try {
    for (const formFactor of ['mobile', 'desktop'] as const)
      for (const page of pages) {
        const lhrs: Result[] = [];
        for (let i = 0; i < runs; i++) lhrs.push(await runOnce(`http://127.0.0.1:${port}${page}`, chrome.port, formFactor));
        const score = (lhr: Result, category: string) => Math.round((lhr.categories[category].score ?? 0) * 100);
        const metric = (lhr: Result, id: string) => lhr.audits[id].numericValue ?? NaN;
        const performance = median(lhrs.map((l) => score(l, 'performance')));
        const medianRun = lhrs.find((l) => score(l, 'performance') === performance)!;
        const report = path.join(reportDir, `${formFactor}${page.replace(/\/+$/, '').replace(/\//g, '_')}.json`);
        fs.writeFileSync(report, JSON.stringify(medianRun));
        figures.push({
          page,
          formFactor,
          runs,
          performance,
          accessibility: median(lhrs.map((l) => score(l, 'accessibility'))),
          tbtMs: Math.round(median(lhrs.map((l) => metric(l, 'total-blocking-time')))),
          lcpMs: Math.round(median(lhrs.map((l) => metric(l, 'largest-contentful-paint')))),
          cls: +median(lhrs.map((l) => metric(l, 'cumulative-layout-shift'))).toFixed(3),
          benchmarkIndex: Math.round(median(lhrs.map((l) => l.environment.benchmarkIndex))),
          findings: findings(medianRun),
          report: path.relative(root, report),
        });
      }
  } finally {
    chrome.kill();
    server.kill();
  }
  const of = (f: FormFactor) => figures.filter((p) => p.formFactor === f);
  return {
    pages: figures,
    targetsMet: {
      mobilePerformance: of('mobile').every((p) => p.performance >= TARGETS.mobilePerformance),
      mobileTbt: of('mobile').every((p) => p.tbtMs <= TARGETS.mobileTbtMs),
      desktopAccessibility: of('desktop').every((p) => p.accessibility >= TARGETS.desktopAccessibility),
    },
  };
}

/** A table of the medians, the audits that failed, and whether #16's targets are met. */
export function formatLighthouse(figures: LighthouseFigures): string {
  const rows = figures.pages.map((p) => [
    p.formFactor,
    p.page,
    String(p.performance),
    String(p.accessibility),
    `${p.tbtMs} ms`,
    `${p.lcpMs} ms`,
    String(p.cls),
    String(p.benchmarkIndex),
  ]);
  const head = ['', 'page', 'perf', 'a11y', 'TBT', 'LCP', 'CLS', 'bench idx'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
  const runs = figures.pages[0]?.runs ?? 0;
  const lines = [`Lighthouse (median of ${runs} runs each):`, line(head), ...rows.map(line)];
  for (const p of figures.pages) if (p.findings.length) lines.push(`  ${p.formFactor} ${p.page}: ${p.findings.join('; ')}`);
  const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const t = figures.targetsMet;
  lines.push(
    `Targets: mobile performance ≥ ${TARGETS.mobilePerformance} ${mark(t.mobilePerformance)}; mobile TBT ≤ ${TARGETS.mobileTbtMs} ms ${mark(t.mobileTbt)}; desktop accessibility ${TARGETS.desktopAccessibility} ${mark(t.desktopAccessibility)}`,
  );
  return lines.join('\n');
}
