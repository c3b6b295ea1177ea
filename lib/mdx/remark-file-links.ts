/**
 * Markdown links to files that are not docs (`[script](./install.sh)`, `.pdf`, `.yaml`, `.drawio`):
 * Docusaurus' mdx-loader (remark/transformLinks) turns a relative link whose file exists into the
 * URL of a copy of that file (webpack's file loader, assets/files/); here the file is served from
 * the content's asset folder (EnginePaths.assetPrefix/<path under content>, as images are:
 * lib/output/engine-files.ts publishes every file `isPublishedAsset` names). A link whose
 * file does not exist is left as written, for the link check, as Docusaurus leaves it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root, Link, Definition } from 'mdast';
import { visit } from './visit';
import { assetUrl, IMAGE_EXT } from './remark-images';
import { contentPathOf, type ContentBounds } from '../source/inside-content';
import { originOf } from './node-origin';

/** Files that are content or code, never published as they are (a link to a doc is remark-links'). */
const NOT_ASSET = /\.(mdx?|[cm]?[jt]sx?|css|s[ac]ss|less|map)$/i;

/** Video and audio, which pages and their components import or embed as images are (`import clip from './_media/a.mp4'`). */
export const MEDIA_EXT = /\.(mp4|webm|ogv|ogg|mov|m4v|mp3|wav|flac|m4a)$/i;

/**
 * Whether a file under a content root is published as an asset: any image, video or audio, and any other file
 * outside partial and data folders (`_…`), hidden ones, static/ (published at the site's own
 * paths) and the site's code (src/, node_modules/).
 */
export function isPublishedAsset(rel: string): boolean {
  if (IMAGE_EXT.test(rel) || MEDIA_EXT.test(rel)) return true;
  const segments = rel.split('/');
  // (_site/ holds the files an imported page names from elsewhere in its site: plugins/docusaurus/importer/transform-mdx.ts.)
  if (segments.some((s) => (s.startsWith('_') && s !== '_site') || s.startsWith('.')) || ['static', 'src', 'node_modules'].includes(segments[0])) return false;
  // The content folder's own files (site.config.json, versions.json, package.json) are not the docs'.
  if (segments.length === 1) return false;
  return path.extname(rel) !== '' && !NOT_ASSET.test(rel);
}

/** An import of a file webpack's file loader would take (`./img/a.png`, `./files/b.pdf`): not code, not data, not a page. */
export function isAssetImport(spec: string): boolean {
  const name = spec.split(/[?#]/)[0];
  return /\.\w+$/.test(name) && !NOT_ASSET.test(name) && !/\.(json|ya?ml)$/i.test(name);
}

/** A relative URL with a file extension and no scheme (`./a.sh`, `../files/b.pdf?x#y`). */
const RELATIVE_FILE = /^(?!\w[\w+.-]*:|\/|#|\?)([^?#]*\.\w+)([?#].*)?$/;

export interface FileLinkContext extends ContentBounds {
  /** Source path of the page being compiled, relative to the project root. */
  source: string;
  rootDir: string;
  /** The site's mount (lib/shared/site-paths.ts siteMount; none: ""). */
  mount?: string;
  /** The site's base path with its slashes: a static folder's files are under it (./remark-images.ts assetUrl). */
  siteBase?: string;
}

export default function remarkFileLinks(ctx: FileLinkContext) {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Link | Definition;
      const m = RELATIVE_FILE.exec(link.url);
      if (!m || NOT_ASSET.test(m[1])) return;
      let abs: string;
      try {
        // (In a partial, from the partial's folder: mdx-loader compiles it as a file of its own.)
        abs = path.resolve(ctx.rootDir, path.dirname(originOf(node)?.file ?? ctx.source), decodeURI(m[1]));
      } catch {
        return;
      }
      if (!fs.existsSync(abs) || !fs.statSync(abs).isFile()) return;
      const url = assetUrl(abs, ctx, ctx.mount ?? '');
      // (A file of a static folder read where it lies is published whatever it is; one of the content, if the assets' walk publishes it.)
      const rel = contentPathOf(abs, ctx);
      if (url && (rel === undefined || isPublishedAsset(rel))) link.url = url + (m[2] ?? '');
    });
  };
}
