/**
 * Images with relative paths (`![Architecture](./img/arch.svg)`): checked to exist (else the build
 * fails at file:line), served from the engine's assets folder/<path under content> (lib/shared/site-paths.ts
 * EnginePaths.assetPrefix),
 * and given their intrinsic width and height so the page does not shift while they load.
 *
 * Site-absolute images published from `<content>/static/` (`![Architecture](/docs/img/diagrams/arch.svg)`)
 * get the same check and size without being copied, so one file can serve every version of a page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root, Image } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from './visit';
import { imageSize } from 'image-size';
import { inclusionNote, originOf, placeOf } from './node-origin';
import { enginePaths } from '../shared/site-paths';
import { contentPathOf, outsideContent, outsideMessage, type ContentBounds } from '../source/inside-content';
import { listedStaticFolders, staticFileAt, type StaticFolder } from '../source/static-folders';
import { fontSizes } from '../content/diagrams';

export const IMAGE_EXT = /\.(png|jpe?g|gif|svg|webp|avif)$/i;

/** `contentRoots`: content/ and, in test builds, the overlay; assets are addressed relative to them. */
export interface ImageContext extends ContentBounds {
  source: string;
  rootDir: string;
  /** Where the site's hand-drawn diagrams are published (lib/shared/site-paths.ts diagramsUrl): those images open in the diagram viewer. */
  diagramsUrl: string;
  /** The site's mount (lib/shared/site-paths.ts siteMount; none: ""): the engine's assets folder is under it. */
  mount?: string;
  /** The site's base path with its slashes (lib/shared/site-paths.ts siteBase): its static folders' files are under it. */
  siteBase?: string;
}

/** The site's static folders besides its content roots' static/ (content.staticFolders, under its base path). */
const siteStaticFolders = (ctx: ImageContext): StaticFolder[] =>
  listedStaticFolders(ctx.contentRoots[0], ctx.contentPolicy?.staticFolders, ctx.siteBase ?? '/');

/** Where a file's URL comes from: the content's (its place under a content root) or a listed static folder's, read where it lies. */
export interface AssetBounds extends Pick<ContentBounds, 'contentRoots' | 'sourceDirs' | 'contentPolicy'> {
  /** The site's base path with its slashes (lib/shared/site-paths.ts siteBase): its static folders' files are under it. */
  siteBase?: string;
}

const encodePath = (rel: string) => rel.split('/').map(encodeURIComponent).join('/');

/**
 * URL of an asset file (absolute path): under one of the content roots, its path under the content
 * in the engine's assets folder; else, in a static folder content.staticFolders lists (an imported
 * site's `static/`, read where it lies), the URL that folder publishes it at; else undefined.
 */
export function assetUrl(file: string, bounds: AssetBounds, mount: string): string | undefined {
  const rel = contentPathOf(file, bounds);
  if (rel !== undefined) return enginePaths(mount).assetPrefix + encodePath(rel);
  const folder = listedStaticFolders(bounds.contentRoots[0], bounds.contentPolicy?.staticFolders, bounds.siteBase ?? '/').find((f) =>
    file.startsWith(f.dir + path.sep),
  );
  return folder && `${folder.at}/${encodePath(path.relative(folder.dir, file).split(path.sep).join('/'))}`;
}

/**
 * The file published at a site-absolute URL path: under one of the roots' static/ folders, else the
 * site's listed static folders (lib/source/static-folders.ts), in that order, as the build publishes them.
 */
export function staticFile(urlPath: string, roots: string[], folders: readonly StaticFolder[] = []): string | undefined {
  return staticFileAt([...roots.map((root) => ({ dir: path.join(root, 'static'), at: '' })), ...folders], decodeURI(urlPath.split(/[?#]/)[0]));
}

/**
 * Lazy loading plus the intrinsic width and height of an image file, when its format is known. A
 * diagram is focusable, so that Enter opens it in the diagram viewer as a click does, and says how
 * small its labels are: its smallest font size (components/behaviour/LazyBehaviours.tsx).
 */
function imageProps(file: string, diagram: boolean): Record<string, string | number> {
  const props: Record<string, string | number> = { loading: 'lazy', decoding: 'async' };
  const bytes = fs.readFileSync(file);
  try {
    const size = imageSize(bytes);
    if (size.width && size.height) Object.assign(props, { width: size.width, height: size.height });
  } catch {
    // unknown format: no intrinsic size
  }
  if (!diagram) return props;
  props.tabIndex = 0;
  const sizes = /\.svg$/i.test(file) ? fontSizes(bytes.toString('utf8')) : [];
  if (sizes.length) props.dataLabelPx = Math.min(...sizes);
  return props;
}

/** An image file whose real path is outside the content folder (lib/source/inside-content.ts) is refused. */
function refuseOutside(abs: string, url: string, where: string, note: string, bounds: ContentBounds, file: VFile): void {
  const real = outsideContent(abs, bounds);
  if (real) file.fail(`${where}: ${outsideMessage(`image "${url}"${note}`, real)}`);
}

export default function remarkImages(ctx: ImageContext) {
  const assetPrefix = enginePaths(ctx.mount ?? '').assetPrefix;
  return (tree: Root, file: VFile) => {
    visit(tree, 'image', (node: Image) => {
      const where = placeOf(node, ctx.source);
      const note = inclusionNote(node);
      let abs: string | undefined;
      if (/^\/(?!\/)/.test(node.url) && !node.url.startsWith(assetPrefix) && IMAGE_EXT.test(node.url.split(/[?#]/)[0])) {
        abs = staticFile(node.url, ctx.contentRoots, siteStaticFolders(ctx));
        if (!abs)
          file.fail(
            `${where}: image "${node.url}" is not a file under ${ctx.contentRoots.map((r) => path.relative(ctx.rootDir, path.join(r, 'static')) || 'static').join(' or ')}${note}; add it there or fix the path`,
          );
        refuseOutside(abs!, node.url, where, note, ctx, file);
      } else {
        if (/^(\w+:|\/)/.test(node.url)) return; // external images and other absolute URLs are left alone
        // A partial's image is relative to the partial, as Docusaurus' transformImage resolves it (from the file it compiles).
        abs = path.resolve(ctx.rootDir, path.dirname(originOf(node)?.file ?? ctx.source), decodeURI(node.url.split(/[?#]/)[0]));
        if (!fs.existsSync(abs)) file.fail(`${where}: image "${node.url}" does not exist${note}`);
        refuseOutside(abs, node.url, where, note, ctx, file);
        const url = assetUrl(abs, ctx, ctx.mount ?? '');
        // (Allowed by content.outsideFolders, but only what is under the content folder has a URL.)
        if (!url)
          file.fail(
            `${where}: image "${node.url}"${note} is not under the content folder, so it has no URL — move it there, or link it in with a symbolic link`,
          );
        node.url = url!;
      }
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), ...imageProps(abs!, node.url.startsWith(ctx.diagramsUrl)) } };
    });
  };
}
