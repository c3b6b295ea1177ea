/**
 * `new URL('./file', import.meta.url)` in a site module, which webpack 5 publishes as an asset: the
 * file is emitted beside the components' bundle and the expression names it there; a module named
 * so (a worker's entry) is refused with its file:line, which leaves its component out instead of
 * failing the build (lib/site-components/url-assets.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { bundleSiteModule } from '../../test/site-bundle';
import { GENERATED_DIR } from '../../lib/site-components/manifest';
import { tempDir } from '../../test/temp-dir';

test('an asset named by new URL(…, import.meta.url) is emitted beside the bundle; a worker module is refused', async () => {
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

  fs.writeFileSync(
    path.join(site, 'src/Editor.tsx'),
    "export const start = () =>\n  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });\n",
  );
  await assert.rejects(bundleSiteModule(site, 'src/Editor.tsx'), (err: Error) =>
    /src\/Editor\.tsx:2:.*new URL\('\.\/worker\.ts', import\.meta\.url\) names a module, a worker's entry, which the engine does not bundle/s.test(err.message),
  );
});
