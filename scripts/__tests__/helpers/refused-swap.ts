/**
 * A stand-in build whose swap the file system refuses, as a read-only parent folder or an out/
 * that is a mount point or held open does: the staging functions and the phase runner of
 * scripts/build.ts, with a rename that fails with the given code for one of the swap's moves.
 * usage: refused-swap.ts <root> <code> <out|staging>  (<root>/out/ holds a complete build)
 */
import fs from 'node:fs';
import path from 'node:path';
import { commitStaging, discardStaging, outputDirs, startStaging } from '../../../lib/pipeline/atomic-out';
import { BuildRun, runPhases } from '../../../lib/pipeline/runner';

const [root, code, refused] = process.argv.slice(2);
process.chdir(root); // (messages name folders relative to where the build runs)
const dirs = outputDirs(root);
const build = new BuildRun({ staged: true });
startStaging(dirs);
build.onCleanup(() => discardStaging(dirs));
fs.writeFileSync(path.join(dirs.staging, 'build-id.txt'), 'new');

/** What Node throws when rename(2) fails. */
const refuse = (from: string, to: string) =>
  Object.assign(new Error(`${code}: ${code === 'EBUSY' ? 'resource busy or locked' : 'operation not permitted'}, rename '${from}' -> '${to}'`), {
    errno: -1,
    code,
    syscall: 'rename',
    path: from,
    dest: to,
  });
const rename = (from: string, to: string) => {
  if (from === (refused === 'out' ? dirs.out : dirs.staging)) throw refuse(from, to);
  fs.renameSync(from, to);
};
await runPhases([{ name: 'publish', run: () => commitStaging(dirs, new Date(), rename) }], {}, build);
