/**
 * What a test build injects (`npm run build:test`: the DOCS_EXTRA_CONTENT overlay). The build and
 * `npm run dev` pass these to Next as environment variables; shipped code has no test globals.
 *  - DOCS_TEST_COMPONENTS: the overlay's `_components/index.ts`, aliased as `docs-test-components`;
 *  - NEXT_PUBLIC_DOCS_TEST_HOOKS=1: inlined at build time (next.config.ts `env`, "0" otherwise),
 *    turns on the runtime search-config override the e2e tests use; other builds drop that code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentPaths } from '../source/content-paths';

export function testComponentsFile(paths: ContentPaths): string | undefined {
  const extra = paths.extraContentDir;
  const file = extra && path.join(extra, '_components', 'index.ts');
  return file && fs.existsSync(file) ? file : undefined;
}

/** Environment for `next build` / `next dev`. */
export function testFixtureEnv(rootDir: string, paths: ContentPaths): Record<string, string> {
  const file = testComponentsFile(paths);
  if (!paths.extraContentDir) return {};
  return { NEXT_PUBLIC_DOCS_TEST_HOOKS: '1', ...(file ? { DOCS_TEST_COMPONENTS: `./${path.relative(rootDir, file).split(path.sep).join('/')}` } : {}) };
}

/** Names of the test components, for the checker (Node loads the file itself). */
export async function testComponentNames(paths: ContentPaths): Promise<string[]> {
  const file = testComponentsFile(paths);
  if (!file) return [];
  // Through tsx's API: the compiled check (scripts/check.mjs) runs without a TypeScript loader.
  const { tsImport } = await import('tsx/esm/api');
  const mod = (await tsImport(pathToFileURL(file).href, import.meta.url)) as { testComponents?: Record<string, unknown> };
  return Object.keys(mod.testComponents ?? {});
}
