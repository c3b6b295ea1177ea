/**
 * `new URL('./file', import.meta.url)` in a site's module: webpack 5 emits the file it names and
 * gives its URL (an asset). esbuild leaves the expression as it is, naming a path beside the
 * generated bundle where nothing is. Here the file is emitted beside the bundle and the expression
 * names it there, which Next's bundler then publishes as webpack would. A module named so is a
 * worker's entry (`new Worker(new URL('./ai-worker.ts', import.meta.url))`), which webpack bundles
 * with the files it names in turn: the engine refuses it, so that its component or page is left out
 * with the reason, rather than the whole build failing in Next.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Plugin } from 'esbuild';

const NEW_URL = /new\s+URL\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;
const MODULE = /\.(?:[cm]?[jt]sx?)$/;

/** `outDir`: the folder of the bundle, whose `assets/` receives the files. */
export function urlAssetsPlugin(outDir: string): Plugin {
  const emitted = new Map<string, string>();
  const emit = (file: string): string => {
    const known = emitted.get(file);
    if (known) return known;
    const contents = fs.readFileSync(file);
    const ext = path.extname(file);
    const name = `${path.basename(file, ext)}-${createHash('sha256').update(contents).digest('hex').slice(0, 8)}${ext}`;
    fs.mkdirSync(path.join(outDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(outDir, 'assets', name), contents);
    emitted.set(file, `./assets/${name}`);
    return `./assets/${name}`;
  };
  return {
    name: 'url-assets',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (args.namespace !== 'file' || args.path.split(path.sep).includes('node_modules')) return undefined;
        const source = fs.readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const targets = new Map<string, string>();
        for (const m of source.matchAll(NEW_URL)) {
          const rel = m[2];
          const file = path.resolve(path.dirname(args.path), rel);
          if (!fs.existsSync(file) || !fs.statSync(file).isFile()) continue;
          if (MODULE.test(file)) {
            const line = source.slice(0, m.index).split('\n').length;
            return {
              errors: [
                {
                  text: `new URL('${rel}', import.meta.url) names a module, a worker's entry, which the engine does not bundle`,
                  location: { file: args.path, line },
                },
              ],
            };
          }
          targets.set(rel, emit(file));
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
