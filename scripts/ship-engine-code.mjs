/**
 * npm pack's prepack: the engine's compiled code, shipped in the package (dist/engine-code/,
 * scripts/lib/engine-code.mjs shipEngineCode), so a team's first build does not compile it.
 * postpack removes it again: a checkout compiles its own, from its sources, as they change.
 */
import fs from 'node:fs';
import { shipEngineCode } from './lib/engine-code.mjs';

if (process.argv.includes('--remove')) fs.rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
// (Silent: `npm pack --json` prints its lifecycle scripts' output with its JSON.)
else await shipEngineCode();
