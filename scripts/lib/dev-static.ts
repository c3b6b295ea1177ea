/**
 * The content's static files (<content>/static/, and content.staticFolders: an imported Docusaurus
 * site's static/ folder) in the live preview, at the paths the build publishes them at
 * (lib/source/static-folders.ts, lib/pipeline/phases.ts outputsPhase):
 * the proxy answers them before Next, as in the build they replace the engine's own public/ files.
 * A path that leaves the folder, or a link whose file is out of the content, is not served.
 */
import { outsideContent, type ContentBounds } from '../../lib/source/inside-content';
import { staticFileAt, type StaticFolder } from '../../lib/source/static-folders';

/** The file of a static folder a decoded URL path names, if there is one. */
export function staticFile(folders: readonly StaticFolder[], urlPath: string, bounds: ContentBounds): string | undefined {
  if (urlPath.endsWith('/')) return undefined;
  const file = staticFileAt(folders, urlPath);
  return file && !outsideContent(file, bounds) ? file : undefined;
}
