#!/usr/bin/env node
/**
 * pagewright build | start | serve | clear, in a Docusaurus site's folder (scripts/tool/main.ts).
 * An installed package runs the commands from the engine's code as it ships it, compiled by npm
 * pack (scripts/lib/engine-code.mjs); a checkout runs its TypeScript through tsx, a dependency.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const installed = fileURLToPath(import.meta.url)
  .split(path.sep)
  .includes('node_modules');
const { packedBundle } = await import('../scripts/lib/engine-code.mjs');
const compiled = installed ? packedBundle() : undefined;
if (compiled) await import(pathToFileURL(path.join(compiled, 'tool.mjs')).href);
else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../scripts/tool/main.ts');
}
