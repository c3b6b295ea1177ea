/**
 * Docusaurus' `versions.<name>.path` (plugin-content-docs versions/version.ts getVersionPathPart):
 * the option wins over the default path part for every version, the last one included, so a last
 * version with `path: 'v1'` is served under <base>/v1/, not at the base; '' puts a version at the base.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../store';
import { routeTable } from '../routes';
import { parseVersionsFile } from '../versions';
import { versionBasePath } from '../../shared/site-paths';
import type { DocSetConfig } from '../../config/site-config';

const product: DocSetConfig = { id: 'vcluster', label: 'Product', routeBasePath: '/docs/vcluster', versioned: true };

test('a version path wins over the defaults, for the last version too', () => {
  assert.equal(versionBasePath(product, '1.1.0', '1.1.0', 'v1'), '/docs/vcluster/v1');
  assert.equal(versionBasePath(product, 'current', '1.1.0', 'v2'), '/docs/vcluster/v2');
  assert.equal(versionBasePath(product, '1.0.0', '1.1.0', ''), '/docs/vcluster');
  assert.equal(versionBasePath(product, '1.0.0', '1.1.0', '/old/one/'), '/docs/vcluster/old/one');
  assert.equal(versionBasePath(product, '1.1.0', '1.1.0'), '/docs/vcluster');
});

test('versions.json: a path is URL segments or empty', () => {
  const entry = (p: unknown) => ({ vcluster: { lastVersion: '1.1.0', versions: [{ name: '1.1.0', label: 'x', status: 'stable', banner: 'none', badge: true, path: p }] } });
  for (const ok of ['', 'v1', 'v1/legacy', '/v1/']) assert.doesNotThrow(() => parseVersionsFile(entry(ok), [product]), ok);
  for (const bad of ['v 1', '../v1', 'a?b', 3])
    assert.throws(
      () => parseVersionsFile(entry(bad), [product]),
      /path must be "" \(the set's base\) or URL segments/,
      String(bad),
    );
});

test('the index serves each version at its path: the last version under its own path, current under another', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'version-path-'));
  try {
    fs.cpSync('test/fixtures/site', dir, { recursive: true });
    const versionsFile = path.join(dir, 'versions.json');
    const versions = JSON.parse(fs.readFileSync(versionsFile, 'utf8'));
    for (const v of versions.vcluster.versions) {
      if (v.name === 'current') v.path = 'v2';
      if (v.name === '1.1.0') v.path = 'v1';
    }
    fs.writeFileSync(versionsFile, JSON.stringify(versions));
    const site = buildSite({ rootDir: process.cwd(), contentDir: dir, configFile: path.join(dir, 'site.config.json'), versionsFile }, { gitDates: false, plugins: [] });
    const paths = Object.fromEntries(site.index.sets.find((s) => s.id === 'vcluster')!.versions.map((v) => [v.name, v.path]));
    assert.deepEqual(paths, { current: '/docs/vcluster/v2', '1.1.0': '/docs/vcluster/v1', '1.0.0': '/docs/vcluster/1.0.0' });
    const urls = [...routeTable(site.index).keys()];
    assert.ok(urls.includes('/docs/vcluster/v1/'), 'the last version’s main page is under its path');
    assert.ok(urls.includes('/docs/vcluster/v2/'), 'current is under its path, not next/');
    assert.ok(!urls.some((u) => u.startsWith('/docs/vcluster/next/')), 'nothing is left under next/');
    assert.ok(urls.some((u) => u.startsWith('/docs/vcluster/v1/intro/')), 'the last version’s pages are under its path');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
