/**
 * A config that lists its client modules with a package (`resolveGlob.sync(['./src/js/*.js'])`),
 * which the stubbed evaluation cannot run: read again with the site's packages installed, in the
 * site's folder as Docusaurus runs it, the modules are named in site.config.json after the others.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { configWithPackages, evaluateModule } from '../../plugins/docusaurus/importer/config';
import { addComputedClientModules, importClientModules } from '../../plugins/docusaurus/importer/client-modules';
import { tempDir } from '../../test/temp-dir';

function site(): { root: string; to: string } {
  const root = tempDir('client-modules-site');
  const to = tempDir('client-modules-imported');
  fs.writeFileSync(
    path.join(root, 'docusaurus.config.js'),
    "const resolveGlob = require('glob-lite');\nmodule.exports = { title: 'Site', clientModules: resolveGlob.sync(['./src/js/*.js']) };\n",
  );
  fs.mkdirSync(path.join(root, 'src/js'), { recursive: true });
  for (const name of ['b-state.js', 'a-copy.js']) fs.writeFileSync(path.join(root, 'src/js', name), 'export default function onRouteDidUpdate() {}\n');
  // (A glob library of the kind: absolute paths, from the working folder.)
  const pkg = path.join(to, 'node_modules/glob-lite');
  fs.mkdirSync(pkg, { recursive: true });
  fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'glob-lite', main: 'index.js' }));
  fs.writeFileSync(
    path.join(pkg, 'index.js'),
    "const fs = require('fs'), path = require('path');\n" +
      "exports.sync = () => { const dir = path.join(process.cwd(), 'src/js'); return fs.existsSync(dir) ? fs.readdirSync(dir).sort().map((f) => path.join(dir, f)) : []; };\n",
  );
  fs.writeFileSync(path.join(to, 'site.config.json'), JSON.stringify({ clientModules: ['node_modules/theme/client.js'] }));
  return { root, to };
}

test("client modules a package lists: none from the stubbed evaluation, the site's own once its packages are installed", async () => {
  const { root, to } = site();
  const stubbed = await evaluateModule(path.join(root, 'docusaurus.config.js'), {});
  assert.deepEqual(importClientModules(stubbed, root, to, true).modules, []);
  const evaluated = await configWithPackages(root, to);
  assert.ok(evaluated);
  const cwd = process.cwd();
  const added = addComputedClientModules(evaluated, root, to, true);
  assert.equal(process.cwd(), cwd, 'the working folder is the import’s again');
  assert.deepEqual(added.modules, ['src/js/a-copy.js', 'src/js/b-state.js']);
  const config = JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8'));
  assert.deepEqual(config.clientModules, ['node_modules/theme/client.js', 'src/js/a-copy.js', 'src/js/b-state.js']);
  // Read again: nothing added twice.
  assert.deepEqual(addComputedClientModules(evaluated, root, to, true).modules, []);
});
