/**
 * `new URL('./file', import.meta.url)` in a site's module, or a package's: webpack 5 emits the file it names and
 * gives its URL (an asset). esbuild leaves the expression as it is, naming a path beside the
 * generated bundle where nothing is. Here the file is emitted beside the bundle and the expression
 * names it there, which Next's bundler then publishes as webpack would. A module named so is a
 * worker's entry (`new Worker(new URL('./ai-worker.ts', import.meta.url), {type: 'module'})`), which
 * webpack 5 bundles with the modules it imports into a chunk of its own (its WorkerPlugin): the
 * engine bundles it the same way, as one file the site publishes under `<baseUrl>assets/js/`
 * (./published.ts), with the files its bundle loads by URL beside it (./bundle.ts
 * withWorkerAssets), and the expression names its URL; one that does not compile is refused.
 * (A module worker gets an ES module; a classic worker, which cannot load one, a script.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Plugin } from 'esbuild';
import { workerFolder, workerUrl, workerUrlExpression } from './published';

const NEW_URL = /new\s+URL\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;
const MODULE = /\.(?:[cm]?[jt]sx?)$/;
// The options of `new Worker(url, {type: 'module'})`, read just after the URL.
const MODULE_WORKER = /^\s*\)?\s*,\s*\{[^}]*\btype\s*:\s*(['"])module\1/;

/** A worker's entry bundled with what it imports, as one file: an ES module, or a classic worker's script. */
export type BundleWorker = (entry: string, format: 'esm' | 'iife') => Promise<string>;

const hashed = (base: string, ext: string, contents: string | Buffer) => `${base}-${createHash('sha256').update(contents).digest('hex').slice(0, 8)}${ext}`;

/**
 * `outDir`: the folder of the bundle, whose `assets/` receives the files; `baseUrl`: the site's,
 * under which its workers are published. `read`: gets each file it emits (a worker's own modules
 * are in its build's metafile).
 */
export function urlAssetsPlugin(outDir: string, baseUrl: string, bundleWorker: BundleWorker, read?: Set<string>): Plugin {
  // File → the expression that names it.
  const emitted = new Map<string, string>();
  const emit = (file: string): string => {
    read?.add(file);
    const known = emitted.get(file);
    if (known) return known;
    const contents = fs.readFileSync(file);
    const name = hashed(path.basename(file, path.extname(file)), path.extname(file), contents);
    fs.mkdirSync(path.join(outDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(outDir, 'assets', name), contents);
    emitted.set(file, `new URL(${JSON.stringify(`./assets/${name}`)}, import.meta.url)`);
    return emitted.get(file)!;
  };
  const emitWorker = async (file: string, format: 'esm' | 'iife'): Promise<string> => {
    const key = `${format}:${file}`;
    const known = emitted.get(key);
    if (known) return known;
    const text = await bundleWorker(file, format);
    const name = hashed(path.basename(file, path.extname(file)), '.js', text);
    fs.mkdirSync(workerFolder(outDir, baseUrl), { recursive: true });
    fs.writeFileSync(path.join(workerFolder(outDir, baseUrl), name), text);
    emitted.set(key, workerUrlExpression(workerUrl(baseUrl, name)));
    return emitted.get(key)!;
  };
  return {
    name: 'url-assets',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        // (A package's modules too, as webpack 5 reads every module: a local search's worker.)
        if (args.namespace !== 'file') return undefined;
        const source = fs.readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const targets = new Map<string, string>();
        for (const m of source.matchAll(NEW_URL)) {
          const rel = m[2];
          const file = path.resolve(path.dirname(args.path), rel);
          if (!fs.existsSync(file) || !fs.statSync(file).isFile()) continue;
          if (MODULE.test(file)) {
            const after = source.slice(m.index + m[0].length, m.index + m[0].length + 200);
            try {
              targets.set(rel, await emitWorker(file, MODULE_WORKER.test(after) ? 'esm' : 'iife'));
            } catch (err) {
              const first = (err as { errors?: { text: string }[] }).errors?.[0]?.text ?? (err as Error).message.split('\n')[0];
              const line = source.slice(0, m.index).split('\n').length;
              return {
                errors: [
                  { text: `new URL('${rel}', import.meta.url) names a worker's entry the engine cannot bundle: ${first}`, location: { file: args.path, line } },
                ],
              };
            }
            continue;
          }
          targets.set(rel, emit(file));
        }
        if (!targets.size) return undefined;
        const contents = source.replace(NEW_URL, (whole, _q: string, rel: string) => targets.get(rel) ?? whole);
        const ext = path.extname(args.path).slice(1).replace(/^[cm]/, '');
        return { contents, loader: ext === 'js' ? 'jsx' : (ext as 'ts' | 'tsx' | 'jsx'), resolveDir: path.dirname(args.path) };
      });
    },
  };
}
