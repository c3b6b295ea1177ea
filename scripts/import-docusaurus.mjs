/**
 * `npm run import:docusaurus` and pagewright's imports: runs scripts/import-docusaurus.ts from the
 * engine's compiled code (scripts/lib/engine-code.mjs), without a TypeScript loader: through tsx,
 * Node 20 sent each of its ~600 module loads to tsx's loader thread (2.2 of the 2.6 s an import of
 * the create-docusaurus template took). The build that follows finds the same bundle compiled.
 */
import { runEntry } from './lib/engine-code.mjs';

await runEntry('import-docusaurus');
