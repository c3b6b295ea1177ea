/**
 * V8 compiles most functions on their first call, on the main thread. The framework's start-up
 * chunks (React DOM, the App Router, Turbopack's runtime: what every page loads first) run nearly
 * all their code while the page starts, so that lazy compiling made up most of the longest task of a
 * page load: 50 of 54 ms CPU on a CLI reference page, four times that on Lighthouse's mobile profile.
 * V8's explicit compile hint, the magic comment below at the top of a script, tells Chromium (136 and
 * later) to compile the whole file while it streams in, off the main thread; the task fell to about
 * 25 ms. Other engines read a comment. Chunks loaded later (search, diagrams) keep lazy compiling:
 * most of their code never runs on a given page.
 */
import fs from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The start-up chunks Next lists in `<distDir>/build-manifest.json` (rootMainFiles), as paths inside distDir. */
export function startupChunks(distDir: string): string[] {
  const manifestPath = path.join(distDir, 'build-manifest.json');
  let manifest: { rootMainFiles?: unknown };
  try {
    manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { rootMainFiles?: unknown };
  } catch (err) {
    throw new Error(`${manifestPath}: cannot read Next's build manifest to find the start-up chunks (${(err as Error).message}).`);
  }
  const files = manifest.rootMainFiles;
  if (!Array.isArray(files) || !files.length || files.some((f) => typeof f !== 'string'))
    throw new Error(`${manifestPath}: no "rootMainFiles" list; this Next version names its start-up chunks elsewhere: update lib/output/compile-hints.ts.`);
  return (files as string[]).filter((f) => f.endsWith('.js'));
}

/** Puts the compile hint at the top of each start-up chunk (once: a second run changes nothing). Returns the chunks. */
export function addCompileHints(distDir: string): string[] {
  const chunks = startupChunks(distDir);
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    const code = fs.readFileSync(file, 'utf8');
    if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(file, COMPILE_HINT + code);
  }
  return chunks;
}
