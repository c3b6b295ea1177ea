/**
 * `npm run build`: runs scripts/build.ts from the engine's compiled code
 * (scripts/lib/engine-code.mjs), without a TypeScript loader.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { engineCode } from './lib/engine-code.mjs';

await import(pathToFileURL(path.join(await engineCode(), 'build.mjs')).href);
