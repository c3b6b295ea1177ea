/**
 * A plugin's routes are sorted as the site's own core sorts them, whichever its version: 3.2 on by
 * `sortRoutes`, which returns a sorted copy, before it by `sortConfig`, which sorts the list in place
 * (apache/answer-website, 3.1.1: its postBuild of the sitemap failed on the newer name).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';
import { tempDir } from '../../test/temp-dir';
import { siteWithDocusaurus, withClientDependencies } from '../../test/docusaurus-packages';
import { coreRoutes, type CoreRouteConfig, type RouteConfig } from '../../plugins/docusaurus/importer/route-config';

const work = tempDir('core-routes');

const ADDED: RouteConfig[] = [
  { path: '/', exact: true },
  { path: '/docs', routes: [{ path: '/docs/intro', exact: true }] },
  { path: '/blog/', exact: true },
];

for (const version of ['3.1.1', '3.10.2'])
  test(`routes as the site's core ${version} makes them: its trailing slash applied, nested routes and the root last`, { timeout: 240_000 }, () => {
    const site = siteWithDocusaurus(work, path.join(work, version), version);
    withClientDependencies(work, site);
    const core = createRequire(path.join(site, 'package.json'))('@docusaurus/core/lib/server/plugins/routeConfig.js') as CoreRouteConfig;
    assert.equal(typeof (version === '3.1.1' ? core.sortConfig : core.sortRoutes), 'function');
    const routes = coreRoutes(core, structuredClone(ADDED), false, '/');
    assert.deepEqual(
      routes.map((r) => r.path),
      ['/blog', '/docs', '/'],
    );
    assert.deepEqual(
      routes[1].routes?.map((r) => r.path),
      ['/docs/intro'],
    );
  });
