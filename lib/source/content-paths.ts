/**
 * Where the content lives: the content folder (DOCS_CONTENT_DIR), its config files and the test
 * overlay. Kept apart from the index builder (store.ts) so code the index builder reaches, such as
 * a plugin's schema loader, can ask without importing it back.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ContentPaths {
  rootDir: string;
  contentDir: string;
  configFile: string;
  versionsFile: string;
}

export function contentPaths(rootDir = process.cwd()): ContentPaths {
  const contentDir = path.resolve(rootDir, process.env.DOCS_CONTENT_DIR || 'content');
  const pick = (name: string) => {
    const inTree = path.join(contentDir, name);
    return fs.existsSync(inTree) ? inTree : path.join(rootDir, name);
  };
  return { rootDir, contentDir, configFile: pick('site.config.json'), versionsFile: pick('versions.json') };
}

/**
 * The test-only overlay (DOCS_EXTRA_CONTENT, set by `npm run build:test`): a folder laid out like
 * content/ whose pages join the site unlisted. The one place that reads the variable; absolute path.
 */
export function extraContentDir(paths = contentPaths()): string | undefined {
  const extra = process.env.DOCS_EXTRA_CONTENT;
  return extra ? path.resolve(paths.rootDir, extra) : undefined;
}

/** content/ and, in test builds, the DOCS_EXTRA_CONTENT overlay (absolute paths). */
export function contentRoots(paths = contentPaths()): string[] {
  const extra = extraContentDir(paths);
  return [paths.contentDir, ...(extra ? [extra] : [])];
}
