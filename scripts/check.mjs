/**
 * `npm run check`: runs scripts/check-content.ts from the engine's compiled code
 * (scripts/lib/engine-code.mjs), without a TypeScript loader.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { engineCode } from './lib/engine-code.mjs';

await import(pathToFileURL(path.join(await engineCode(), 'check-content.mjs')).href);
