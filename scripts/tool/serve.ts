/**
 * `pagewright serve`: build/ served as `docusaurus serve` serves it (scripts/serve.mjs): at the
 * site's mount (another path is sent there), pages at their URLs without `.html` (a site with
 * trailingSlash false has x.html files), and page URLs sent to the form the site's trailingSlash
 * writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

export function toolServe(dir: string, at: { port: number; host: string }, packageRoot: string, site: { mount: string; trailingSlash?: boolean }): void {
  if (!fs.existsSync(dir)) {
    console.error(`${dir}: no build here — run \`npx pagewright build\` first`);
    process.exit(1);
  }
  const server = spawn(
    process.execPath,
    [
      path.join(packageRoot, 'scripts/serve.mjs'),
      dir,
      String(at.port),
      '--host',
      at.host,
      ...(site.mount ? ['--base', site.mount] : []),
      '--clean-urls',
      ...(site.trailingSlash === undefined ? [] : ['--trailing-slash', String(site.trailingSlash)]),
    ],
    { stdio: 'inherit' },
  );
  server.on('exit', (code) => process.exit(code ?? 0));
  // (Stopping the command stops the server it started.)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => server.kill(signal));
}
