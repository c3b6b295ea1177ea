/**
 * Which paths the dev server answers itself (./dev-outputs.ts), told from the path alone: the dev
 * server loads the outputs' code, and the content they need, only once one is asked for.
 */
import { ENGINE_BASE, ENGINE_FILES, SEARCH_INDEX_BASE } from '../../lib/shared/site-paths';

export function isDevOutput(urlPath: string): boolean {
  // Plugins publish beside the engine's own files (lib/shared/site-paths.ts).
  return (
    urlPath === ENGINE_FILES.llms ||
    urlPath === ENGINE_FILES.llmsFull ||
    urlPath.endsWith('.md') ||
    urlPath.startsWith(SEARCH_INDEX_BASE) ||
    (urlPath.startsWith(ENGINE_BASE) && /\.json$/.test(urlPath))
  );
}
