/**
 * `npx tsx scripts/import-graph.ts [checkout]`: the import graph of the house (app, components, lib,
 * each plugin, scripts) and of lib/'s folders, as Mermaid flowcharts with the number of run-time
 * imports on each arrow; an arrow of a cycle (two parts that import each other, directly or around a
 * circle) is drawn thick. Reads a checkout as scripts/lib/rooms.ts does (the layering test's rules).
 */
import path from 'node:path';
import { folderCycles, houseGraph, libFolderGraph, projectEdges, type Edge } from './lib/rooms';

function mermaid(title: string, graph: Map<string, Map<string, Edge[]>>): string {
  const inCycle = new Set(folderCycles(graph).flat());
  const id = (name: string) => name.replace(/[^\w]/g, '_');
  const lines = [`%% ${title}`, 'flowchart TD'];
  for (const [a, to] of [...graph].sort(([x], [y]) => x.localeCompare(y)))
    for (const [b, edges] of [...to].sort(([x], [y]) => x.localeCompare(y)))
      lines.push(
        `  ${id(a)}["${a}"] ${inCycle.has(a) && inCycle.has(b) ? '==' : '--'}${edges.length}${inCycle.has(a) && inCycle.has(b) ? '==>' : '-->'} ${id(b)}["${b}"]`,
      );
  const cycles = folderCycles(graph);
  lines.push(`%% ${cycles.length ? `cycles: ${cycles.map((c) => c.join(' ↔ ')).join('; ')}` : 'no cycle'}`);
  return lines.join('\n');
}

const root = path.resolve(process.argv[2] ?? '.');
const edges = projectEdges(root, ['app', 'components', 'lib', 'plugins', 'scripts', 'tools']);
console.log(mermaid(`the house: ${root}`, houseGraph(edges)));
console.log();
console.log(mermaid(`lib/: ${root}`, libFolderGraph(edges)));
