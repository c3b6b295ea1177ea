/**
 * The content's static folders: files published as they are, at URL paths of their own. The
 * content folder's `static/` is published at the root of the export (`static/docs/img/a.png` at
 * `/docs/img/a.png`); each folder site.config.json `content.staticFolders` lists (relative to the
 * content folder: an imported site's `static/`, read where it lies) under the site's base URL, as
 * Docusaurus publishes its `staticDirectories`, and under each other locale's path too, where a locale
 * is the site under its own path (`/fr/img/a.png`, which the locale's pages name through its base URL).
 * One rule for the build's copy, the live preview, the link check and a Markdown image's site path;
 * where two folders have a file, the first one's.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config';
import { localeUrlPaths } from '../shared/locale-url-paths';
import { siteBase } from '../shared/site-paths';
import { contentFiles } from './content-walk';

export interface StaticFolder {
  /** Absolute folder. */
  dir: string;
  /** The URL path its files are published under ("" for the root, "/docs" under a base URL). */
  at: string;
}

export function staticFolders(contentDir: string, config: Pick<SiteConfig, 'baseUrl' | 'content' | 'i18n'>): StaticFolder[] {
  const base = siteBase(config);
  const localeBases = localeUrlPaths(config.i18n).map((p) => (p ? `${base}${p}/` : base));
  return [{ dir: path.join(contentDir, 'static'), at: '' }, ...localeBases.flatMap((b) => listedStaticFolders(contentDir, config.content?.staticFolders, b))];
}

/** The folders content.staticFolders lists (`listed`, relative to the content folder), under the site's base path (`base`, with its slashes). */
export function listedStaticFolders(contentDir: string, listed: readonly string[] | undefined, base: string): StaticFolder[] {
  return (listed ?? []).map((f) => ({ dir: path.resolve(contentDir, f), at: base.replace(/\/$/, '') }));
}

/** The file a decoded, site-absolute URL path (`/docs/img/a.png`) names in one of the folders, if there is one. */
export function staticFileAt(folders: readonly StaticFolder[], urlPath: string): string | undefined {
  for (const { dir, at } of folders) {
    if (at && !urlPath.startsWith(`${at}/`)) continue;
    const file = path.join(dir, urlPath.slice(at.length));
    if (file.startsWith(dir + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return undefined;
}

/**
 * Every file of the folders, by its path in the export ("docs/img/a.png") — the first folder's where
 * two have one — within `bounds` (lib/source/inside-content.ts allowedFolders: links that lead out are passed over).
 */
export function staticFiles(folders: readonly StaticFolder[], bounds: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const { dir, at } of folders)
    for (const rel of contentFiles(dir, bounds)) {
      const published = `${at.replace(/^\//, '')}${at ? '/' : ''}${rel}`;
      if (!files.has(published)) files.set(published, path.join(dir, rel));
    }
  return files;
}
