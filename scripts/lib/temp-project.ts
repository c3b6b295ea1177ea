/**
 * A copy of this project in a temporary folder, for tests and benches that build: they write its
 * out/, .next/ and .docs-cache/, never the checkout's, and a bench builds cold there. The engine's files are copied (content/ only when asked);
 * node_modules is hard-linked, since Turbopack resolves packages only inside the project (a
 * symbolic link to the checkout's is refused). About two seconds. Under the unit tests' runner, it starts
 * with the compile cache an earlier copy left (compile-seed.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { linkTree } from './link-tree';
import { harvestCompileSeed, plantCompileSeed } from './compile-seed';

const ENGINE = [
  'app',
  'components',
  'lib',
  'plugins',
  'public',
  'scripts',
  'next.config.ts',
  'next-env.d.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'site.config.json',
  'versions.json',
];

export interface TempProject {
  root: string;
  remove(): void;
}

export function tempProject(name: string, { content = false } = {}): TempProject {
  const source = process.cwd();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `docs-${name}-`));
  for (const entry of [...ENGINE, ...(content ? ['content'] : [])]) {
    const from = path.join(source, entry);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(root, entry), { recursive: true, filter: (f) => !f.includes(`${path.sep}__tests__`) });
  }
  linkTree(path.join(source, 'node_modules'), path.join(root, 'node_modules'));
  plantCompileSeed(root);
  return {
    root,
    remove: () => {
      harvestCompileSeed(root);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
