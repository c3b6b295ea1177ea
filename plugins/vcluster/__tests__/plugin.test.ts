import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { openIdComponents, pluginComponentNames, pluginPublishedFiles, pluginTocEntries, searchRecordRules, sitePlugins } from '../../../lib/plugins/engine';
import { buildSite, loadSiteConfig } from '../../../lib/content/store';
import { pluginComponents } from '../../components';
import { devOutputs } from '../../../scripts/lib/dev-outputs';
import { plugins } from '../../index';
import { projectPaths } from '../../../scripts/lib/run-env';

test('the site configuration names the vCluster plugin, which plugs in through the extension point', () => {
  const used = sitePlugins(loadSiteConfig(projectPaths(), plugins), plugins);
  assert.deepEqual(
    used.map((p) => p.name),
    ['vcluster'],
  );
  assert.deepEqual(pluginComponentNames(used), ['ConfigReference', 'ConfigValidator', 'ApiFields']);
  assert.ok(pluginComponents.vcluster, 'its React half is listed under its name');
  assert.ok(openIdComponents(used).includes('ConfigReference'));
  const toc = pluginTocEntries(used, '0.27.0', 'content');
  assert.equal(toc('Tabs', {}), undefined, 'other elements add no entries');
  const entries = toc('ConfigReference', { schema: 'vcluster', path: 'sync' });
  assert.ok(entries && entries.some((e) => e.text === 'toHost'), JSON.stringify(entries));
  // An API resource's top-level fields, from the Platform version's data.
  const api = pluginTocEntries(used, '4.3.0', 'content')('ApiFields', { resource: 'project' });
  assert.deepEqual(
    api?.map((e) => e.id),
    ['kind', 'apiVersion', 'metadata', 'spec', 'status'],
  );
  assert.equal(searchRecordRules(used)[0].className, 'config-field');
});

test('the plugin publishes the schemas its validator loads, at /docs/schemas/<file>', async () => {
  const paths = projectPaths();
  const site = buildSite(paths, { gitDates: false, plugins });
  const files = pluginPublishedFiles(sitePlugins(site.config, plugins), { contentDir: paths.contentDir, index: site.index });
  assert.equal(files.get('/docs/schemas/vcluster-0.27.0.json'), path.join(paths.contentDir, 'vcluster/0.27.0/_data/vcluster.schema.json'));
  assert.equal(files.get('/docs/schemas/devspace.json'), path.join(paths.contentDir, 'docs/_data/devspace.schema.json'));
  assert.ok([...files.keys()].every((url) => /^\/docs\/schemas\/[\w.-]+\.json$/.test(url)));
  // `npm run dev` serves them as the build writes them (lib/pipeline/outputs.ts).
  const respond = await devOutputs(process.cwd(), plugins);
  const served = respond('/docs/schemas/vcluster-0.27.0.json', 0);
  assert.equal(served?.status, 200);
  assert.equal(String(served?.body), fs.readFileSync(files.get('/docs/schemas/vcluster-0.27.0.json')!, 'utf8'));
  assert.equal(respond('/docs/schemas/no-such.json', 0), undefined, 'anything else goes on to Next');
});
