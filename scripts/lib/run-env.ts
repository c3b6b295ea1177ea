/**
 * The run's settings as this script's environment gives them. Scripts are entry points: they read
 * process.env here, once, and hand the engine typed values (lib/config/run-settings.ts).
 */
import { runSettingsOf, type RunSettings } from '../../lib/config/run-settings';
import { contentPaths, type ContentPaths } from '../../lib/source/content-paths';

export function runSettings(): RunSettings {
  return runSettingsOf(process.env);
}

/** Where this run's content is, for the project at `root`. */
export function projectPaths(root = process.cwd()): ContentPaths {
  return contentPaths(root, runSettings());
}
