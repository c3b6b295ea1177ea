/**
 * Files the engine publishes as they are, which the build copies into its export in its own phase
 * (lib/pipeline/engine-files.ts) and the live preview serves from routes that exist only
 * there (app/docs/assets, app/docs/mermaid: `route.dev.ts`, next.config.ts pageExtensions):
 *  - the files pages reference by path under the content (isPublishedAsset), at EnginePaths.assetPrefix;
 *  - Mermaid's modules, for a site whose Markdown has diagrams (lib/mermaid/mermaid-files.ts).
 * As route handlers of Next's export they were a thousand exports of a worker's queue (loft-sh/vcluster-docs:
 * 905 assets and 106 Mermaid files after its 1,494 pages), which Next splits between its workers
 * in contiguous halves: one worker took most pages.
 */
import path from 'node:path';
import type { SiteConfig } from '../config/site-config';
import { contentBounds, type ContentPaths } from '../source/content-paths';
import { contentFiles } from '../source/content-walk';
import { allowedFolders, contentPathOf } from '../source/inside-content';
import { isPublishedAsset } from '../mdx/remark-file-links';
import { mermaidFiles, mermaidPackage } from '../mermaid/mermaid-files';

/** The content's published assets: path under the content → file, the first content root's where two have one. */
export function contentAssets(paths: ContentPaths, config: Pick<SiteConfig, 'content'>): Map<string, string> {
  const bounds = contentBounds(paths, config.content);
  const folders = allowedFolders(bounds);
  const assets = new Map<string, string>();
  for (const root of bounds.contentRoots)
    for (const rel of contentFiles(root, folders)) {
      const file = path.join(root, rel);
      const under = contentPathOf(file, bounds)!;
      // (By its place in the content: a file at the top of a folder read where it lies is not the content folder's own.)
      if (isPublishedAsset(under) && !assets.has(under)) assets.set(under, file);
    }
  return assets;
}

/** Mermaid's published files (path under its version's folder), for a site whose Markdown has diagrams. */
export const publishedMermaidFiles = (config: Pick<SiteConfig, 'markdown'>): string[] => (config.markdown?.mermaid ? mermaidFiles(mermaidPackage(config)) : []);
