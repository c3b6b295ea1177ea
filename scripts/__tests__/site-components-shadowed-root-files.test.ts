/**
 * A site's root file named like one of the engine's (versions.json) is imported beside them, under
 * .docusaurus-root/ (tools/importer/site-files.ts): a page of the site that imports it by a relative
 * path (`../../versions.json` from src/pages/) gets the site's file, as `@site/versions.json` does,
 * not the engine's versions.json of the same name.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { bundleOptions } from '../../lib/site-components/bundle';
import type { DocusaurusSiteConfig } from '../../lib/site-components/site-config-view';
import { ENGINE_MODULES } from '../../components/engine-modules';

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
  const config = { title: 'T', tagline: '', url: 'https://example.dev', baseUrl: '/' } as DocusaurusSiteConfig;
  const result = await build({
    ...bundleOptions(site, config, ENGINE_MODULES),
    entryPoints: [path.join(site, 'src/pages/releases.js')],
    write: false,
    outdir: path.join(site, 'out'),
  });
  const file = path.join(site, 'out.mjs');
  fs.writeFileSync(file, result.outputFiles[0].text);
  const mod = (await import(file)) as { names: string[] };
  assert.deepEqual(mod.names, ['3.0,2.4', '3.0,2.4']);
});
