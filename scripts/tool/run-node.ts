/** Node runs of the engine's scripts, in its project folder (scripts/tool/project.ts). */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { ToolProject } from './project';

/** tsx's loader, from the package's own install (the site's folder may have none). */
const TSX = import.meta.resolve('tsx');

export interface EngineRun {
  /** A TypeScript script: loaded through tsx. */
  typescript?: boolean;
  env?: Record<string, string>;
}

function argsOf(script: string, args: string[], run: EngineRun): string[] {
  return [...(run.typescript ? ['--import', TSX] : ['--max-semi-space-size=64']), script, ...args];
}

function envOf(project: ToolProject, run: EngineRun): NodeJS.ProcessEnv {
  return { ...process.env, DOCS_CONTENT_DIR: project.content, ...run.env };
}

/** Runs a script of the engine to its end; its exit status. */
export function runEngine(project: ToolProject, script: string, args: string[], run: EngineRun = {}): number {
  const result = spawnSync(process.execPath, argsOf(script, args, run), { cwd: project.engine, stdio: 'inherit', env: envOf(project, run) });
  return result.status ?? 1;
}

/** Starts a long-running script of the engine (the live preview). */
export function startEngine(project: ToolProject, script: string, args: string[], run: EngineRun = {}): ChildProcess {
  return spawn(process.execPath, argsOf(script, args, run), { cwd: project.engine, stdio: 'inherit', env: envOf(project, run) });
}
