/** Where an installed package is, as Node looks for it. */
import fs from 'node:fs';
import path from 'node:path';

/** The folder of the package `name` installed in a node_modules folder of `dir` or above it (Node's lookup), if any. */
export function installedPackageDir(name: string, dir: string): string | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const found = path.join(at, 'node_modules', name);
    if (fs.existsSync(path.join(found, 'package.json'))) return found;
    if (path.dirname(at) === at) return undefined;
  }
}
