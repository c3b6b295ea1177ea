/**
 * `npm run check`: runs scripts/check-content.ts from the engine's compiled code
 * (scripts/lib/engine-code.mjs), without a TypeScript loader.
 */
import { runEntry } from './lib/engine-code.mjs';

// React's production build, as in Next, in this thread and the page pass's (they copy the environment).
process.env.NODE_ENV ??= 'production';

await runEntry('check-content');
