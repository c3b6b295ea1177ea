/**
 * Next's command, from the project's own install: a checkout has node_modules/.bin/next, while
 * pagewright's project in a site's cache takes its packages from the site's install (scripts/tool/project.ts).
 */
import path from 'node:path';
import { createRequire } from 'node:module';

/** The program and arguments that run `next <args>` for the project at `root`. */
export function nextCommand(root: string, args: string[]): [string, string[]] {
  const bin = createRequire(path.resolve(root, 'package.json')).resolve('next/dist/bin/next');
  return [process.execPath, [bin, ...args]];
}
