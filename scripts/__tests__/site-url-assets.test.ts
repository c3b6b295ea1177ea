/**
 * `new URL('./file', import.meta.url)` in a site module, which webpack 5 publishes (an asset, or a
 * module bundled as a worker's entry): the file is emitted beside the components' bundle and the
 * expression names it there (lib/site-components/url-assets.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { bundleSiteModule } from '../../test/site-bundle';
import { GENERATED_DIR } from '../../lib/site-components/manifest';
import { tempDir } from '../../test/temp-dir';

test('a worker module and an asset named by new URL(…, import.meta.url) are emitted beside the bundle', async () => {
  const site = tempDir('url-assets');
  fs.mkdirSync(path.join(site, 'src'));
  fs.writeFileSync(
    path.join(site, 'src/worker.ts'),
    "import { double } from './math';\nself.onmessage = (e: MessageEvent<number>) => self.postMessage(double(e.data));\n",
  );
  fs.writeFileSync(path.join(site, 'src/math.ts'), 'export const double = (n: number) => n * 2;\n');
  fs.writeFileSync(path.join(site, 'src/model.bin'), 'weights');
  fs.writeFileSync(
    path.join(site, 'src/Editor.tsx'),
    [
      "export const start = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });",
      "export const model = new URL('./model.bin', import.meta.url).href;",
      "export const missing = new URL('./not-there.js', import.meta.url).href;",
    ].join('\n'),
  );
  const { code } = await bundleSiteModule(site, 'src/Editor.tsx');
  const worker = /new URL\("\.\/assets\/(worker-[0-9a-f]{8}\.js)", import\.meta\.url\)/.exec(code)?.[1];
  const model = /new URL\("\.\/assets\/(model-[0-9a-f]{8}\.bin)", import\.meta\.url\)/.exec(code)?.[1];
  assert.ok(worker && model, code);
  const assets = path.resolve(GENERATED_DIR, 'assets');
  // The worker is bundled on its own, with what it imports.
  assert.match(fs.readFileSync(path.join(assets, worker), 'utf8'), /postMessage/);
  assert.equal(fs.readFileSync(path.join(assets, model), 'utf8'), 'weights');
  // A path that names no file stays as written.
  assert.match(code, /new URL\("\.\/not-there\.js", import\.meta\.url\)/);
  fs.rmSync(path.join(assets, worker));
  fs.rmSync(path.join(assets, model));
});
