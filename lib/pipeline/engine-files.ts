/** The engine's files published as they are (lib/output/engine-files.ts), copied into the export by the build. */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config';
import type { ContentPaths } from '../source/content-paths';
import { contentAssets, publishedMermaidFiles } from '../output/engine-files';
import { enginePaths, siteEnginePaths, siteMount } from '../shared/site-paths';
import { mermaidFile, mermaidPackage, mermaidVersion } from '../mermaid/mermaid-files';
import { writeOutputFile } from './output-file';

/** Copies the assets and Mermaid's files into the export folder `out` (links in the content are copied as the files they lead to). */
export function writeEngineFiles(out: string, paths: ContentPaths, config: SiteConfig): void {
  const assetPrefix = siteEnginePaths(config).assetPrefix;
  for (const [rel, file] of contentAssets(paths, config)) {
    const target = path.join(out, assetPrefix, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
  }
  const mermaid = publishedMermaidFiles(config);
  if (!mermaid.length) return;
  const pkg = mermaidPackage(config);
  const folder = path.join(out, enginePaths(siteMount(config)).base, 'mermaid', mermaidVersion(pkg));
  for (const rel of mermaid) writeOutputFile(path.join(folder, rel), mermaidFile(rel, pkg)!);
}
