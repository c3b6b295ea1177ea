/**
 * Which engine the compiled output in .next/ belongs to. `next build` runs in two halves: the
 * compile (`--experimental-build-mode=compile`), which depends on the engine alone (code,
 * packages, config, the site's components and the build's environment: the compile stamp of
 * scripts/lib/incremental.ts), and the export of the pages (`generate`), which reads the content.
 * A build of an engine whose compile .next holds, incremental or `--full`, only generates.
 */
import fs from 'node:fs';
import path from 'node:path';

const file = (root: string) => path.join(root, '.next', 'docs-engine-stamp');

export function holdsCompileOf(root: string, stamp: string): boolean {
  try {
    return fs.readFileSync(file(root), 'utf8') === stamp;
  } catch {
    return false;
  }
}

/**
 * Before a generate-only run: Next's export reads the prerender manifest with require() before
 * the run writes it and again after, so a manifest left by the last build would be the one it
 * copies pages by (its new pages would be missing). A compile run starts without one too.
 */
export function prepareGenerate(root: string): void {
  fs.rmSync(path.join(root, '.next', 'prerender-manifest.json'), { force: true });
}

/** Before a compile: until it completes, .next holds no usable compile. */
export function forgetCompile(root: string): void {
  fs.rmSync(file(root), { force: true });
}

export function rememberCompile(root: string, stamp: string): void {
  fs.writeFileSync(file(root), stamp);
}
