/**
 * Which paths the dev server answers itself (./dev-outputs.ts), told from the path alone: the dev
 * server loads the outputs' code, and the content they need, only once one is asked for.
 */
import type { EnginePaths } from '../../lib/shared/site-paths';

/** `engine`: the site's engine paths (lib/shared/site-paths.ts siteEnginePaths). */
export function isDevOutput(urlPath: string, engine: EnginePaths): boolean {
  // Plugins publish beside the engine's own files (lib/shared/site-paths.ts).
  return (
    urlPath === engine.files.llms ||
    urlPath === engine.files.llmsFull ||
    urlPath.endsWith('.md') ||
    urlPath.startsWith(engine.searchIndexBase) ||
    (urlPath.startsWith(engine.base) && /\.json$/.test(urlPath))
  );
}
