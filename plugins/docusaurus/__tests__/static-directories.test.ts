/**
 * The config's staticDirectories: every listed folder is published under the baseUrl, as
 * Docusaurus copies each (core's build, copy-webpack-plugin). The copying import copies the others
 * than static/ to their place in the imported folder and lists them in content.staticFolders.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../../test/temp-dir';
import { importStatic } from '../importer/site-content';
import { otherStaticDirectories } from '../importer/static-directories';
import type { ImportRun } from '../importer/import-run';

const write = (root: string, rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};

test("the config's other staticDirectories are copied to their place and listed; static/ goes under the baseUrl as before", () => {
  const from = tempDir('static-dirs-site');
  const to = tempDir('static-dirs-imported');
  write(from, 'static/img/a.svg', '<svg/>');
  write(from, 'src/static/img/logo.svg', '<svg/>');
  write(from, 'assets/fonts/x.woff2', 'font');
  const raw = { staticDirectories: ['static', 'src/static', 'assets', 'missing', '../outside'] };
  assert.deepEqual(otherStaticDirectories(raw, from), ['src/static', 'assets']);
  assert.deepEqual(otherStaticDirectories({}, from), [], 'the default is static/ alone');
  const run = { from, to, site: { baseUrl: '/docs/', raw }, report: {}, reading: undefined, allowedHtml: {} } as unknown as ImportRun;
  importStatic(run);
  assert.ok(fs.existsSync(path.join(to, 'static/docs/img/a.svg')));
  assert.ok(fs.existsSync(path.join(to, 'src/static/img/logo.svg')));
  assert.ok(fs.existsSync(path.join(to, 'assets/fonts/x.woff2')));
});
