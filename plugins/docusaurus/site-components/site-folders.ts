/**
 * Where the bundle finds a file of the site. Docusaurus has one folder: `@site/x` and every relative
 * path name a file of it. A site read where it lies (`pagewright build`, ../in-place/reading.ts) has
 * two: the content folder, holding what the import wrote (the files its local plugins and client
 * modules run from, the engine's own files), and the site's own folder, holding the rest (src/ and
 * the files its modules import, docs read in place, a module beside them, the files those name: none
 * is copied). Each file of the site has one path here: the content folder's where the import wrote
 * it, else the site's (the site's own for a file named like one of the engine's, `package.json`).
 * A copied site has the content folder alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { ownSiteRoot } from './site-src';
import { moduleCandidates } from './resolve';
import { reResolveInstead, reResolvedBy } from './re-resolve';
import { ENGINE_ROOT_FILES, OUTSIDE_DIR } from '../importer/site-files';

export interface SiteFolders {
  /** The content folder the import wrote. */
  content: string;
  /** The site's own folder, when it is read where it lies and is not the content folder. */
  own?: string;
}

export function siteFoldersOf(contentDir: string): SiteFolders {
  const own = ownSiteRoot(contentDir);
  return { content: path.resolve(contentDir), ...(own ? { own } : {}) };
}

/** Whether a path names a file or folder, as it is or as a module by the bundler's extensions. */
const names = (target: string): boolean => fs.existsSync(target) || moduleCandidates(target).some((c) => fs.existsSync(c));

const isUnder = (dir: string, file: string): boolean => file.startsWith(dir + path.sep);

/** `@site/<rel>`: the content folder's file where it has one, else the site's own; the content folder's path when neither does (esbuild may still resolve it, by an extension of its own). */
export function siteFile(folders: SiteFolders, rel: string): string {
  const inContent = path.join(folders.content, rel);
  if (!folders.own) return inContent;
  const own = path.join(folders.own, rel);
  // (A file of the engine's own at the content root, `package.json`, is never the site's: `@site/package.json` is the site's.)
  if (ENGINE_ROOT_FILES.has(path.normalize(rel)) && fs.existsSync(own)) return own;
  if (names(inContent)) return inContent;
  // (A file outside the site, where a copy would stand, `.outside-site/__/shared/x` (a webpack alias's target), is that file: ../importer/site-files.ts outsideCopyPath.)
  const [top, ...rest] = path.normalize(rel).split(path.sep);
  if (top === OUTSIDE_DIR && rest.length) {
    const outside = path.resolve(folders.own, ...rest.map((seg) => (seg === '__' ? '..' : seg)));
    return names(outside) ? outside : inContent;
  }
  return names(own) ? own : inContent;
}

/** A file's path in the site, as an author reads it in a message: relative to whichever folder holds it. */
export const sitePathOf = (folders: SiteFolders, file: string): string =>
  path.relative(folders.own && !isUnder(folders.content, file) ? folders.own : folders.content, file);

/** A path under the content folder that names nothing there is the site's own file at that place, if it has one; any other path is itself. */
export function ownFile(folders: SiteFolders, target: string): string {
  if (!folders.own || !isUnder(folders.content, target)) return target;
  return siteFile(folders, path.relative(folders.content, target));
}

/** Whether a file is the site's (in either folder), not a package's: the files whose webpack-only forms the bundle rewrites. */
export const isSiteFile = (folders: SiteFolders, file: string): boolean =>
  !file.split(path.sep).includes('node_modules') && (isUnder(folders.content, file) || (folders.own !== undefined && isUnder(folders.own, file)));

/**
 * A relative import in a module the import copied (`require.context('../../docs/changelog')`, a
 * stylesheet's `url(../../assets/x.svg)`) names the site's file when the import copied none there:
 * the request is resolved again from that file's folder in the site.
 */
export function ownFilesPlugin(folders: SiteFolders): Plugin {
  return {
    name: 'site-own-files',
    setup(b) {
      if (!folders.own) return;
      b.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (!isUnder(folders.content, args.importer) || args.importer.split(path.sep).includes('node_modules') || reResolvedBy(args, 'site-own-files'))
          return undefined;
        const [request, suffix = ''] = /^([^?#]*)(.*)$/.exec(args.path)!.slice(1);
        const target = path.resolve(args.resolveDir, request);
        const own = ownFile(folders, target);
        if (own === target) return undefined;
        const found = await reResolveInstead(b, 'site-own-files', `./${path.basename(own)}${suffix}`, args, { resolveDir: path.dirname(own) });
        return found.errors.length ? { errors: found.errors } : found;
      });
    },
  };
}
