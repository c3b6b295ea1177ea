/**
 * A package subpath whose `exports` target names no extension resolves as Docusaurus' webpack
 * resolves it (its resolve.extensions tried after the mapping), unless the import is fully specified;
 * esbuild alone, as Node, fails on it (@getcanary/web's `./components/*`, on reduxjs/react-redux).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { build } from 'esbuild';
import { exportsExtensionsPlugin, exportsTargetWithExtension } from '../../plugins/docusaurus/site-components/exports-extensions';
import { tempFiles } from '../../test/temp-dir';

const site = tempFiles('exports-extensions', {
  'node_modules/pkg/package.json': JSON.stringify({
    name: 'pkg',
    exports: { './components/*': './dist/components/*', './exact': './dist/components/root.js' },
  }),
  'node_modules/pkg/dist/components/root.js': "export default 'the root';\n",
  'node_modules/esm-theme/package.json': JSON.stringify({ name: 'esm-theme', type: 'module' }),
  'node_modules/esm-theme/index.js': "export { default } from 'pkg/components/root';\n",
  'src/Search.jsx': "import root from 'pkg/components/root';\nexport default root;\n",
});

test('the extensions webpack tries, on the target the exports map gives, where the request is not fully specified', () => {
  const from = (file: string) => [path.dirname(path.join(site, file)), path.join(site, file)] as const;
  assert.equal(exportsTargetWithExtension('pkg/components/root', ...from('src/Search.jsx')), path.join(site, 'node_modules/pkg/dist/components/root.js'));
  // (A target that is a file, a package without exports: esbuild's own.)
  assert.equal(exportsTargetWithExtension('pkg/exact', ...from('src/Search.jsx')), undefined);
  assert.equal(exportsTargetWithExtension('pkg/components/none', ...from('src/Search.jsx')), undefined);
  // Fully specified: from an .mjs file, or a .js file of a package whose type is module (webpack fails there too).
  assert.equal(exportsTargetWithExtension('pkg/components/root', ...from('src/search.mjs')), undefined);
  assert.equal(exportsTargetWithExtension('pkg/components/root', ...from('node_modules/esm-theme/index.js')), undefined);
});

test('the bundle resolves such a request, where esbuild alone does not', async () => {
  const options = { entryPoints: [path.join(site, 'src/Search.jsx')], bundle: true, write: false, format: 'esm' as const, logLevel: 'silent' as const };
  await assert.rejects(build(options), /Could not resolve "pkg\/components\/root"/);
  const out = await build({ ...options, plugins: [exportsExtensionsPlugin()] });
  assert.match(out.outputFiles?.[0].text ?? '', /the root/);
});
