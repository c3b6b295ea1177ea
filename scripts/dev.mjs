/**
 * pagewright start's live preview: scripts/dev.ts from the engine's compiled code
 * (scripts/lib/engine-code.mjs), without a TypeScript loader, as scripts/build.mjs runs the build.
 * `npm run dev` runs the source itself.
 */
import { runEntry } from './lib/engine-code.mjs';

await runEntry('dev');
