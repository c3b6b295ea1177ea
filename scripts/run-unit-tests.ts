/** Runs every *.test.ts under lib/, components/, scripts/ and plugins/ with Node's test runner (Node 20 has no --test globs). */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

function find(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory() && e.name !== 'node_modules' && e.name !== 'fixtures') find(p, out);
    else if (e.name.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

const files = ['lib', 'components', 'scripts', 'plugins']
  .filter((d) => fs.existsSync(d))
  .flatMap((d) => find(d))
  .sort();
const filter = process.argv[2];
const selected = filter ? files.filter((f) => f.includes(filter)) : files;
const res = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...selected], { stdio: 'inherit' });
process.exit(res.status ?? 1);
