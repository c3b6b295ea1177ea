/**
 * `pagewright serve`: build/ served as a static host serves it (scripts/serve.mjs), at the site's
 * mount, as `docusaurus serve` serves its build at the baseUrl (another path is sent there).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

export function toolServe(dir: string, at: { port: number; host: string }, packageRoot: string, mount: string): void {
  if (!fs.existsSync(dir)) {
    console.error(`${dir}: no build here — run \`npx pagewright build\` first`);
    process.exit(1);
  }
  const server = spawn(
    process.execPath,
    [path.join(packageRoot, 'scripts/serve.mjs'), dir, String(at.port), '--host', at.host, ...(mount ? ['--base', mount] : [])],
    { stdio: 'inherit' },
  );
  server.on('exit', (code) => process.exit(code ?? 0));
  // (Stopping the command stops the server it started.)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => server.kill(signal));
}
