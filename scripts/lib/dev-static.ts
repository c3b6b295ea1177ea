/**
 * The content's static files (<content>/static/, an imported Docusaurus site's static/ folder) in the
 * live preview, at the paths the build publishes them at (lib/pipeline/phases.ts outputsPhase):
 * the proxy answers them before Next, as in the build they replace the engine's own public/ files.
 * A path that leaves the folder, or a link whose file is out of the content, is not served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { outsideContent, type ContentBounds } from '../../lib/source/inside-content';

/** The file of static/ a decoded URL path names, if there is one. */
export function staticFile(contentDir: string, urlPath: string, bounds: ContentBounds): string | undefined {
  const dir = path.join(contentDir, 'static');
  const file = path.join(dir, urlPath);
  if (!file.startsWith(dir + path.sep) || urlPath.endsWith('/')) return undefined;
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return undefined;
  return outsideContent(file, bounds) ? undefined : file;
}
