/**
 * `npm run bench -- --profile`: one cold build of the site with V8's CPU profiler on the build's
 * own process and its page-pass threads (the page pass, and the phases around Next): the largest
 * costs by function (self time), the module each function is in, and the total. The engine runs compiled
 * (scripts/lib/engine-code.mjs), so a function of the bundle is named by the module esbuild says
 * it came from (its `// path` comment above each module).
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Cost {
  seconds: number;
  fn: string;
  module: string;
}

/** Which module of an esbuild bundle a line is in: the `// path` comments before each module's code. */
function bundleModules(file: string): (line: number) => string {
  let lines: string[] = [];
  try {
    lines = fs.readFileSync(file, 'utf8').split('\n');
  } catch {
    return () => path.basename(file);
  }
  const starts: { line: number; name: string }[] = [];
  lines.forEach((l, i) => {
    const m = /^\/\/ ((?:node_modules|lib|components|plugins|scripts|app)\/\S+)$/.exec(l);
    if (m) starts.push({ line: i + 1, name: m[1] });
  });
  return (line) => {
    let found = path.basename(file);
    for (const s of starts) {
      if (s.line > line) break;
      found = s.name;
    }
    return found;
  };
}

/** The module a call frame's code is in, as readable as the URL allows. */
function moduleNamer(): (url: string, line: number) => string {
  const bundles = new Map<string, (line: number) => string>();
  return (url, line) => {
    if (!url) return '(native)';
    const file = url.startsWith('file://') ? new URL(url).pathname : url;
    if (file.includes('/engine-code/')) {
      if (!bundles.has(file)) bundles.set(file, bundleModules(file));
      return bundles.get(file)!(line);
    }
    const nm = file.lastIndexOf('node_modules/');
    return nm >= 0 ? file.slice(nm) : file.replace(/^.*\/(\.next\/)/, '$1');
  };
}

/** Self time by function over the profiles in `dir` whose file names `pick` accepts. */
export function costsOf(dir: string, pick: (file: string) => boolean = () => true): { total: number; costs: Cost[] } {
  const name = moduleNamer();
  const byFn = new Map<string, Cost>();
  let total = 0;
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile') && pick(f))) {
    const p = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as CpuProfile;
    const nodes = new Map(p.nodes.map((n) => [n.id, n]));
    p.samples.forEach((id, i) => {
      const cf = nodes.get(id)!.callFrame;
      if (cf.functionName === '(idle)' || cf.functionName === '(program)') return;
      const seconds = (p.timeDeltas[i] ?? 0) / 1e6;
      total += seconds;
      const where = name(cf.url, cf.lineNumber + 1);
      const key = `${cf.functionName}\0${where}`;
      const cost = byFn.get(key) ?? { seconds: 0, fn: cf.functionName || '(anonymous)', module: where };
      cost.seconds += seconds;
      byFn.set(key, cost);
    });
  }
  return { total, costs: [...byFn.values()].sort((a, b) => b.seconds - a.seconds) };
}

/** The `n` largest costs, one line each. */
export function formatCosts(title: string, { total, costs }: { total: number; costs: Cost[] }, n = 10): string {
  const lines = costs.slice(0, n).map((c) => `${c.seconds.toFixed(1).padStart(6)} s  ${c.fn}  (${c.module})`);
  return [`${title}: ${total.toFixed(1)} s sampled`, ...lines].join('\n');
}
