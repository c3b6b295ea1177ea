/**
 * `npm run dev` started by a test or a bench: its own process group (stopped whole, Next with it),
 * its output kept for the failure message.
 */
import { spawn } from 'node:child_process';

export interface DevServer {
  pid: number;
  /** What the server printed so far. */
  log: () => string;
  stop: () => void;
}

/** The live preview on `port`, with `env` added (DOCS_CONTENT_DIR, DOCS_EXTRA_CONTENT). */
export function startDevServer(port: number, env: Record<string, string>): DevServer {
  const dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), ...env },
  });
  let log = '';
  dev.stdout!.on('data', (d) => (log += d));
  dev.stderr!.on('data', (d) => (log += d));
  return {
    pid: dev.pid!,
    log: () => log,
    stop: () => {
      try {
        process.kill(-dev.pid!, 'SIGTERM');
      } catch {
        // already stopped
      }
    },
  };
}
