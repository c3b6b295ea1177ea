/** Node runs of the engine's scripts, in its project folder (scripts/tool/project.ts), their output naming the site's own files. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawn, type ChildProcess } from 'node:child_process';
import type { ToolProject } from './project';
import { sitePaths } from './site-paths';

/** tsx's loader, from the package's own install (the site's folder may have none). */
const TSX = import.meta.resolve('tsx');

export interface EngineRun {
  /** A TypeScript script: loaded through tsx. */
  typescript?: boolean;
  env?: Record<string, string>;
  /** A channel for messages with the script (process.send). */
  ipc?: boolean;
}

/** Starts a script of the engine; its output goes to this process's, with the site's paths. */
export function startEngine(project: ToolProject, script: string, args: string[], run: EngineRun = {}): ChildProcess {
  const child = spawn(process.execPath, [...(run.typescript ? ['--import', TSX] : []), script, ...args], {
    cwd: project.engine,
    stdio: ['inherit', 'pipe', 'pipe', ...(run.ipc ? (['ipc'] as const) : [])],
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', DOCS_CONTENT_DIR: project.content, ...run.env },
  });
  const rewrite = sitePaths(project);
  child.stdout!.setEncoding('utf8').on('data', (text: string) => process.stdout.write(rewrite(text)));
  child.stderr!.setEncoding('utf8').on('data', (text: string) => process.stderr.write(rewrite(text)));
  return child;
}

/** Runs a script of the engine to its end; its exit status. */
export function runEngine(project: ToolProject, script: string, args: string[], run: EngineRun = {}): Promise<number> {
  return new Promise((resolve) => startEngine(project, script, args, run).on('exit', (code) => resolve(code ?? 1)));
}

/** The engine's compiled code (its scripts/lib/engine-code.mjs), compiled now if it is stale. */
export async function compileEngineCode(project: ToolProject): Promise<void> {
  const { engineCode } = (await import(pathToFileURL(path.join(project.engine, 'scripts/lib/engine-code.mjs')).href)) as { engineCode: () => Promise<string> };
  await engineCode();
}
