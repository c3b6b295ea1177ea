/**
 * A site component that imports a UMD package (a module with both `define.amd` and CommonJS
 * branches, as some carousel helpers ship): the bundle takes its CommonJS branch and holds no AMD
 * `define([...])` call, which Next's bundler would otherwise resolve from the generated folder.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleSiteModule } from '../../test/site-bundle';

const UMD = `(function (global, factory) {
  if (typeof define === "function" && define.amd) define(["exports", "./helper"], factory);
  else if (typeof exports !== "undefined") factory(exports, require("./helper"));
  else { var mod = { exports: {} }; factory(mod.exports, global.helper); global.swipe = mod.exports; }
})(this, function (exports, helper) {
  exports.greet = function (name) { return helper.prefix + name; };
});
`;

test('a UMD package is bundled through its CommonJS branch, with no AMD define left for Next to resolve', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'umd-site-'));
  try {
    const pkg = path.join(site, 'node_modules/umd-greeter/lib');
    fs.mkdirSync(pkg, { recursive: true });
    fs.writeFileSync(path.join(site, 'node_modules/umd-greeter/package.json'), JSON.stringify({ name: 'umd-greeter', main: 'lib/index.js' }));
    fs.writeFileSync(path.join(pkg, 'index.js'), UMD);
    fs.writeFileSync(path.join(pkg, 'helper.js'), 'exports.prefix = "hello ";\n');
    fs.mkdirSync(path.join(site, 'src'));
    fs.writeFileSync(path.join(site, 'src/Greeting.js'), "import { greet } from 'umd-greeter';\nexport const text = greet('reader');\n");
    const bundle = await bundleSiteModule(site, 'src/Greeting.js');
    assert.doesNotMatch(bundle.code, /\bdefine\s*\(\s*\[/, 'no AMD define call in the bundle');
    const mod = await bundle.load<{ text: string }>();
    assert.equal(mod.text, 'hello reader');
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});
