/**
 * `new URL('./file', import.meta.url)` in a site's module: webpack 5 emits the file it names and
 * gives its URL (an asset), and bundles a module it names as its own entry (a worker:
 * `new Worker(new URL('./ai-worker.ts', import.meta.url))`). esbuild leaves the expression as it is,
 * naming a path beside the generated bundle where nothing is. Here the file is emitted beside the
 * bundle, a module bundled on its own for the browser, and the expression names it there, which
 * Next's bundler then publishes as webpack would (an asset, or a worker's entry).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { build, type Plugin } from 'esbuild';

const NEW_URL = /new\s+URL\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;
const MODULE = /\.(?:[cm]?[jt]sx?)$/;

/** `outDir`: the folder of the bundle, whose `assets/` receives the files. */
export function urlAssetsPlugin(outDir: string, nodePaths: string[]): Plugin {
  const emitted = new Map<string, string>();
  const emit = async (file: string): Promise<string> => {
    const known = emitted.get(file);
    if (known) return known;
    let contents: Buffer;
    let ext = path.extname(file);
    if (MODULE.test(file)) {
      const result = await build({
        entryPoints: [file],
        bundle: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        minify: true,
        write: false,
        nodePaths,
        logLevel: 'silent',
      });
      contents = Buffer.from(result.outputFiles[0].contents);
      ext = '.js';
    } else contents = fs.readFileSync(file);
    const name = `${path.basename(file, path.extname(file))}-${createHash('sha256').update(contents).digest('hex').slice(0, 8)}${ext}`;
    fs.mkdirSync(path.join(outDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(outDir, 'assets', name), contents);
    emitted.set(file, `./assets/${name}`);
    return `./assets/${name}`;
  };
  return {
    name: 'url-assets',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.namespace !== 'file' || args.path.split(path.sep).includes('node_modules')) return undefined;
        const source = fs.readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const urls = [...source.matchAll(NEW_URL)];
        const targets = new Map<string, string>();
        for (const [, , rel] of urls) {
          const file = path.resolve(path.dirname(args.path), rel);
          if (fs.existsSync(file) && fs.statSync(file).isFile()) targets.set(rel, await emit(file));
        }
        if (!targets.size) return undefined;
        const contents = source.replace(NEW_URL, (whole, q: string, rel: string) =>
          targets.has(rel) ? `new URL(${q}${targets.get(rel)}${q}, import.meta.url)` : whole,
        );
        const ext = path.extname(args.path).slice(1).replace(/^[cm]/, '');
        return { contents, loader: ext === 'js' ? 'jsx' : (ext as 'ts' | 'tsx' | 'jsx'), resolveDir: path.dirname(args.path) };
      });
    },
  };
}
