/**
 * `new URL('./file', import.meta.url)` in a site module, which webpack 5 publishes as an asset: the
 * file is emitted beside the components' bundle and the expression names it there; a module named
 * so (a worker's entry) is bundled with what it imports into one file the site publishes under
 * `<baseUrl>assets/js/`, as webpack's WorkerPlugin emits it, outside Next's bundles, and one that
 * does not compile is refused with its file:line (plugins/docusaurus/site-components/url-assets.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { bundleSiteModule } from '../../test/site-bundle';
import { GENERATED_DIR } from '../../lib/site-modules/manifest';
import { tempDir } from '../../test/temp-dir';
import { publishedSiteFiles } from '../../plugins/docusaurus/site-components/published';

test("an asset named by new URL(…, import.meta.url) is emitted beside the bundle; a worker's entry is bundled", async () => {
  const site = tempDir('url-assets');
  fs.mkdirSync(path.join(site, 'src'));
  fs.writeFileSync(path.join(site, 'src/worker.ts'), 'self.onmessage = (e: MessageEvent<number>) => self.postMessage(e.data * 2);\n');
  fs.writeFileSync(path.join(site, 'src/model.bin'), 'weights');
  fs.writeFileSync(
    path.join(site, 'src/Model.tsx'),
    ["export const model = new URL('./model.bin', import.meta.url).href;", "export const missing = new URL('./not-there.js', import.meta.url).href;"].join(
      '\n',
    ),
  );
  const { code } = await bundleSiteModule(site, 'src/Model.tsx');
  const model = /new URL\("\.\/assets\/(model-[0-9a-f]{8}\.bin)", import\.meta\.url\)/.exec(code)?.[1];
  assert.ok(model, code);
  const assets = path.resolve(GENERATED_DIR, 'assets');
  assert.equal(fs.readFileSync(path.join(assets, model), 'utf8'), 'weights');
  // A path that names no file stays as written.
  assert.match(code, /new URL\("\.\/not-there\.js", import\.meta\.url\)/);
  fs.rmSync(path.join(assets, model));

  fs.writeFileSync(path.join(site, 'src/double.ts'), 'export const double = (n: number): number => n * 2;\n');
  fs.writeFileSync(
    path.join(site, 'src/worker.ts'),
    "import { double } from './double';\nself.onmessage = (e: MessageEvent<number>) => self.postMessage(double(e.data));\n",
  );
  fs.writeFileSync(path.join(site, 'src/classic.js'), "self.onmessage = () => self.postMessage('up');\n");
  fs.writeFileSync(
    path.join(site, 'src/Editor.tsx'),
    [
      'export const start = () =>',
      "  new Worker(new URL('./worker.ts', import.meta.url), {",
      "    type: 'module',",
      '  });',
      "export const classic = () => new Worker(new URL('./classic.js', import.meta.url));",
    ].join('\n'),
  );
  const editor = (await bundleSiteModule(site, 'src/Editor.tsx', { baseUrl: '/docs/' })).code;
  // Named by its URL on the page's origin, with no import.meta.url for Next's bundler to follow into it.
  const workerAt = (code: string, name: string) =>
    new RegExp(`new URL\\("(/docs/assets/js/${name}-[0-9a-f]{8}\\.js)", globalThis\\.location\\?\\.href \\?\\? "file:///"\\)`).exec(code)?.[1];
  const worker = workerAt(editor, 'worker');
  const classic = workerAt(editor, 'classic');
  assert.ok(worker && classic, editor);
  const published = () => publishedSiteFiles();
  const workerCode = fs.readFileSync(published().get(worker)!, 'utf8');
  // Its import is inside, and nothing is left for the browser to load: no import statement, no TypeScript.
  assert.match(workerCode, /\*\s*2/);
  assert.doesNotMatch(workerCode, /\bimport\b|: number/);
  // A classic worker (no `type: 'module'`) gets a script, which it can load: an IIFE.
  assert.match(fs.readFileSync(published().get(classic)!, 'utf8'), /^(?:"use strict";)?\(\(\)\s*=>\s*\{/);
  const publishedDir = path.resolve(GENERATED_DIR, 'published');
  fs.rmSync(publishedDir, { recursive: true });

  // A worker whose bundle loads files by URL at run time, as webpack emits them: the site's own, and a
  // package's named without ./ (onnxruntime's .wasm beside its script), each beside the worker, named from there;
  // and what it imports by a name computed at run time, which is the browser's to load.
  fs.writeFileSync(path.join(site, 'src/engine.wasm'), 'site wasm');
  fs.mkdirSync(path.join(site, 'node_modules/fake-ort'), { recursive: true });
  fs.writeFileSync(path.join(site, 'node_modules/fake-ort/package.json'), JSON.stringify({ name: 'fake-ort', main: 'index.js' }));
  fs.writeFileSync(
    path.join(site, 'node_modules/fake-ort/index.js'),
    "export const runtime = new URL('ort-runtime.wasm', import.meta.url);\nexport const load = (name) => import(/* webpackIgnore: true */ new URL(name, import.meta.url).href);\n",
  );
  fs.writeFileSync(path.join(site, 'node_modules/fake-ort/ort-runtime.wasm'), 'package wasm');
  fs.writeFileSync(
    path.join(site, 'src/wasm-worker.js'),
    "import { runtime, load } from 'fake-ort';\nconst wasm = new URL('./engine.wasm', import.meta.url);\nconst cdn = new URL('https://cdn.example.com/model.onnx', import.meta.url);\nself.onmessage = () => Promise.all([fetch(wasm), fetch(runtime), fetch(cdn), load('ort.mjs')]);\n",
  );
  fs.writeFileSync(path.join(site, 'src/Wasm.tsx'), "export const w = () => new Worker(new URL('./wasm-worker.js', import.meta.url), { type: 'module' });\n");
  const wasmWorker = workerAt((await bundleSiteModule(site, 'src/Wasm.tsx', { baseUrl: '/docs/' })).code, 'wasm-worker');
  assert.ok(wasmWorker);
  const files = published();
  const wasmCode = fs.readFileSync(files.get(wasmWorker)!, 'utf8');
  const own = /new URL\("\.\/(engine-[0-9a-f]{8}\.wasm)", import\.meta\.url\)/.exec(wasmCode)?.[1];
  assert.ok(own, wasmCode);
  assert.equal(fs.readFileSync(files.get(`/docs/assets/js/${own}`)!, 'utf8'), 'site wasm');
  assert.match(wasmCode, /new URL\("\.\/ort-runtime\.wasm", import\.meta\.url\)/);
  assert.equal(fs.readFileSync(files.get('/docs/assets/js/ort-runtime.wasm')!, 'utf8'), 'package wasm');
  // (An absolute URL stays as written: the browser's to load; so does a computed import.)
  assert.match(wasmCode, /new URL\("https:\/\/cdn\.example\.com\/model\.onnx",\s*import\.meta\.url\)/);
  assert.match(wasmCode, /import\(\s*(?:\/\*[^*]*\*\/\s*)?new URL\(/);
  assert.deepEqual([...files.keys()].sort(), [wasmWorker, `/docs/assets/js/${own}`, '/docs/assets/js/ort-runtime.wasm'].sort());
  fs.rmSync(publishedDir, { recursive: true });
  // One that names a file no module of it has beside it is refused, at the line that names the worker.
  fs.writeFileSync(
    path.join(site, 'node_modules/fake-ort/index.js'),
    "export const runtime = new URL('gone.wasm', import.meta.url);\nexport const load = () => undefined;\n",
  );
  await assert.rejects(bundleSiteModule(site, 'src/Wasm.tsx'), (err: Error) =>
    /src\/Wasm\.tsx:1:.*names a worker's entry the engine cannot bundle: its bundle loads gone\.wasm by URL at run time/s.test(err.message),
  );

  // A worker's entry that does not compile leaves its module out, with the line that names it.
  fs.writeFileSync(path.join(site, 'src/broken.ts'), "import { nothing } from './not-there';\nnothing();\n");
  fs.writeFileSync(path.join(site, 'src/Broken.tsx'), "\nexport const b = () => new Worker(new URL('./broken.ts', import.meta.url));\n");
  await assert.rejects(bundleSiteModule(site, 'src/Broken.tsx'), (err: Error) =>
    /src\/Broken\.tsx:2:.*names a worker's entry the engine cannot bundle: Could not resolve "\.\/not-there"/s.test(err.message),
  );
});

test("a package's module names its worker so too (a local search's): the worker is bundled and published, as webpack 5 reads every module", async () => {
  const site = tempDir('url-assets-package');
  const pkg = path.join(site, 'node_modules/fake-search');
  fs.mkdirSync(pkg, { recursive: true });
  fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'fake-search', main: 'index.js' }));
  fs.writeFileSync(path.join(pkg, 'index.js'), "export const start = () => new Worker(new URL('./worker.js', import.meta.url));\n");
  fs.writeFileSync(path.join(pkg, 'worker.js'), "import { score } from './score.js';\nself.onmessage = (e) => self.postMessage(score(e.data));\n");
  fs.writeFileSync(path.join(pkg, 'score.js'), 'export const score = (q) => q.length * 7;\n');
  fs.mkdirSync(path.join(site, 'src'));
  fs.writeFileSync(path.join(site, 'src/Search.js'), "import { start } from 'fake-search';\nexport const s = start;\n");
  const { code } = await bundleSiteModule(site, 'src/Search.js', { baseUrl: '/docs/' });
  const worker = new RegExp(`new URL\\("(/docs/assets/js/worker-[0-9a-f]{8}\\.js)"`).exec(code)?.[1];
  assert.ok(worker, code);
  const files = publishedSiteFiles();
  assert.match(fs.readFileSync(files.get(worker)!, 'utf8'), /\*\s*7/);
  fs.rmSync(path.resolve(GENERATED_DIR, 'published'), { recursive: true });
});
