/**
 * Images with relative paths (`![Architecture](./img/arch.svg)`): checked to exist (else the build
 * fails at file:line), served from /docs/assets/<path under content>, and given their intrinsic
 * width and height so the page does not shift while they load.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root, Image } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { imageSize } from 'image-size';

export const ASSET_PREFIX = '/docs/assets/';
export const IMAGE_EXT = /\.(png|jpe?g|gif|svg|webp|avif)$/i;

export interface ImageContext {
  source: string;
  rootDir: string;
  /** Absolute content roots (content/ and, in test builds, the overlay); assets are addressed relative to them. */
  contentRoots: string[];
}

/** URL of an asset file (absolute path) under one of the content roots, or undefined when outside them. */
export function assetUrl(file: string, roots: string[]): string | undefined {
  const root = roots.find((r) => file.startsWith(r + path.sep));
  return root ? ASSET_PREFIX + path.relative(root, file).split(path.sep).map(encodeURIComponent).join('/') : undefined;
}

export default function remarkImages(ctx: ImageContext) {
  return (tree: Root, file: VFile) => {
    visit(tree, 'image', (node: Image) => {
      if (/^(\w+:|\/\/|\/)/.test(node.url)) return; // absolute and external images are left alone
      const abs = path.resolve(ctx.rootDir, path.dirname(ctx.source), decodeURI(node.url.split(/[?#]/)[0]));
      const line = node.position?.start.line;
      if (!fs.existsSync(abs)) file.fail(`${ctx.source}${line ? `:${line}` : ''}: image "${node.url}" does not exist`);
      const url = assetUrl(abs, ctx.contentRoots);
      if (!url) file.fail(`${ctx.source}${line ? `:${line}` : ''}: image "${node.url}" is outside the content folder`);
      const props: Record<string, string | number> = { loading: 'lazy', decoding: 'async' };
      try {
        const size = imageSize(fs.readFileSync(abs));
        if (size.width && size.height) Object.assign(props, { width: size.width, height: size.height });
      } catch {
        // unknown format: no intrinsic size
      }
      node.url = url!;
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), ...props } };
    });
  };
}
