/**
 * `npm run build`: runs scripts/build.ts from the engine's compiled code
 * (scripts/lib/engine-code.mjs), without a TypeScript loader.
 */
import { runEntry } from './lib/engine-code.mjs';

// (No --max-semi-space-size=64, unlike `npm run check`: this thread parses no page but one a worker
// could not hold, and its young generation would stay at its largest, about 200 MB, while Next runs.)
// React's production build, as in Next, in this thread and the page pass's (they copy the environment).
process.env.NODE_ENV ??= 'production';

await runEntry('build');
