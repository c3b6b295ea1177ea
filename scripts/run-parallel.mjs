/**
 * `node scripts/run-parallel.mjs a b c`: runs the npm scripts a, b and c at once (checks that only
 * read the checkout, so they may share it), each one's output kept and printed whole when it ends;
 * fails when any fails. `npm test` runs its static checks so: on two cores they overlap.
 */
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n> npm run ${script} (${code === 0 ? 'passed' : `failed, exit ${code}`}, ${seconds} s)\n${output}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(process.argv.slice(2).map(run));
process.exitCode = codes.find((c) => c !== 0) ?? 0;
