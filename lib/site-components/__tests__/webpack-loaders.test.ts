import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { webpackLoadersPlugin } from '../bundle';
import { tempDir } from '../../../test/temp-dir';

test("webpack's loaders in a component: raw-loader gives the file's text, a video its published URL", async () => {
  const site = tempDir('loaders');
  fs.mkdirSync(path.join(site, 'docs/flows/media'), { recursive: true });
  fs.mkdirSync(path.join(site, 'samples'), { recursive: true });
  fs.writeFileSync(path.join(site, 'docs/flows/sample.txt'), 'first line\n');
  fs.writeFileSync(path.join(site, 'samples/main.go'), 'package main\n');
  fs.writeFileSync(path.join(site, 'samples/helper.js'), 'export {};\n');
  fs.writeFileSync(path.join(site, 'docs/flows/media/clip.mp4'), '');
  fs.writeFileSync(
    path.join(site, 'docs/flows/index.js'),
    [
      "import sample from 'raw-loader!./sample.txt';",
      "import main from '!!raw-loader!@site/samples/main.go';",
      "import helper from '!!raw-loader!../../samples/helper';",
      "import clip from './media/clip.mp4';",
      'export const all = { sample, main, helper, clip };',
    ].join('\n'),
  );
  const out = await build({
    entryPoints: [path.join(site, 'docs/flows/index.js')],
    bundle: true,
    write: false,
    format: 'cjs',
    plugins: [webpackLoadersPlugin(site)],
  });
  const loaded = { exports: {} as { all?: Record<string, string> } };
  new Function('module', 'exports', out.outputFiles[0].text)(loaded, loaded.exports);
  assert.deepEqual(loaded.exports.all, {
    sample: 'first line\n',
    main: 'package main\n',
    helper: 'export {};\n',
    clip: '/docs/assets/docs/flows/media/clip.mp4',
  });
  await assert.rejects(
    build({
      stdin: { contents: "import x from 'raw-loader!./missing.txt';", resolveDir: site },
      bundle: true,
      write: false,
      plugins: [webpackLoadersPlugin(site)],
      logLevel: 'silent',
    }),
    /raw-loader!\.\/missing\.txt": missing\.txt does not exist/,
  );
});
