/**
 * Where the content lives: the content folder (RunSettings.contentDir), its config files and the
 * test overlay. Kept apart from the index builder (store.ts) so code the index builder reaches, such
 * as a plugin's schema loader, can ask without importing it back. The entry point works it out once
 * (contentPaths) and the site carries it (LoadedSite.paths).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RunSettings } from '../config/run-settings';

export interface ContentPaths {
  rootDir: string;
  contentDir: string;
  configFile: string;
  versionsFile: string;
  /** The test-only overlay (RunSettings.extraContent, set by `npm run build:test`), absolute; none in other builds. */
  extraContentDir?: string;
}

/** The paths of the content the settings name, for the project at `rootDir`. */
export function contentPaths(rootDir: string, run: Pick<RunSettings, 'contentDir' | 'extraContent'>): ContentPaths {
  const contentDir = path.resolve(rootDir, run.contentDir || 'content');
  const pick = (name: string) => {
    const inTree = path.join(contentDir, name);
    return fs.existsSync(inTree) ? inTree : path.join(rootDir, name);
  };
  return {
    rootDir,
    contentDir,
    configFile: pick('site.config.json'),
    versionsFile: pick('versions.json'),
    ...(run.extraContent ? { extraContentDir: path.resolve(rootDir, run.extraContent) } : {}),
  };
}

/** content/ and, in test builds, the overlay (absolute paths). */
export function contentRoots(paths: ContentPaths): string[] {
  return [paths.contentDir, ...(paths.extraContentDir ? [paths.extraContentDir] : [])];
}
