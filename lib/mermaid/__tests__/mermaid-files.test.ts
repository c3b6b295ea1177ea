/** The Mermaid a site's diagrams are drawn with: the engine's own, or the install a site names (an imported site's theme-mermaid's). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../../test/temp-dir';
import { mermaidFile, mermaidFiles, mermaidModuleUrl, mermaidPackage, mermaidVersion } from '../mermaid-files';

/** A mermaid package folder with the prebuilt modules' layout (dist/mermaid.esm.min.mjs and its chunks). */
function fakeMermaid(version: string): string {
  const dir = tempDir('mermaid-package');
  fs.mkdirSync(path.join(dir, 'dist/chunks/mermaid.esm.min'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'mermaid', version }));
  fs.writeFileSync(path.join(dir, 'dist/mermaid.esm.min.mjs'), 'import{a}from"./chunks/mermaid.esm.min/chunk-A.mjs";export default a;');
  fs.writeFileSync(path.join(dir, 'dist/chunks/mermaid.esm.min/chunk-A.mjs'), 'export const a = 1;');
  return dir;
}

test("a site's own Mermaid install is published and imported by its version; without its modules, the engine's", () => {
  const own = fakeMermaid('11.0.0-fixture');
  const config = { markdown: { mermaidInBrowser: { package: own } } };
  assert.equal(mermaidPackage(config), own);
  assert.equal(mermaidVersion(own), '11.0.0-fixture');
  assert.deepEqual(mermaidFiles(own), ['mermaid.esm.min.js', 'chunks/mermaid.esm.min/chunk-A.js']);
  assert.equal(mermaidFile('mermaid.esm.min.js', own), 'import{a}from"./chunks/mermaid.esm.min/chunk-A.js";export default a;');
  assert.equal(mermaidModuleUrl('/base', own), '/base/docs/mermaid/11.0.0-fixture/mermaid.esm.min.js');
  // A folder without the prebuilt modules (an old Mermaid), or none named: the engine's own.
  const engine = mermaidPackage();
  assert.notEqual(engine, own);
  assert.equal(mermaidPackage({ markdown: { mermaidInBrowser: { package: tempDir('not-mermaid') } } }), engine);
  assert.equal(mermaidModuleUrl(''), `/docs/mermaid/${mermaidVersion()}/mermaid.esm.min.js`);
});
