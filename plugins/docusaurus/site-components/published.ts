/**
 * Files of the site's code the site publishes as they are, outside Next's bundles: a worker's
 * script and the files it loads by URL (./url-assets.ts), and what a plugin's loaders emit
 * (./module-rules.ts). webpack 5 emits a worker as a chunk of
 * its own under `<baseUrl>assets/js/`; the engine writes it there too, in the generated folder's
 * `published/` (its path there is its URL path), and the plugin hands the folder to the build and
 * the live preview as the files it publishes. Next's bundler never reads them: a worker bundled
 * already would be bundled again, and a package's run-time loads (onnxruntime's computed import)
 * refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_DIR } from '../../../lib/api/build';

const PUBLISHED = 'published';

/** The folder of the site's baseUrl among the files the bundle at `outDir` publishes (a loader's emitted file's place, by its name). */
export function publishedFolder(outDir: string, baseUrl: string): string {
  return path.join(outDir, PUBLISHED, ...baseUrl.split('/').filter(Boolean));
}

/** The folder a worker of a site at `baseUrl` is written to, under the bundle's `outDir`. */
export function workerFolder(outDir: string, baseUrl: string): string {
  return path.join(publishedFolder(outDir, baseUrl), 'assets', 'js');
}

/** The URL path of a worker's file `name`, for a site at `baseUrl`. */
export function workerUrl(baseUrl: string, name: string): string {
  return `/${[...baseUrl.split('/').filter(Boolean), 'assets', 'js', name].join('/')}`;
}

/**
 * The expression a module's `new URL('./worker.ts', import.meta.url)` becomes: the worker's URL on
 * the page's origin, as webpack's `new URL(publicPath + file, document.baseURI)`; (a server render,
 * which starts no worker, gets a file: URL).
 */
export function workerUrlExpression(url: string): string {
  return `new URL(${JSON.stringify(url)}, globalThis.location?.href ?? "file:///")`;
}

/** Every file the last bundle published, URL path → file (the plugin's publishedFiles). */
export function publishedSiteFiles(root = process.cwd()): Map<string, string> {
  const dir = path.join(root, GENERATED_DIR, PUBLISHED);
  const files = new Map<string, string>();
  if (!fs.existsSync(dir)) return files;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(`/${path.relative(dir, file).split(path.sep).join('/')}`, file);
  }
  return files;
}
