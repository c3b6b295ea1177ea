/**
 * The project's own import graph, resolved the way TypeScript resolves it (tsconfig paths such as
 * `@/…`), and its cycles. Used by the unit test that keeps the code free of import cycles.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SKIP = new Set(['node_modules', 'fixtures', '.next', 'out', 'out.next', 'out.previous', '.generated', '.docs-cache', 'test-results']);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name) || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sourceFiles(p, out);
    else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** file → the project files it imports (paths relative to `root`). */
export function importGraph(root: string, folders = ['app', 'components', 'lib', 'scripts', 'plugins', 'e2e']): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const options = config?.options ?? {};
  const graph = new Map<string, string[]>();
  const files = folders.filter((f) => fs.existsSync(path.join(root, f))).flatMap((f) => sourceFiles(path.join(root, f)));
  for (const file of files) {
    const rel = path.relative(root, file);
    const deps: string[] = [];
    for (const imported of ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles) {
      const resolved = ts.resolveModuleName(imported.fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (!resolved || resolved.includes(`${path.sep}node_modules${path.sep}`) || resolved.endsWith('.d.ts')) continue;
      const target = path.relative(root, resolved);
      if (!target.startsWith('..')) deps.push(target);
    }
    graph.set(rel, deps);
  }
  return graph;
}

/** Strongly connected groups of more than one file (or a file importing itself): each is a cycle. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (v: string) => {
    indexOf.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) connect(v);
  return cycles;
}
