/**
 * A stand-in build for the interruption test: writes a site of many files into the staging folder
 * through the same functions scripts/build.ts uses, slowly enough to be killed mid-way, then swaps
 * it in. usage: staged-writer.ts <root> <build-id> <files>
 */
import fs from 'node:fs';
import path from 'node:path';
import { commitStaging, discardStaging, outputDirs, startStaging } from '../../../lib/pipeline/atomic-out';

const [root, id, count] = process.argv.slice(2);
const dirs = outputDirs(root);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    discardStaging(dirs);
    process.exit(1);
  });
startStaging(dirs);
for (let i = 0; i < Number(count); i++) {
  const file = path.join(dirs.staging, 'docs', `page-${i % 7}`, `${i}.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `<p>${id} ${i}</p>`.repeat(50 + (i % 13)));
  if (i % 20 === 0) await new Promise((r) => setTimeout(r, 1));
}
fs.writeFileSync(path.join(dirs.staging, 'build-id.txt'), id);
commitStaging(dirs);
