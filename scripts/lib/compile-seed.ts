/**
 * The unit tests' copies of the project (temp-project.ts) share Turbopack's compile cache: the first
 * copy that built leaves its cache as the seed, and each copy made after it starts with it, so a
 * test's first build compiles the engine warm (the fixture site on two loaded cores: 12 s against
 * 47 s cold). Only where the test runner names a seed folder (DOCS_TEST_COMPILE_SEED, set by
 * scripts/run-unit-tests.ts for its shards and removed after them): benches and a user's build stay cold.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Turbopack's cache in a project (next.config.ts writes it where `.next` exists). */
const CACHE = path.join('.next', 'cache', 'turbopack');

const seedFolder = (): string | undefined => process.env.DOCS_TEST_COMPILE_SEED || undefined;

/** Gives a new copy the seed, or, before there is one, a `.next` folder so that its first build writes a cache. */
export function plantCompileSeed(root: string): void {
  const seed = seedFolder();
  if (!seed) return;
  const ready = path.join(seed, 'turbopack');
  if (fs.existsSync(ready)) fs.cpSync(ready, path.join(root, CACHE), { recursive: true });
  else fs.mkdirSync(path.join(root, '.next'), { recursive: true });
}

/** Leaves a copy's cache as the seed when there is none yet (moved in whole: a copy half made is never read). */
export function harvestCompileSeed(root: string): void {
  const seed = seedFolder();
  const cache = path.join(root, CACHE);
  if (!seed || fs.existsSync(path.join(seed, 'turbopack')) || !fs.existsSync(cache)) return;
  const staging = fs.mkdtempSync(path.join(seed, 'staging-'));
  try {
    fs.cpSync(cache, path.join(staging, 'turbopack'), { recursive: true });
    fs.renameSync(path.join(staging, 'turbopack'), path.join(seed, 'turbopack'));
  } catch {
    // (The other shard left its seed first.)
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
