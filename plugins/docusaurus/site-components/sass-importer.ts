/**
 * A Sass `@import` or `@use` whose URL is not relative, found as docusaurus-plugin-sass's sass-loader
 * finds it after Sass's own lookup, through webpack's resolver: `~` marks a package; `@site/…` is the
 * site's file (Docusaurus' alias, core webpack/base.ts); the site's module aliases (site.config.json
 * `resolveAlias`, ./alias.ts) apply; else a package in node_modules, from the importing file up. The
 * importer gives Sass the path, and Sass tries its partials, extensions and index files there, as
 * sass-loader's possible requests do (`_fonts.scss`, `fonts.scss`, …).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteAlias, type ModuleAliases } from './resolve';
import type { SiteFolders } from './site-folders';

const EXTENSIONS = ['.scss', '.sass', '.css'];

const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();

/** Whether Sass finds a stylesheet at `base`: the file, its partial, by an extension, or a folder's index. */
function sassFileAt(base: string): boolean {
  const dir = path.dirname(base);
  const name = path.basename(base);
  const names = EXTENSIONS.includes(path.extname(name)) ? [name, `_${name}`] : EXTENSIONS.flatMap((ext) => [`_${name}${ext}`, `${name}${ext}`]);
  if (names.some((n) => isFile(path.join(dir, n)))) return true;
  return !path.extname(name) && EXTENSIONS.some((ext) => isFile(path.join(base, `_index${ext}`)) || isFile(path.join(base, `index${ext}`)));
}

/** `rest` in the site's folders: the content folder's, then the site's own (read where it lies). */
const inSite = (folders: SiteFolders, rest: string): string[] => [folders.content, ...(folders.own ? [folders.own] : [])].map((dir) => path.join(dir, rest));

/** A package's path in the nearest node_modules from `fromFile` up that holds its folder. */
function packagePath(spec: string, fromFile: string): string | undefined {
  for (let dir = path.dirname(fromFile); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', spec);
    if (fs.existsSync(path.dirname(candidate))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Where a request that is not relative may be, in webpack's order: `@site/`, a site alias, a package. */
function candidates(spec: string, fromFile: string, folders: SiteFolders, aliases: ModuleAliases): string[] {
  if (spec.startsWith('@site/')) return inSite(folders, spec.slice('@site/'.length));
  const hit = siteAlias(spec, aliases);
  if (hit && hit.target !== false) {
    if (/^\.{1,2}\//.test(hit.target)) return inSite(folders, path.join(hit.target, hit.rest));
    if (path.isAbsolute(hit.target)) return [hit.target + hit.rest];
    spec = hit.target + hit.rest;
  }
  const pkg = packagePath(spec, fromFile);
  return pkg ? [pkg] : [];
}

export function sassImporter(fromFile: string, folders: SiteFolders, aliases: ModuleAliases = {}) {
  return {
    findFileUrl(url: string): URL | null {
      const spec = url.startsWith('~') ? url.slice(1) : url;
      if (/^[./]|^[a-z][a-z0-9+.-]*:/i.test(spec)) return null;
      const found = candidates(spec, fromFile, folders, aliases);
      // (A package's folder as it is, where none of its paths is a stylesheet by name: Sass's own lookup then reports it.)
      const hit = found.find(sassFileAt) ?? (spec.startsWith('@site/') ? undefined : found[0]);
      return hit ? pathToFileURL(hit) : null;
    },
  };
}
