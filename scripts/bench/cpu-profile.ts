/**
 * `npm run bench -- --profile` (scripts/bench/profile-build.ts): where the CPU time of a folder of
 * V8 CPU profiles went, by function (self time) and by package. A function is named where it was
 * written, as far as the code it ran says:
 *  - the engine runs compiled (scripts/lib/engine-code.mjs): a function of that bundle is in the
 *    module esbuild's `// path` comment above it names, at the line that declares it there;
 *  - code with a source map beside it (Next's compiled runtime, the chunks Turbopack builds into
 *    .next/) by the map: the original file, line and name;
 *  - any other file as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMap } from 'node:module';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber?: number;
  scriptId?: string | number;
}
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time of one function. */
interface Cost {
  seconds: number;
  fn: string;
  /** file:line (or the file alone when the line is not known). */
  where: string;
  /** The package or engine folder it belongs to (packageOf). */
  pkg: string;
}

export interface ProfileSummary {
  /** Seconds sampled while a thread ran (or waited in a call), idle time left out. */
  total: number;
  /** Seconds per profile (a process or a thread). */
  profiles: { name: string; seconds: number }[];
  functions: Cost[];
  packages: { pkg: string; seconds: number }[];
}

interface Place {
  file: string;
  line?: number;
  name?: string;
}

/** Self time by function and by package over the profiles in `dir` whose file names `pick` accepts. */
export function costsOf(dir: string, { root = process.cwd(), pick = () => true }: { root?: string; pick?: (file: string) => boolean } = {}): ProfileSummary {
  const locate = locator(root);
  const byFn = new Map<string, Cost>();
  const profiles: ProfileSummary['profiles'] = [];
  for (const f of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile') && pick(f))
    .sort()) {
    let seconds = 0;
    for (const [cf, s] of selfTimes(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as CpuProfile)) {
      seconds += s;
      const place = locate(cf);
      const where = place.line === undefined ? place.file : `${place.file}:${place.line}`;
      const fn = shortName(place.name || cf.functionName || '(anonymous)');
      const key = `${fn}\0${where}`;
      const cost = byFn.get(key) ?? { seconds: 0, fn, where, pkg: packageOf(place.file) };
      cost.seconds += s;
      byFn.set(key, cost);
    }
    const name = profileName(f);
    const same = profiles.find((p) => p.name === name);
    if (same) same.seconds += seconds;
    else profiles.push({ name, seconds });
  }
  const functions = [...byFn.values()].sort((a, b) => b.seconds - a.seconds);
  const byPkg = new Map<string, number>();
  for (const c of functions) byPkg.set(c.pkg, (byPkg.get(c.pkg) ?? 0) + c.seconds);
  return {
    total: profiles.reduce((a, p) => a + p.seconds, 0),
    profiles: profiles.sort((a, b) => b.seconds - a.seconds),
    functions,
    packages: [...byPkg].map(([pkg, seconds]) => ({ pkg, seconds })).sort((a, b) => b.seconds - a.seconds),
  };
}

/** A regular expression's frame names it by its whole source: the start is enough to recognise it. */
const shortName = (fn: string) => (fn.length > 70 ? `${fn.slice(0, 69)}…` : fn);

/** Seconds of self time per call frame of a profile, idle time left out. */
function selfTimes(p: CpuProfile): Map<CallFrame, number> {
  const frames = new Map(p.nodes.map((n) => [n.id, n.callFrame]));
  const times = new Map<CallFrame, number>();
  p.samples.forEach((id, i) => {
    const cf = frames.get(id)!;
    // (program) is time in V8 outside any JavaScript, as idle as (idle) for what the code costs.
    if (cf.functionName === '(idle)' || cf.functionName === '(program)') return;
    times.set(cf, (times.get(cf) ?? 0) + (p.timeDeltas[i] ?? 0) / 1e6);
  });
  return times;
}

/**
 * A readable name for a profile file: Node's `CPU.<date>.<time>.<pid>.<thread>.<n>`, Next's
 * `cpu-profile-<time>` (`next build` itself), a Next worker's `next-worker.<pid>.<n>`
 * (scripts/bench/next-worker-profile.cjs: one file per call, named by the worker).
 */
function profileName(file: string): string {
  const node = /^CPU\.\d+\.\d+\.(\d+)\.(\d+)\.\d+\.cpuprofile$/.exec(file);
  if (node) return node[2] === '0' ? `process ${node[1]}, main thread` : `process ${node[1]}, thread ${node[2]}`;
  const worker = /^next-worker\.(\d+)\.\d+\.cpuprofile$/.exec(file);
  if (worker) return `next worker ${worker[1]}`;
  return file.replace(/-\d{4}-\d\d-\d\dT[\d-]+\.cpuprofile$/, '').replace(/^cpu-profile$/, 'next build');
}

/**
 * The package a file is in (node_modules/<pkg>, scoped or not), or the engine folder (lib/render,
 * plugins/docusaurus, app), Node's own code, WebAssembly, or one of the kinds of code without a file.
 */
export function packageOf(file: string): string {
  if (file.startsWith('(')) return file;
  if (file.startsWith('node:')) return 'node (built-in)';
  if (file.startsWith('wasm:')) return '(WebAssembly)';
  const nm = file.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const inPackage = file.slice(nm + 'node_modules/'.length);
    // Next carries its own copies of React's server renderers (and more) in next/dist/compiled/.
    const vendored = /^next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)\//.exec(inPackage);
    // (next-server is Next's own runtime, compiled.)
    if (vendored && vendored[1] !== 'next-server') return `${vendored[1]} (in next)`;
    const parts = inPackage.split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const parts = file.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** Where a call frame's code was written (see the top of this file). */
function locator(root: string): (cf: CallFrame) => Place {
  const bundles = new Map<string, (line: number, fn: string) => Place>();
  const maps = new Map<string, Mapped | undefined>();
  const rel = (file: string) => {
    const nm = file.lastIndexOf('node_modules/');
    return nm >= 0 ? file.slice(nm) : path.relative(root, file);
  };
  return (cf) => {
    if (!cf.url) return { file: unfiled(cf) };
    if (!cf.url.startsWith('file://') && !cf.url.startsWith('/')) return { file: cf.url, line: cf.lineNumber + 1 };
    const file = cf.url.startsWith('file://') ? new URL(cf.url).pathname : cf.url;
    if (file.includes('/engine-code/')) {
      if (!bundles.has(file)) bundles.set(file, bundleModules(file, root));
      return bundles.get(file)!(cf.lineNumber + 1, cf.functionName);
    }
    if (!maps.has(file)) maps.set(file, sourceMapOf(file));
    const original = maps.get(file)?.(cf.lineNumber, cf.columnNumber ?? 0);
    if (original) return { ...original, file: rel(original.file) };
    return { file: rel(file), line: cf.lineNumber + 1 };
  };
}

/** A source map's answer for a position: the original file (absolute, or under node_modules/), line and name. */
type Mapped = (line: number, column: number) => Place | undefined;

/**
 * The source map beside a file (`<file>.map`, as Next and Turbopack write them), if any. A source
 * is a path relative to the map or webpack's `webpack://<package>/./<path>` (Next's compiled
 * runtime). A minified function's own name is read from the original text at the mapped position
 * (`function writeChunk(` for `function L(`), since these maps name no functions.
 */
function sourceMapOf(file: string): Mapped | undefined {
  let map: SourceMap;
  try {
    map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
  } catch {
    return undefined;
  }
  const { sources, sourcesContent = [] } = map.payload;
  const texts = new Map<string, string[]>();
  return (line, column) => {
    const entry = map.findEntry(line, column);
    // (A position the map says nothing about gives an empty entry, or one without a source.)
    if (!('originalSource' in entry) || !entry.originalSource) return undefined;
    const source = entry.originalSource;
    const webpack = /^webpack:\/\/([^/]*)\/(.*)$/.exec(source);
    const original = webpack
      ? webpack[1]
        ? path.join('node_modules', webpack[1], webpack[2])
        : path.normalize(webpack[2])
      : path.resolve(path.dirname(file), source.replace(/^file:\/\//, ''));
    if (!texts.has(source)) texts.set(source, sourcesContent[sources.indexOf(source)]?.split('\n') ?? []);
    const text = texts.get(source)![entry.originalLine]?.slice(entry.originalColumn) ?? '';
    const named = /^(?:async\s+)?(?:function\*?\s*)?([A-Za-z_$][\w$]*)\s*[(=:]/.exec(text)?.[1];
    return { file: original, line: entry.originalLine + 1, name: named && !KEYWORDS.has(named) ? named : (entry as { name?: string }).name };
  };
}

const KEYWORDS = new Set(['function', 'return', 'async', 'await', 'new', 'if', 'for', 'while', 'switch', 'catch', 'const', 'let', 'var']);

/**
 * What code without a file is: V8's own work ((garbage collector)), a regular expression running,
 * a built-in function of Node or V8 (script 0), or code made at run time without a file name (new
 * Function, vm: the compiled MDX pages).
 */
function unfiled(cf: CallFrame): string {
  if (cf.functionName.startsWith('(')) return '(V8)';
  if (cf.functionName.startsWith('RegExp: ')) return '(regular expressions)';
  return String(cf.scriptId ?? 0) === '0' ? '(native built-ins)' : '(evaluated code)';
}

/**
 * Which module of an esbuild bundle a line is in (the `// path` comment before each module's code),
 * and the line of that module's source that declares the function, when it can be found by name.
 */
function bundleModules(file: string, root: string): (line: number, fn: string) => Place {
  let lines: string[] = [];
  try {
    lines = fs.readFileSync(file, 'utf8').split('\n');
  } catch {
    return () => ({ file: path.basename(file) });
  }
  const starts: { line: number; name: string }[] = [];
  lines.forEach((l, i) => {
    const m = /^\/\/ ((?:node_modules|lib|components|plugins|scripts|app)\/\S+)$/.exec(l);
    if (m) starts.push({ line: i + 1, name: m[1] });
  });
  return (line, fn) => {
    let source: string | undefined;
    for (const s of starts) {
      if (s.line > line) break;
      source = s.name;
    }
    if (!source) return { file: path.basename(file), line };
    const declared = declaration(path.join(root, source), fn);
    return { file: source, line: declared?.line, name: declared?.name };
  };
}

const sources = new Map<string, string[] | undefined>();

/**
 * The line of `file` that declares the function `fn`, and its name there: esbuild adds a digit to
 * a name two modules share (visit → visit3).
 */
function declaration(file: string, fn: string): Place | undefined {
  if (!sources.has(file)) {
    try {
      sources.set(file, fs.readFileSync(file, 'utf8').split('\n'));
    } catch {
      sources.set(file, undefined);
    }
  }
  const lines = sources.get(file);
  for (const name of new Set([fn, fn.replace(/\d+$/, '')])) {
    if (!lines || !/^[A-Za-z_$][\w$]*$/.test(name)) continue;
    const declares = new RegExp(
      `(?:function\\*?\\s+${name}\\b|\\b${name}\\s*[:=]\\s*(?:async\\s*)?(?:function\\b|\\(|[A-Za-z_$][\\w$]*\\s*=>)|^\\s*(?:(?:async|static|get|set|private|public|protected)\\s+)*\\*?${name}\\s*\\(.*\\)\\s*(?::.*)?\\{\\s*$)`,
    );
    const found = lines.findIndex((l) => declares.test(l));
    if (found >= 0) return { file, line: found + 1, name };
  }
  return undefined;
}

const pct = (s: number, total: number) => `${((100 * s) / (total || 1)).toFixed(1).padStart(4)} %`;

/** The `n` largest costs by function, then by package, one line each, after the seconds of each profile. */
export function formatCosts(title: string, summary: ProfileSummary, n = 10): string {
  const { total, functions, packages, profiles } = summary;
  const line = (seconds: number, what: string) => `  ${seconds.toFixed(1).padStart(6)} s ${pct(seconds, total)}  ${what}`;
  return [
    `${title}: ${total.toFixed(1)} s sampled`,
    `  ${profiles.map((p) => `${p.name} ${p.seconds.toFixed(1)} s`).join(', ')}`,
    `  by function (self time):`,
    ...functions.slice(0, n).map((c) => line(c.seconds, `${c.fn}  ${c.where.startsWith('(') ? c.where : `(${c.where})`}`)),
    `  by package:`,
    ...packages.slice(0, n).map((p) => line(p.seconds, p.pkg)),
  ].join('\n');
}
