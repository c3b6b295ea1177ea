/**
 * `npm run build`: runs scripts/build.ts from the engine's compiled code
 * (scripts/lib/engine-code.mjs), without a TypeScript loader.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { engineCode } from './lib/engine-code.mjs';

// React's production build, as in Next, in this thread and the page pass's (they copy the environment).
process.env.NODE_ENV ??= 'production';

await import(pathToFileURL(path.join(await engineCode(), 'build.mjs')).href);
