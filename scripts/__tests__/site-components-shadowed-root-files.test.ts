/**
 * A site's root file named like one of the engine's (versions.json) is imported beside them, under
 * .docusaurus-root/ (plugins/docusaurus/importer/site-files.ts): a page of the site that imports it by a relative
 * path (`../../versions.json` from src/pages/) gets the site's file, as `@site/versions.json` does,
 * not the engine's versions.json of the same name.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleSiteModule } from '../../test/site-bundle';

test("a relative import of a root file the engine's own file shadows gets the site's file", async (t) => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'shadow-site-'));
  t.after(() => fs.rmSync(site, { recursive: true, force: true }));
  fs.writeFileSync(path.join(site, 'versions.json'), JSON.stringify({ engine: { lastVersion: 'current', versions: [] } }));
  fs.mkdirSync(path.join(site, '.docusaurus-root'));
  fs.writeFileSync(path.join(site, '.docusaurus-root/versions.json'), JSON.stringify(['3.0', '2.4']));
  fs.mkdirSync(path.join(site, 'src/pages'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'src/pages/releases.js'),
    "import versions from '../../versions.json';\nimport same from '@site/versions.json';\nexport const names = [versions.join(','), same.join(',')];\n",
  );
  const mod = await (await bundleSiteModule(site, 'src/pages/releases.js')).load<{ names: string[] }>();
  assert.deepEqual(mod.names, ['3.0,2.4', '3.0,2.4']);
});
